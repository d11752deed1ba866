// The page's words in the language of its address (set by server/react-router-handler.ts).
import "#app/i18n/.server/request-language.ts";

import { PassThrough } from "node:stream";

import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, isRouteErrorResponse, ServerRouter } from "react-router";

import { describeError, log } from "#app/.server/log.ts";
import { STYLE_SOURCES_HEADER, withPageStylesheet } from "#app/.server/page-stylesheet.ts";
import { SAVE_DATA_HEADER } from "#app/lib/save-data.ts";
import { isAdminPath } from "#app/modules/admin/index.ts";
import { SHOWS_FRESH_FOR_MS } from "#app/modules/shows/.server/index.ts";

/** React Router's default Node entry, with one-line error logs, an honest HEAD and a stylesheet per page. */

export const streamTimeout = 5_000;

/**
 * Browsers always ask again; a shared cache (RFC 9111, RFC 5861) may serve a page for the shows' own cache
 * window, stale as long again while it refreshes, and for a day while the site is down: never staler than
 * the shows already are on the site, plus one window.
 */
const WINDOW_S = SHOWS_FRESH_FOR_MS / 1000;
const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${WINDOW_S}, stale-while-revalidate=${WINDOW_S}, stale-if-error=86400`;

/** One JSON line (React Router would print a stack), no input echoed. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // A page that does not exist gets the 404 page: not a failure. (React Router reports some
  // 404s here, such as a path with a line separator, U+2028, in it.)
  if (isRouteErrorResponse(error) && error.status < 500) return;
  log("error", "rendering failed", {
    path: new URL(request.url).pathname.slice(0, 200),
    cause: describeError(error),
  });
}

/** The whole document: each page's stylesheet is cut to the page (decision 099), so nothing streams. */
function renderDocument(request: Request, routerContext: EntryContext, status: number) {
  return new Promise<{ html: string; status: number }>((resolve, reject) => {
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => {
      clearTimeout(timeoutId);
      resolve({ html: Buffer.concat(chunks).toString("utf8"), status });
    });
    sink.on("error", reject);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors before the shell reject above and reach handleError.
          if (shellRendered) log("error", "rendering failed", { cause: describeError(error) });
        },
      },
    );
  });
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // A page that names its own (a confirmation or unsubscribe link's: for that fan alone) keeps it; the
  // band's pages get theirs from the server (server/security-headers.ts: adminHeaders).
  const shared = !isAdminPath(new URL(request.url).pathname);
  if (responseStatusCode === 200 && shared && !responseHeaders.has("Cache-Control")) {
    responseHeaders.set("Cache-Control", PAGE_CACHE_CONTROL);
  }
  responseHeaders.set("Speculation-Rules", '"/speculation-rules.json"');
  responseHeaders.append("Vary", SAVE_DATA_HEADER);
  const rendered = await renderDocument(request, routerContext, responseStatusCode);
  const { html, styleSources } = withPageStylesheet(rendered.html);
  if (styleSources.length > 0) responseHeaders.set(STYLE_SOURCES_HEADER, styleSources.join(" "));
  // https://httpwg.org/specs/rfc9110.html#HEAD: the headers a GET would have (its page's styles too), no body.
  const body = request.method.toUpperCase() === "HEAD" ? null : html;
  return new Response(body, { status: rendered.status, headers: responseHeaders });
}
