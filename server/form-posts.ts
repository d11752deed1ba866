import type { RequestHandler } from "express";
import { getEnv } from "#app/.server/env.ts";
import { isCrossSite } from "#app/.server/fans/guard.ts";
import { log } from "#app/.server/log.ts";
import type { FormRefusal } from "#app/.server/request-context.ts";
import { FORM_POST_PATHS } from "#app/lib/follow.ts";

/**
 * A POST to one of the site's forms must come from the site's own pages
 * (`Sec-Fetch-Site`, `Origin`: app/.server/fans/guard.ts), checked here,
 * before React Router. A post from another site runs no action: the form's
 * page answers it, 403, saying why (its loader reads the refusal from the
 * request's context).
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

export const guardFormPosts: RequestHandler = (request, response, next) => {
  if (request.method !== "POST" || !FORM_POST_PATHS.includes(request.path)) return next();
  if (isCrossSite((name) => request.get(name), getEnv().siteUrl)) {
    log("warn", "form post refused", { path: request.path, status: 403, cause: "from another site" });
    response.locals.formRefusal = "cross-site";
    // Rendered as the page: the body is never read (Node discards it).
    request.method = "GET";
    return next();
  }
  delete request.headers.origin;
  next();
};
