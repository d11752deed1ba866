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

/**
 * app.css leaves out the rules of words Tailwind finds in the code that are not
 * classes (`@source not inline(...)`): a component using one of them as a class
 * would silently get no style. This finds any, inside className strings.
 */
const LEFT_OUT = /@source not\s+inline\("([^"]+)"\)/.exec(
  readFileSync(join(import.meta.dirname, "app.css"), "utf8"),
)!;
const CLASS_LISTS = /className=(?:"([^"]*)"|\{`([^`]*)`\})/g;

function leftOutClassesIn(source: string, words: Set<string>): string[] {
  return [...source.matchAll(CLASS_LISTS)].flatMap((match) =>
    (match[1] ?? match[2]!)
      .split(/\s+/)
      .map((token) => token.replace(/^(?:[a-z-]+:)*/, ""))
      .filter((token) => words.has(token)),
  );
}

test("no component uses a class the stylesheet leaves out", () => {
  const words = new Set(LEFT_OUT[1]!.split(" "));
  expect(words.has("transition")).toBe(true);
  const uses = sourceFiles(join(import.meta.dirname, ".")).flatMap((file) =>
    leftOutClassesIn(readFileSync(file, "utf8"), words).map((word) => `${file}: ${word}`),
  );
  expect(uses).toEqual([]);
  expect(leftOutClassesIn('<p className="text-small md:italic">', words)).toEqual(["italic"]);
  expect(leftOutClassesIn("<p className={`grid ${x} transition`}>", words)).toEqual(["transition"]);
});
