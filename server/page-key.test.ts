import type { ServerBuild } from "react-router";
import { describe, expect, test } from "vitest";

import { siteConfig } from "#content/site.config.ts";

import { canonicalPagePath, createSitePageKeys } from "./page-key.ts";

const configured = siteConfig.activeStyle;

/** The site's route table as the build lists it (app/routes.ts), enough to match paths. */
const route = (id: string, path?: string, index?: boolean) => ({ id, path, index, parentId: "root" });
const routes = {
  root: { id: "root", path: "" },
  home: route("routes/home", undefined, true),
  about: route("routes/about", "about"),
  music: route("routes/music", "music"),
  past: route("routes/past-shows", "shows/past"),
  feed: route("routes/calendar-feed", "shows.ics"),
  showCalendar: route("routes/show-calendar", "shows/:id.ics"),
  show: route("routes/show", "shows/:id"),
  release: route("routes/release", "music/:slug"),
  card: route("share-image-site", "og/site.png"),
  notFound: route("routes/not-found", "*"),
} as unknown as ServerBuild["routes"];

/** Shows 12 and 14 exist; whether others do is known unless `fresh` is false. */
const keysFor = (fresh = true) =>
  createSitePageKeys({ routes, showExists: (id) => (fresh ? [12, 14].includes(id) : null) });
const { pageKey, notFoundKey } = keysFor();

describe("pageKey", () => {
  test("one key per page of the site and style; other query parameters share it", () => {
    expect(pageKey("/")).toBe(`/?style=${configured}`);
    expect(pageKey("/?utm_source=poster&fbclid=x")).toBe(`/?style=${configured}`);
    expect(pageKey("/music?style=almostReal")).toBe("/music?style=almostReal");
    expect(pageKey("/shows/12?style=normal&ref=story")).toBe("/shows/12?style=normal");
    expect(pageKey("/shows/past")).toBe(`/shows/past?style=${configured}`);
  });

  test("the style the band chose at /admin is the bare address's page", () => {
    const other = configured === "normal" ? "propofol" : "normal";
    const keys = createSitePageKeys({ routes, showExists: () => true, leadingStyle: () => other });
    expect(keys.pageKey("/")).toBe(`/?style=${other}`);
    expect(keys.pageKey(`/?style=${configured}`)).toBe(`/?style=${configured}`);
  });

  test("a browser saving data gets a page of its own (its hero has no video)", () => {
    expect(pageKey("/?style=normal", true)).toBe("/?style=normal&save-data");
    expect(pageKey("/?style=normal", false)).toBe("/?style=normal");
  });

  test("an unknown style is the configured one's page, not a page of its own", () => {
    for (const style of ["1", "2", "__proto__", "toString", "NORMAL", ""]) {
      expect(pageKey(`/?style=${style}`)).toBe(`/?style=${configured}`);
    }
  });

  test("only the parsed path and ?style= make the key: a fragment or odd query cannot change it", () => {
    // As React Router reads the URL: "#…" is no part of the query.
    expect(pageKey("/music?x#&style=normal")).toBe(`/music?style=${configured}`);
    expect(pageKey("/music?style=normal#x")).toBe("/music?style=normal");
    expect(pageKey("/music?style=normal&style=almostReal")).toBe("/music?style=normal");
  });

  test("a show that does not exist is the page not found, per style; unknown while the shows are not fresh", () => {
    expect(pageKey("/shows/13")).toBe(`404?style=${configured}`);
    expect(pageKey("/shows/999999?style=normal")).toBe("404?style=normal");
    expect(keysFor(false).pageKey("/shows/13")).toBe(`/shows/13?style=${configured}`);
  });

  test("any other URL is no page: files, 404s, other spellings of a page", () => {
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
      expect(pageKey(url), url).toBeNull();
    }
  });
});

describe("notFoundKey", () => {
  test("a URL only the not-found route answers, or a show id so written, is the one 404 page per style", () => {
    for (const url of ["/no-such-page", "/about/x", "/shows/05", "/shows/0", "/a/b/c?style=zzz"]) {
      expect(notFoundKey(url), url).toBe(`404?style=${configured}`);
    }
    expect(notFoundKey("/nowhere?style=almostReal")).toBe("404?style=almostReal");
  });

  test("is null for the site's files and pages (they are answered, or kept, as themselves)", () => {
    for (const url of ["/shows.ics", "/shows/12.ics", "/og/site.png", "/", "/music", "/shows/12"]) {
      expect(notFoundKey(url), url).toBeNull();
    }
  });
});

