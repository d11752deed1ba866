// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { expect, test } from "vitest";

import type { ImageFile } from "#app/site/types.ts";

import { Picture, upTo } from "./picture.tsx";

const ladder = [160, 320, 480, 640, 800, 960, 1280, 1600];
const srcset = (format: string) =>
  ladder.map((width) => `/assets/logo-${width}.${format} ${width}w`).join(", ");
const logo: ImageFile = {
  id: "logo000001",
  src: "/assets/logo-960.webp",
  srcset: srcset("webp"),
  width: 1600,
  height: 400,
  sources: [{ type: "image/avif", srcset: srcset("avif") }],
};

test("a place at most 120 px wide offers files up to the first that covers it three times over", () => {
  const fitted = upTo(logo, 120);
  expect(fitted.srcset).toBe(
    "/assets/logo-160.webp 160w, /assets/logo-320.webp 320w, /assets/logo-480.webp 480w",
  );
  expect(fitted.sources[0]!.srcset).toBe(
    "/assets/logo-160.avif 160w, /assets/logo-320.avif 320w, /assets/logo-480.avif 480w",
  );
  // A place wider than the largest file keeps them all.
  expect(upTo(logo, 2000)).toEqual(logo);
});

test("a picture is AVIF at every width its place needs, and one WebP for a browser without AVIF", () => {
  const { container } = render(<Picture image={logo} alt="The Band" sizes="160px" widest={160} />);
  const source = container.querySelector("picture > source")!;
  const image = container.querySelector("picture > img")!;
  expect(source).toHaveAttribute("type", "image/avif");
  expect(source).toHaveAttribute("sizes", "160px");
  expect(source.getAttribute("srcset")).toMatch(/^\/assets\/logo-160\.avif 160w, .*logo-480\.avif 480w$/);
  // Twice the place's width: the 320 px WebP.
  expect(image).toHaveAttribute("src", "/assets/logo-320.webp");
  expect(image).not.toHaveAttribute("srcset");
  expect(image).not.toHaveAttribute("sizes");
  expect(image).toHaveAttribute("width", "1600");
  expect(image).toHaveAttribute("height", "400");
  expect(image).toHaveAttribute("alt", "The Band");
});

test("a picture with a colour fills its box with it while it loads; an SVG is a plain <img>", () => {
  const { container, rerender } = render(
    <Picture image={{ ...logo, color: "#123456" }} alt="" sizes="100vw" />,
  );
  expect(container.querySelector("img")!.className).toContain("placeholder-logo000001");
  rerender(
    <Picture
      image={{ id: "svg", src: "/assets/logo.svg", width: 240, height: 80, sources: [] }}
      alt=""
      sizes="100vw"
    />,
  );
  expect(container.querySelector("picture")).toBeNull();
  expect(container.querySelector("img")).not.toHaveAttribute("srcset");
  expect(container.querySelector("img")).not.toHaveAttribute("sizes");
  // Spotify's cover: its own sizes to pick from, in the <img>.
  const cover = {
    id: "",
    src: "/c640.jpg",
    srcset: "/c640.jpg 640w, /c300.jpg 300w",
    width: 640,
    height: 640,
    sources: [],
  };
  rerender(<Picture image={cover} alt="" sizes="50vw" />);
  expect(container.querySelector("img")).toHaveAttribute("srcset", cover.srcset);
  expect(container.querySelector("img")).toHaveAttribute("sizes", "50vw");
});
