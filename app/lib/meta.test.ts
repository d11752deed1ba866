import { expect, test } from "vitest";

import { pageMeta } from "./meta.ts";

const canonical = (path: string) =>
  pageMeta({ path, siteUrl: "https://band.example" }).find((tag) => "rel" in tag && tag.rel === "canonical");

test("the canonical link is the page's path on SITE_URL", () => {
  expect(canonical("/about")).toMatchObject({ href: "https://band.example/about" });
});

test("a path that starts with // stays a path on the site, never another host", () => {
  expect(canonical("//evil.example/x")).toMatchObject({ href: "https://band.example//evil.example/x" });
  expect(() => pageMeta({ path: "//%3Cb%3E", siteUrl: "https://band.example" })).not.toThrow();
});

test("every page has a large share card: absolute og:image with its size and alt text", () => {
  const tags = pageMeta({ path: "/about", title: "About", siteUrl: "https://band.example" });
  const content = (property: string) =>
    (tags.find((tag) => "property" in tag && tag.property === property) as { content?: string } | undefined)
      ?.content;
  expect(content("og:image")).toBe("https://band.example/og/site.png");
  expect(content("og:image:width")).toBe("1200");
  expect(content("og:image:height")).toBe("630");
  expect(content("og:image:alt")).toMatch(/\S/);
  expect(content("og:url")).toBe("https://band.example/about");
  expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  const own = pageMeta({
    path: "/shows/3",
    siteUrl: "https://band.example",
    image: { path: "/og/shows/3.png", alt: "A show" },
  });
  expect(own).toContainEqual({ property: "og:image", content: "https://band.example/og/shows/3.png" });
  expect(own).toContainEqual({ property: "og:image:alt", content: "A show" });
});
