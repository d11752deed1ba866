// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { expect, test } from "vitest";
import type { ImageFile } from "#app/site/types.ts";
import { HeroMedia } from "./hero-media";

const poster: ImageFile = {
  id: "poster0001",
  src: "/assets/poster-960.webp",
  srcset: "/assets/poster-480.webp 480w, /assets/poster-960.webp 960w",
  width: 1920,
  height: 1080,
  sources: [{ type: "image/avif", srcset: "/assets/poster-480.avif 480w, /assets/poster-960.avif 960w" }],
  color: "#223344",
};

test("a photo covers the hero at a phone's size, fetched first and preloaded", () => {
  const { container } = render(<HeroMedia media={{ photo: poster }} />);
  const image = container.querySelector("img")!;
  expect(image).toHaveAttribute("fetchpriority", "high");
  expect(image).toHaveAttribute("sizes", "100vw");
  expect(image).toHaveAttribute("alt", "");
  expect(image.className).toContain("object-cover");
  expect(container.querySelector('source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    poster.sources[0]!.srcset,
  );
  expect(container.querySelector("video")).toBeNull();
  const preload = document.head.querySelector('link[rel="preload"][as="image"][imagesrcset]');
  expect(preload).toHaveAttribute("imagesrcset", poster.sources[0]!.srcset);
  expect(preload).toHaveAttribute("fetchpriority", "high");
});

test("a video plays muted, looped and inline over its poster, and only for whoever has not asked for less motion", () => {
  const { container } = render(
    <HeroMedia media={{ video: { mp4: "/assets/loop.mp4", webm: "/assets/loop.webm" }, poster }} />,
  );
  const video = container.querySelector("video")!;
  expect(video.muted).toBe(true);
  expect(video).toHaveAttribute("autoplay");
  expect(video).toHaveAttribute("loop");
  expect(video).toHaveAttribute("playsinline");
  expect(video).not.toHaveAttribute("controls");
  const sources = [...video.querySelectorAll("source")];
  expect(sources.map((source) => [source.getAttribute("src"), source.getAttribute("type")])).toEqual([
    ["/assets/loop.webm", "video/webm"],
    ["/assets/loop.mp4", "video/mp4"],
  ]);
  for (const source of sources)
    expect(source).toHaveAttribute("media", "(prefers-reduced-motion: no-preference)");
  // The poster is a real <img> under the video: the first screen's picture, never waiting for the video.
  const image = container.querySelector("img")!;
  expect(image.compareDocumentPosition(video) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(image).toHaveAttribute("fetchpriority", "high");
});