describe("release pages", () => {
  /** "almost-real" is a release's page; others are known not to be unless `known` is false. */
  const releaseKeys = (known = true) =>
    createSitePageKeys({
      routes,
      showExists: () => true,
      releaseExists: (slug) => (known ? slug === "almost-real" : null),
    });

  test("a release's page is kept, in each language", () => {
    const { pageKey } = releaseKeys();
    expect(pageKey("/music/almost-real")).toBe(`/music/almost-real?style=${configured}`);
    expect(pageKey("/es/music/almost-real?style=normal")).toBe("/es/music/almost-real?style=normal");
  });

  test("a release that is gone is the page not found; unknown while the albums are not known", () => {
    expect(releaseKeys().pageKey("/music/gone-now")).toBe(`404?style=${configured}`);
    expect(releaseKeys().pageKey("/es/music/gone-now")).toBe(`404?style=${configured}&lang=es`);
    expect(releaseKeys(false).pageKey("/music/gone-now")).toBe(`/music/gone-now?style=${configured}`);
    // Without a way to know, as the keys were before release pages: never the 404 by mistake.
    expect(pageKey("/music/almost-real")).toBe(`/music/almost-real?style=${configured}`);
  });

  test("a slug not so written is no page: the release route's loader answers 404", () => {
    for (const url of ["/music/Almost-Real", "/music/almost_real", "/music/-x", "/music/a--b"]) {
      expect(releaseKeys().pageKey(url), url).toBeNull();
      expect(releaseKeys().notFoundKey(url), url).toBe(`404?style=${configured}`);
    }
    expect(releaseKeys().notFoundKey("/music/almost-real")).toBeNull();
    expect(canonicalPagePath("/Music/Almost-Real/")).toBe("/music/almost-real");
  });
});

describe("canonicalPagePath", () => {
  test("another case, trailing slashes or percent-encoding of a page name the page", () => {
    expect(canonicalPagePath("/Music")).toBe("/music");
    expect(canonicalPagePath("/music/")).toBe("/music");
    expect(canonicalPagePath("/ABOUT//")).toBe("/about");
    expect(canonicalPagePath("/%6Dusic")).toBe("/music");
    expect(canonicalPagePath("/Shows/Past/")).toBe("/shows/past");
    expect(canonicalPagePath("/shows/12/")).toBe("/shows/12");
    expect(canonicalPagePath("//")).toBe("/");
  });

  test("is null for a page as written and for what is no page (never another site)", () => {
    for (const path of [
      "/",
      "/music",
      "/shows/12",
      "/nowhere",
      "//evil.example/",
      "/%E0%A4%A",
      "/shows/05/",
    ]) {
      expect(canonicalPagePath(path), path).toBeNull();
    }
  });
});

describe("pages in the site's other languages (decision 100)", () => {
  /** As app/routes.ts nests the public pages: under an optional language. */
  const inLayout = (id: string, path?: string, index?: boolean) => ({
    id,
    path,
    index,
    parentId: "i18n/language",
  });
  const layoutRoutes = {
    root: { id: "root", path: "" },
    layout: { id: "i18n/language", path: ":lang?", parentId: "root" },
    home: inLayout("routes/home", undefined, true),
    about: inLayout("routes/about", "about"),
    show: inLayout("routes/show", "shows/:id"),
    notFound: inLayout("routes/not-found", "*"),
    admin: route("routes/admin", "admin"),
  } as unknown as ServerBuild["routes"];
  const keys = createSitePageKeys({ routes: layoutRoutes, showExists: (id) => id === 12 });

  test("a Spanish page is kept under its own address", () => {
    expect(keys.pageKey("/es")).toBe(`/es?style=${configured}`);
    expect(keys.pageKey("/es/about?style=normal")).toBe("/es/about?style=normal");
    expect(keys.pageKey("/es/shows/12")).toBe(`/es/shows/12?style=${configured}`);
  });

  test("a page that is not one in Spanish gets the Spanish 404; any other address the first language's", () => {
    expect(keys.pageKey("/es/shows/13")).toBe(`404?style=${configured}&lang=es`);
    expect(keys.notFoundKey("/es/nothing")).toBe(`404?style=${configured}&lang=es`);
    expect(keys.notFoundKey("/fr")).toBe(`404?style=${configured}`);
    expect(keys.notFoundKey("/en/about")).toBe(`404?style=${configured}`);
    expect(keys.notFoundKey("/nothing")).toBe(`404?style=${configured}`);
    expect(keys.notFoundKey("/es/about")).toBeNull();
  });

  test("one address per page: a near miss of a Spanish page is sent to it", () => {
    expect(keys.pageKey("/es/")).toBeNull();
    expect(canonicalPagePath("/es/")).toBe("/es");
    expect(canonicalPagePath("/ES/About/")).toBe("/es/about");
    expect(canonicalPagePath("/es/about")).toBeNull();
  });
});
