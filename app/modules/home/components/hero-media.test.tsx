// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";

import type { HeroMedia as Media, ImageFile } from "#app/site/types.ts";

import { HeroMedia, moves } from "./hero-media.tsx";

/** The hero's media on a page whose root loader says whether the browser saves data. */
async function renderMedia(media: Media, savesData = false) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ savesData }),
      Component: () => (
        <div data-testid="hero">
          <HeroMedia media={media} />
        </div>
      ),
    },
  ]);
  render(<Stub />);
  return screen.findByTestId("hero");
}

const poster: ImageFile = {
  id: "poster0001",
  src: "/assets/poster-960.webp",
  srcset: "/assets/poster-480.webp 480w, /assets/poster-960.webp 960w",
  width: 1920,
  height: 1080,
  sources: [{ type: "image/avif", srcset: "/assets/poster-480.avif 480w, /assets/poster-960.avif 960w" }],
  color: "#223344",
};

test("a photo covers the hero at a phone's size, fetched first and preloaded", async () => {
  const container = await renderMedia({ photo: poster });
  const image = container.querySelector("img")!;
  expect(image).toHaveAttribute("fetchpriority", "high");
  expect(image).toHaveAttribute("alt", "");
  expect(container.querySelector('source[type="image/avif"]')).toHaveAttribute("sizes", "100vw");
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

/** An animated GIF as the build gives it: its moving WebP for who allows motion, then the still AVIF. */
const animated: ImageFile = {
  ...poster,
  sources: [
    {
      type: "image/webp",
      srcset: "/assets/loop-480-animated.webp 480w",
      media: "(prefers-reduced-motion: no-preference)",
    },
    ...poster.sources,
  ],
};

const loop: Media = { video: { mp4: "/assets/loop.mp4", webm: "/assets/loop.webm" }, poster };

test("a video plays muted, looped and inline over its poster, and only for whoever has not asked for less motion", async () => {
  const container = await renderMedia(loop);
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

test("a fan saving data gets the poster alone: no video, no moving picture", async () => {
  const container = await renderMedia(loop, true);
  expect(container.querySelector("video")).toBeNull();
  expect(container.querySelector("img")).toHaveAttribute("src", poster.src);

  const still = await renderMedia({ photo: animated }, true);
  expect(still.querySelectorAll("source")).toHaveLength(1);
  expect(still.querySelector("source")).toHaveAttribute("type", "image/avif");
});

test("the moving version of an animated picture is offered only to whoever has not asked for less motion", async () => {
  const container = await renderMedia({ photo: animated });
  const [moving, still] = [...container.querySelectorAll("source")];
  expect(moving).toHaveAttribute("media", "(prefers-reduced-motion: no-preference)");
  expect(moving).toHaveAttribute("srcset", "/assets/loop-480-animated.webp 480w");
  expect(still).not.toHaveAttribute("media");
});

test("a video and an animated picture move by themselves; a still photo does not", () => {
  expect(moves(loop)).toBe(true);
  expect(moves({ photo: poster })).toBe(false);
  expect(
    moves({
      photo: {
        ...poster,
        sources: [
          { type: "image/webp", srcset: "/a.webp 480w", media: "(prefers-reduced-motion: no-preference)" },
        ],
      },
    }),
  ).toBe(true);
});
