import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import {
  createRequestHandler as createFetchHandler,
  type RouterContextProvider,
  type ServerBuild,
} from "react-router";

import { STYLE_SOURCES_HEADER } from "#app/.server/page-stylesheet.ts";
import { inLanguage } from "#app/i18n/.server/request-language.ts";
import { siteLanguageOfPath } from "#app/i18n/site-languages.ts";

import { withStyleSources } from "./security-headers.ts";

export interface HandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  getLoadContext: (
    request: ExpressRequest,
    response: ExpressResponse,
  ) => RouterContextProvider | Promise<RouterContextProvider>;
}

function headersOf(request: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(request.headers)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(name, value);
  }
  return headers;
}

/** As @react-router/express builds it. */
function originOf(request: ExpressRequest): string {
  const portOf = (host: string | undefined) => Number.parseInt(host?.split(":")[1] ?? "", 10);
  const forwarded = request.app.enabled("trust proxy") ? portOf(request.get("x-forwarded-host")) : NaN;
  const port = Number.isSafeInteger(forwarded) ? forwarded : portOf(request.get("host"));
  const hostname = request.hostname.split(/[\\/?#@]/)[0] || "localhost";
  return `${request.protocol}://${hostname}${Number.isSafeInteger(port) ? `:${port}` : ""}`;
}

/**
 * A refused post gets its page's GET (no action, body unread); a post let through carries the origin
 * the guard checked, so React Router's own origin check holds behind a proxy that ends TLS (decision 087).
 */
export function fetchRequestOf(request: ExpressRequest, response: ExpressResponse): globalThis.Request {
  const url = new URL(request.originalUrl, response.locals.formOrigin ?? originOf(request));
  const controller = new AbortController();
  response.on("close", () => {
    if (!response.writableFinished) controller.abort();
  });
  const method = response.locals.formRefusal ? "GET" : request.method;
  const init: RequestInit & { duplex?: "half" } = {
    method,
    headers: headersOf(request),
    signal: controller.signal,
  };
  if (method !== "GET" && method !== "HEAD") {
    init.body = createReadableStreamFromReadable(request);
    init.duplex = "half";
  }
  return new Request(url, init);
}

async function send(response: ExpressResponse, answer: globalThis.Response) {
  if (response.destroyed || response.writableEnded) return void (await answer.body?.cancel());
  response.statusMessage = answer.statusText;
  response.status(answer.status);
  for (const [name, value] of answer.headers.entries())
    if (name !== STYLE_SOURCES_HEADER) response.append(name, value);
  // A page allows exactly the stylesheets it carries (decision 099).
  const styleSources = answer.headers.get(STYLE_SOURCES_HEADER);
  const policy = response.getHeader("content-security-policy");
  if (styleSources && typeof policy === "string")
    response.setHeader("Content-Security-Policy", withStyleSources(policy, styleSources));
  if (!answer.body) return void response.end();
  try {
    await writeReadableStreamToWritable(answer.body, response);
  } catch (error) {
    if (!response.destroyed && !response.writableEnded) throw error;
  }
}

export function createRequestHandler({ build, mode, getLoadContext }: HandlerOptions): RequestHandler {
  const handle = createFetchHandler(build, mode);
  return async (request, response, next) => {
    try {
      const fetchRequest = fetchRequestOf(request, response);
      // Every word of the answer, in the language its address names (`/es/…`: Spanish).
      const language = siteLanguageOfPath(new URL(fetchRequest.url).pathname);
      await inLanguage(language, async () =>
        send(response, await handle(fetchRequest, await getLoadContext(request, response))),
      );
    } catch (error) {
      next(error);
    }
  };
}
