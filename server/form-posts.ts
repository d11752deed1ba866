import type { Request, RequestHandler } from "express";
import { FORM_REFUSALS, isCrossSite } from "#app/.server/fans/guard.ts";
import { log } from "#app/.server/log.ts";
import type { FormRefusal } from "#app/.server/fans/guard.ts";
import { FORM_POST_PATHS, MAX_FORM_BYTES } from "#app/lib/follow.ts";
import { treatAs } from "./requests.ts";

/**
 * A POST to one of the site's forms must be small (MAX_FORM_BYTES, by its
 * Content-Length) and come from the site's own pages (`Sec-Fetch-Site`,
 * `Origin`: app/.server/fans/guard.ts), checked here, before React Router and
 * before the body is read. A refused post runs no action: the form's page
 * answers it, 413 or 403, saying why (its loader reads the refusal from the
 * request's context), and the connection closes after that answer, so the
 * rest of the body is never read.
 *
 * React Router checks the Origin too, against the address the request came
 * in on; behind a proxy that ends TLS that address is http:// while the
 * browser's Origin is https://, and every post would fail with a bare 400.
 * So once this check, against SITE_URL, has passed, the header goes.
 */

declare module "express-serve-static-core" {
  interface Locals {
    formRefusal?: FormRefusal;
  }
}

/** Why a form post is refused from its headers alone; null when it may go on to the form's action. */
function refusalOf(request: Request, siteUrl: string): FormRefusal | null {
  const length = request.get("content-length");
  if (length !== undefined && !(Number(length) <= MAX_FORM_BYTES)) return "too large";
  if (isCrossSite((name) => request.get(name), siteUrl)) return "cross-site";
  return null;
}

export const guardFormPosts =
  (siteUrl: string): RequestHandler =>
  (request, response, next) => {
    if (request.method !== "POST" || !FORM_POST_PATHS.includes(request.path)) return next();
    // A body whose size is not announced (chunked: no browser sends a form so) may be cut off
    // unread by the form's action (readSmallBody); the connection then cannot carry another request.
    if (request.get("content-length") === undefined) response.set("Connection", "close");
    const refusal = refusalOf(request, siteUrl);
    if (refusal) {
      const { status } = FORM_REFUSALS[refusal];
      log("warn", "form post refused", { path: request.path, status, cause: refusal });
      response.locals.formRefusal = refusal;
      response.set("Connection", "close");
      // Rendered as the page, with a GET's loader: no action runs, and nothing reads the body.
      treatAs(request, "GET");
      return next();
    }
    delete request.headers.origin;
    next();
  };
