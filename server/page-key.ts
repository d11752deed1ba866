import type { RequestHandler } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

import { isLanguagePrefix, SITE_LANGUAGES, siteLanguageOfPath } from "#app/i18n/site-languages.ts";
import { isSitePage, releaseSlugOfPage, showIdOfPage } from "#app/lib/pages.ts";
import { pageStyleForQuery } from "#app/site/page-styles.ts";
import type { PageStyleKey } from "#app/site/types.ts";
import { siteConfig } from "#content/site.config.ts";

import { NOT_FOUND_KEY } from "./page-cache.ts";

/**
 * Which kept page a URL shows (server/page-cache.ts): only the parsed path and `?style=` make a key, so
 * a tracking tag shows the same page and nothing else in the request line can change what a key holds.
 */

/** `//` stays a path, not a host. */
function parse(url: string): URL | null {
  try {
    return new URL(`http://site${url}`);
  } catch {
    return null;
  }
}

export interface SitePageKeys {
  /** Save-Data: on gets a page of its own (no hero video). */
  pageKey(url: string, savesData?: boolean): string | null;
  notFoundKey(url: string): string | null;
}

export interface SitePageKeyOptions {
  routes: ServerBuild["routes"];
  /** Null when not known now (the shows are not fresh). */
  showExists(id: number): boolean | null;
  /** Whether a release page exists, from the albums last served; null when not known now. */
  releaseExists?(slug: string): boolean | null;
  /** The style Home leads with now (the band may change it at /admin). */
  leadingStyle?(): PageStyleKey;
}

function routeTree(manifest: ServerBuild["routes"]): RouteObject[] {
  const nodes = Object.values(manifest).flatMap((route) => (route ? [route] : []));
  const build = (parentId: string | undefined): RouteObject[] =>
    nodes
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: build(route.id) },
      );
  return build(undefined);
}

export function createSitePageKeys({
  routes,
  showExists,
  releaseExists = () => null,
  leadingStyle = () => siteConfig.activeStyle,
}: SitePageKeyOptions): SitePageKeys {
  const styleOf = (url: URL) => pageStyleForQuery(url.search, leadingStyle()).style;
  const tree = routeTree(routes);
  const splat = Object.values(routes).find((route) => route?.path === "*")?.id;
  const showRoute = Object.values(routes).find((route) => route?.path === "shows/:id")?.id;
  const releaseRoute = Object.values(routes).find((route) => route?.path === "music/:slug")?.id;
  // One kept 404 page per style and language: "/es/…" gets the Spanish one.
  const notFound = (url: URL) => {
    const language = siteLanguageOfPath(url.pathname);
    return `${NOT_FOUND_KEY}?style=${styleOf(url)}${language === SITE_LANGUAGES[0] ? "" : `&lang=${language}`}`;
  };

  function pageKey(url: string, savesData = false): string | null {
    const parsed = parse(url);
    if (!parsed || !isSitePage(parsed.pathname)) return null;
    const id = showIdOfPage(parsed.pathname);
    if (id !== null && showExists(id) === false) return notFound(parsed);
    const slug = releaseSlugOfPage(parsed.pathname);
    if (slug !== null && releaseExists(slug) === false) return notFound(parsed);
    return `${parsed.pathname}?style=${styleOf(parsed)}${savesData ? "&save-data" : ""}`;
  }

  function notFoundKey(url: string): string | null {
    const parsed = parse(url);
    if (!parsed || isSitePage(parsed.pathname)) return null;
    const matches = matchRoutes(tree, parsed.pathname);
    const route = matches?.at(-1)?.route.id;
    // "/xyz" reaches Home's route under a language that is none of the site's: the layout answers 404.
    const language = matches?.[0]?.params.lang;
    if (language !== undefined && !isLanguagePrefix(language)) return notFound(parsed);
    // "/shows/05" reaches the show page's route, whose loader answers 404 for an id so written; so
    // does "/music/no_such" the release page's.
    if (route === undefined || route === splat || route === showRoute || route === releaseRoute) {
      return notFound(parsed);
    }
    return null;
  }

  return { pageKey, notFoundKey };
}

export function canonicalPagePath(path: string): string | null {
  if (isSitePage(path)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const canonical = decoded.toLowerCase().replace(/(?<=.)\/+$/, "");
  return isSitePage(canonical) ? canonical : null;
}

/** `/Music`, `/music/`, `/%6Dusic`: a 301 to the page, one address per page and no render for a near miss. */
export const redirectToCanonicalPage: RequestHandler = (request, response, next) => {
  if (request.method !== "GET" && request.method !== "HEAD") return next();
  const canonical = canonicalPagePath(request.path);
  if (canonical === null) return next();
  const query = request.originalUrl.indexOf("?");
  response.redirect(301, canonical + (query < 0 ? "" : request.originalUrl.slice(query)));
};
