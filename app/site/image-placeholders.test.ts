import { expect, test } from "vitest";

import { imagePlaceholderCss, imagesIn } from "./image-placeholders.ts";
import type { ImageFile } from "./types.ts";

const image = (id: string, color?: string): ImageFile => ({
  id,
  src: `/assets/${id}.webp`,
  width: 10,
  height: 10,
  sources: [],
  ...(color && { color }),
});

test("finds every picture in the config, however deep, each once", () => {
  const photo = image("photo00001", "#112233");
  const config = {
    images: { logo: { file: image("logo000001"), alt: "" } },
    releases: [{ cover: photo }],
    again: photo,
  };
  expect(imagesIn(config).map((found) => found.id)).toEqual(["logo000001", "photo00001"]);
});

test("one rule per picture with a colour, for the page's one stylesheet; nothing else gets in", () => {
  const config = {
    a: image("aaaaaaaaaa", "#112233"),
    b: image("bbbbbbbbbb"),
    c: image("cccccccccc", "red;}body{display:none"),
    d: image("dd}x{", "#445566"),
  };
  expect(imagePlaceholderCss(config)).toBe(".placeholder-aaaaaaaaaa{background-color:#112233}");
});
