import { bandText } from "#app/i18n/site-languages.ts";
import { siteConfig } from "#content/site.config.ts";

import { Picture } from "./picture.tsx";

export function Logo({
  height,
  alt = bandText(siteConfig.images.logo.alt),
  loading,
}: {
  height: 40 | 48;
  alt?: string;
  loading?: "lazy";
}) {
  const { file } = siteConfig.images.logo;
  const width = Math.ceil((height * file.width) / file.height);
  return (
    <Picture
      image={file}
      alt={alt}
      sizes={`${width}px`}
      widest={width}
      loading={loading}
      className={`${height === 40 ? "h-10" : "h-12"} w-auto`}
    />
  );
}
