import type { ImgHTMLAttributes } from "react";
import type { Image } from "#app/site/types.ts";

/** An image from the config, always with its width and height, so the page never shifts while it loads. */
export function SizedImage({
  image,
  ...props
}: { image: Image } & Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height">) {
  return <img {...props} src={image.src} alt={image.alt} width={image.width} height={image.height} />;
}
