import { expect, test } from "vitest";

import { languageOfPath, pathIn, pathWithoutLanguage } from "./languages.ts";

const SITE = ["en", "es"] as const;

test("a path's language is its first segment when that is one of the site's other languages", () => {
  expect(languageOfPath("/", SITE)).toBe("en");
  expect(languageOfPath("/about", SITE)).toBe("en");
  expect(languageOfPath("/es", SITE)).toBe("es");
  expect(languageOfPath("/es/shows/4", SITE)).toBe("es");
  // The root's language has no prefix of its own; a look-alike is no prefix.
  expect(languageOfPath("/en/about", SITE)).toBe("en");
  expect(languageOfPath("/essay", SITE)).toBe("en");
  expect(languageOfPath("/es/about", ["en"])).toBe("en");
});

test("the same page in each language", () => {
  expect(pathIn("es", "/", SITE)).toBe("/es");
  expect(pathIn("es", "/about", SITE)).toBe("/es/about");
  expect(pathIn("es", "/#upcoming-shows", SITE)).toBe("/es#upcoming-shows");
  expect(pathIn("es", "/shows/near?place=Tampa", SITE)).toBe("/es/shows/near?place=Tampa");
  expect(pathIn("en", "/about", SITE)).toBe("/about");
  // Not a site path: left as it is.
  expect(pathIn("es", "https://example.com/x", SITE)).toBe("https://example.com/x");
  expect(pathIn("es", "//example.com/x", SITE)).toBe("//example.com/x");
  expect(pathIn("es", "#main", SITE)).toBe("#main");
});

test("a page's path without its language", () => {
  expect(pathWithoutLanguage("/es", SITE)).toBe("/");
  expect(pathWithoutLanguage("/es/shows/4", SITE)).toBe("/shows/4");
  expect(pathWithoutLanguage("/essay", SITE)).toBe("/essay");
  expect(pathWithoutLanguage("/about", SITE)).toBe("/about");
});
