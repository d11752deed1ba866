import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";

/**
 * app.css drops Tailwind's default font sizes for the design's own scale
 * (caption, small, body, lead, title, heading, display, hero), so a default
 * size class would silently style nothing. This finds any that slipped in.
 */
const DEFAULT_SIZES = /(?<![\w-])(?:[a-z-]+:)*text-(?:xs|sm|base|lg|xl|[2-9]xl)(?![\w-])/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

test("components size text only with the design's type scale", () => {
  const strays = sourceFiles(join(import.meta.dirname, ".")).flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, index) =>
        [...line.matchAll(DEFAULT_SIZES)].map((match) => `${file}:${index + 1} ${match[0]}`),
      ),
  );
  expect(strays).toEqual([]);
});

test("the check finds a default size in a class list", () => {
  expect('className="mt-2 text-lg font-bold sm:text-3xl"'.match(DEFAULT_SIZES)).toEqual([
    "text-lg",
    "sm:text-3xl",
  ]);
  expect('className="text-lead text-white/80 text-caption"'.match(DEFAULT_SIZES)).toBeNull();
});
