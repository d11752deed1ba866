import type { ImgHTMLAttributes } from "react";
import { preload } from "react-dom";
import { placeholderClass } from "#app/site/image-placeholders.ts";
import type { ImageFile } from "#app/site/types.ts";

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "width" | "height">;

/**
 * A picture at the size its place shows it. `sizes` is that place's CSS
 * width ("100vw", "9rem"); the browser takes the smallest file that covers
 * it at the screen's density, AVIF where it can. Width and height come from
 * the file, so the page never shifts while it loads, and the picture's own
 * colour fills its box until then.
 */
export function Picture({
  image,
  sizes,
  alt,
  className = "",
  ...props
}: { image: ImageFile; sizes: string; alt: string } & ImgProps) {
  const img = (
    <img
      {...props}
      src={image.src}
      srcSet={image.srcset}
      sizes={image.srcset ? sizes : undefined}
      alt={alt}
      width={image.width}
      height={image.height}
      className={`${image.color ? placeholderClass(image) : ""} ${className}`.trim()}
    />
  );
  if (image.sources.length === 0) return img;
  return (
    // `contents`: the <img> is the box the layout places, as if <picture> were not there.
    <picture className="contents">
      {image.sources.map((source) => (
        <source
          key={source.srcset}
          type={source.type}
          srcSet={source.srcset}
          sizes={sizes}
          media={source.media}
        />
      ))}
      {img}
    </picture>
  );
}

/**
 * The first screen's picture: fetched at high priority from the page's
 * <head>, before styles or layout, in the format the browser will pick.
 */
export function preloadPicture(image: ImageFile, sizes: string) {
  const best = image.sources.find((source) => !source.media);
  preload(image.src, {
    as: "image",
    fetchPriority: "high",
    ...(best
      ? { imageSrcSet: best.srcset, imageSizes: sizes, type: best.type }
      : image.srcset
        ? { imageSrcSet: image.srcset, imageSizes: sizes }
        : {}),
  });
}
