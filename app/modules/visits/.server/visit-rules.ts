import { isbot } from "isbot";

import { isSitePage } from "#app/lib/pages.ts";

// What a visit is (decision 101): a person's browser loading one of the site's pages, nothing else.

export type Header = (name: string) => string | undefined;

/** A page of the site asked for to be shown: "/", "/es/about", "/shows/12"; never a file, a feed or /admin. */
export function mayBeVisit(method: string | undefined, url: string | undefined): string | null {
  if (method !== "GET" || url === undefined) return null;
  const query = url.indexOf("?");
  const path = query < 0 ? url : url.slice(0, query);
  return isSitePage(path) ? path : null;
}

/** isbot's answers for the user agents seen lately: its list costs a microsecond a call, a look-up a tenth. */
const crawlers = new Map<string, boolean>();
const MAX_USER_AGENTS_KEPT = 1_000;

/** Every browser names itself: a client that does not is counted as a robot, as isbot's list is. */
export function isCrawler(userAgent: string | undefined): boolean {
  if (!userAgent) return true;
  let crawler = crawlers.get(userAgent);
  if (crawler === undefined) {
    crawler = isbot(userAgent);
    if (crawlers.size >= MAX_USER_AGENTS_KEPT) crawlers.clear();
    crawlers.set(userAgent, crawler);
  }
  return crawler;
}

/**
 * Fetched ahead of a click that may never come (speculation rules, `<link rel=prefetch>`, Safari's
 * previews), or by a script or a frame rather than to be shown.
 */
export function isPrefetch(header: Header): boolean {
  const says = (name: string, word: string) => (header(name) ?? "").toLowerCase().includes(word);
  if (says("sec-purpose", "prefetch") || says("purpose", "prefetch") || says("x-moz", "prefetch"))
    return true;
  if (says("x-purpose", "preview") || says("x-purpose", "prefetch")) return true;
  const destination = header("sec-fetch-dest");
  return destination !== undefined && destination !== "document";
}

/** The longest host name DNS allows. */
const MAX_HOST_LENGTH = 253;

/**
 * The other site a visitor came from, as its host name alone ("www.google.com"): never its path, query or
 * port; null for the site's own pages (`isOwn`, given a lower-cased host name), an app (android-app://) or none.
 */
export function referringHost(referer: string | undefined, isOwn: (host: string) => boolean): string | null {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  // WHATWG's parser has already lower-cased it and written a non-ASCII name as punycode.
  const host = url.hostname.replace(/\.$/, "");
  if (host === "" || host.length > MAX_HOST_LENGTH || isOwn(host)) return null;
  return host;
}

/** "Band.example:3000" → "band.example"; "[::1]:3000" → "[::1]", as URL.hostname writes them. */
export function hostWithoutPort(host: string | undefined): string {
  if (!host) return "";
  const end = host.startsWith("[") ? host.indexOf("]") + 1 : host.indexOf(":");
  return (end > 0 ? host.slice(0, end) : host).toLowerCase().replace(/\.$/, "");
}
