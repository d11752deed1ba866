import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { PassThrough } from "node:stream";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { describeError, log } from "#app/.server/log.ts";
import { cspNonceContext, NonceProvider } from "#app/site/nonce.tsx";

/**
 * React Router's default Node entry, plus the CSP nonce: React puts it on
 * the scripts it streams, React Router on its own inline scripts.
 */

export const streamTimeout = 5_000;

/** An error while loading or rendering: one JSON line (React Router would print a stack), no input echoed. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
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
  loadContext: RouterContextProvider,
) {
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // https://httpwg.org/specs/rfc9110.html#HEAD: the headers a GET would have, no body.
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      userAgent && isbot(userAgent) ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
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
