import { expect, test } from "vitest";

import { atLeast, formatSrcset, parseSrcset } from "./srcset.ts";

const srcset = "/a-160.webp 160w, /a-320.webp 320w, /a-640.webp 640w";

test("reads and writes width descriptors, leaving out entries with no width", () => {
  expect(parseSrcset(srcset)).toEqual([
    { url: "/a-160.webp", width: 160 },
    { url: "/a-320.webp", width: 320 },
    { url: "/a-640.webp", width: 640 },
  ]);
  expect(formatSrcset(parseSrcset(srcset))).toBe(srcset);
  expect(parseSrcset("/x.svg, /y.png 2x")).toEqual([]);
  expect(parseSrcset(undefined)).toEqual([]);
});

test("the narrowest choice that covers a width, else the widest", () => {
  expect(atLeast(parseSrcset(srcset), 300)?.url).toBe("/a-320.webp");
  expect(atLeast(parseSrcset(srcset), 1200)?.url).toBe("/a-640.webp");
  expect(atLeast([], 100)).toBeNull();
});
