import { describe, expect, test } from "vitest";
import { siteConfig } from "#content/site.config.ts";
import { sitePageKey } from "./page-key.ts";

const configured = siteConfig.activeStyle;

describe("sitePageKey", () => {
  test("one key per page of the site and style; other query parameters share it", () => {
    expect(sitePageKey("/")).toBe(`/?style=${configured}`);
    expect(sitePageKey("/?utm_source=poster&fbclid=x")).toBe(`/?style=${configured}`);
    expect(sitePageKey("/music?style=almostReal")).toBe("/music?style=almostReal");
    expect(sitePageKey("/shows/12?style=normal&ref=story")).toBe("/shows/12?style=normal");
    expect(sitePageKey("/shows/past")).toBe(`/shows/past?style=${configured}`);
  });

  test("an unknown style is the configured one's page, not a page of its own", () => {
    for (const style of ["1", "2", "__proto__", "toString", "NORMAL", ""]) {
      expect(sitePageKey(`/?style=${style}`)).toBe(`/?style=${configured}`);
    }
  });

  test("any other URL is never kept: files, 404s, other spellings of a page", () => {
    for (const url of [
      "/Music",
      "/music/",
      "/%6Dusic",
      "//",
      "/shows/05",
      "/shows/0",
      "/shows/5.ics",
      "/shows.ics",
      "/og/site.png",
      "/no-such-page",
      "/about/x",
    ]) {
      expect(sitePageKey(url), url).toBeNull();
    }
  });
});
