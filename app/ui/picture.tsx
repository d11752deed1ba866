import type { ImgHTMLAttributes } from "react";
import { preload } from "react-dom";

import { atLeast, formatSrcset, parseSrcset } from "#app/lib/srcset.ts";
import { placeholderClass } from "#app/site/image-placeholders.ts";
import type { ImageFile } from "#app/site/types.ts";

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "width" | "height">;

/**
 * A browser without AVIF (Safari before 16.4) gets one WebP, twice the place's width: a fallback, not a
 * second list of every width in every page.
 */
export function Picture({
  image: file,
  sizes,
  widest,
  alt,
  className = "",
  ...props
}: {
  image: ImageFile;
  sizes: string;
  /** The widest this place ever shows it, in CSS pixels: larger files are left out of the page. */
  widest?: number;
  alt: string;
} & ImgProps) {
  const image = widest ? upTo(file, widest) : file;
  const hasAvif = image.sources.some((source) => source.type === "image/avif" && !source.media);
  const img = (
    <img
      {...props}
      src={hasAvif ? fallbackFile(image, widest) : image.src}
      srcSet={hasAvif ? undefined : image.srcset}
      sizes={!hasAvif && image.srcset ? sizes : undefined}
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

function fallbackFile(image: ImageFile, widest: number | undefined): string {
  if (!widest) return image.src;
  return atLeast(parseSrcset(image.srcset), widest * 2)?.url ?? image.src;
}

const MAX_DENSITY = 3;

/** Every `srcset` entry is bytes of every page's first response. */
export function upTo(image: ImageFile, widest: number): ImageFile {
  const needed = widest * MAX_DENSITY;
  const trim = (srcset: string) => {
    const choices = parseSrcset(srcset);
    const enough = choices.findIndex((choice) => choice.width >= needed);
    return enough < 0 ? srcset : formatSrcset(choices.slice(0, enough + 1));
  };
  return {
    ...image,
    ...(image.srcset && { srcset: trim(image.srcset) }),
    sources: image.sources.map((source) => ({ ...source, srcset: trim(source.srcset) })),
  };
}

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
