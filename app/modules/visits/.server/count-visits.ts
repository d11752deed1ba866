import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";

import type { VisitCounter } from "./visit-counter.ts";
import { hostWithoutPort, isCrawler, isPrefetch, mayBeVisit, referringHost } from "./visit-rules.ts";

/**
 * Counts the visits a listener answers: a page kept by the page cache as well as one rendered, once it
 * has been sent whole. A request that is no page costs a check of its path; a page, one listener and a
 * Map increment. Nothing is set on the answer and nothing about the visitor is kept.
 */
export function countVisits(
  counter: VisitCounter,
  siteUrl: string,
  listener: RequestListener,
): RequestListener {
  const siteHost = new URL(siteUrl).hostname.toLowerCase();

  function counted(request: IncomingMessage, response: ServerResponse, path: string) {
    // A 304 is the page seen again from the browser's copy: pages say max-age=0, so every return asks.
    if (response.statusCode !== 200 && response.statusCode !== 304) return;
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    if (isCrawler(header("user-agent")) || isPrefetch(header)) return;
    const isOwn = (host: string) => host === siteHost || host === hostWithoutPort(header("host"));
    counter.count(path, referringHost(header("referer"), isOwn));
  }

  return (request, response) => {
    // Read now: the page cache renders a HEAD as a GET. A site page's path answers only HTML (a kept
    // page's headers go straight to the socket, where getHeader() cannot read them).
    const path = mayBeVisit(request.method, request.url);
    if (path !== null) response.once("finish", () => counted(request, response, path));
    listener(request, response);
  };
}
