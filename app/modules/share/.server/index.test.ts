import { expect, test } from "vitest";

import { createShareImages, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "./index.ts";

const { iconPng, shareCardPng } = createShareImages();

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const card = {
  bandName: "The Placeholders",
  accent: "#8e51ff",
  background: "#000000",
  headline: "December 31, 2026 at 8:00 PM",
  lines: ["Placeholders Live in Toronto", "The Tempor Theatre, Toronto, ON"],
  badge: "Rescheduled",
  art: "content/images/header-music.svg",
};

test("a share card is a 1200×630 PNG under 300 KB, drawn once for the same content", async () => {
  const png = await shareCardPng(card);
  expect(pngSize(png)).toEqual({ width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT });
  expect(png.length).toBeLessThan(300 * 1024);
  expect(await shareCardPng({ ...card })).toBe(png);
  // Other words, another image.
  expect(await shareCardPng({ ...card, badge: "Cancelled" })).not.toEqual(png);
}, 30_000);

test("the icons are square PNGs of their size", async () => {
  expect(pngSize(await iconPng(192))).toEqual({ width: 192, height: 192 });
  expect(pngSize(await iconPng(512))).toEqual({ width: 512, height: 512 });
}, 30_000);
