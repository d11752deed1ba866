import fc from "fast-check";
import { describe, expect, test } from "vitest";

import { RELEASE_SLUG, releaseSlug, releaseSlugs } from "./release-slug.ts";

describe("releaseSlug: a release's address from its title", () => {
  test.each([
    ["Almost Real", "almost-real"],
    ["  Garage   Days ", "garage-days"],
    ["Café Noir!", "cafe-noir"],
    ["Rock & Roll", "rock-and-roll"],
    ["Side B (Live, 2024)", "side-b-live-2024"],
    ["¿Qué Pasó?", "que-paso"],
    ["★★★", "release"],
  ])("%j → %j", (title, slug) => {
    expect(releaseSlug(title)).toBe(slug);
  });

  test("is always lower-case ASCII letters and digits joined by single hyphens", () => {
    fc.assert(fc.property(fc.string(), (title) => RELEASE_SLUG.test(releaseSlug(title))));
  });
});

describe("releaseSlugs: one address per release", () => {
  test("a clash gets -2, then -3, in the discography's order", () => {
    expect(releaseSlugs(["Almost Real", "Propofol", "almost real", "ALMOST REAL!"])).toEqual([
      "almost-real",
      "propofol",
      "almost-real-2",
      "almost-real-3",
    ]);
  });

  test("a numbered clash never takes a title's own slug", () => {
    expect(releaseSlugs(["Live", "Live", "Live 2"])).toEqual(["live", "live-3", "live-2"]);
  });

  test("every slug is different", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("a", "A", "a 2", "a-2", "b", "★")), (titles) => {
        const slugs = releaseSlugs(titles);
        return new Set(slugs).size === slugs.length && slugs.every((slug) => RELEASE_SLUG.test(slug));
      }),
    );
  });
});
