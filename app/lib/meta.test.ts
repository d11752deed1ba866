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
