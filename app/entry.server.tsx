import { PassThrough } from "node:stream";

import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, isRouteErrorResponse, ServerRouter } from "react-router";

import { describeError, log } from "#app/.server/log.ts";
import { SAVE_DATA_HEADER } from "#app/lib/save-data.ts";
import { isAdminPath } from "#app/modules/admin/index.ts";
import { SHOWS_FRESH_FOR_MS } from "#app/modules/shows/.server/index.ts";

/** React Router's default Node entry, with one-line error logs and an honest HEAD. */

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

export default function handleRequest(
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
  // https://httpwg.org/specs/rfc9110.html#HEAD: the headers a GET would have, no body.
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      userAgent && isbot(userAgent) ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and reach handleError.
          if (shellRendered) log("error", "rendering failed", { cause: describeError(error) });
        },
      },
    );
  });
}
