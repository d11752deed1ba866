import type { NextFunction, Request, RequestHandler, Response } from "express";

import { log } from "#app/.server/log.ts";
import type { FormRefusal } from "#app/.server/request-context.ts";
import { sessionIdIn } from "#app/modules/admin/.server/session.ts";
import { isAdminPath, isUploadPath } from "#app/modules/admin/index.ts";
import { FORM_REFUSALS, isCrossSite } from "#app/modules/follow/.server/guard.ts";
import { FORM_POST_PATHS, MAX_FORM_BYTES } from "#app/modules/follow/index.ts";
import { MAX_UPLOAD_BYTES } from "#app/modules/media/.server/prepare.ts";
import { REMINDER_POST_PATHS } from "#app/modules/reminders/index.ts";

/** Before React Router and before the body is read (decision 087); a refusal closes the connection after its page. */

declare module "express-serve-static-core" {
  interface Locals {
    formRefusal?: FormRefusal;
    formOrigin?: string;
  }
}

function refusalOf(request: Request, siteUrl: string): FormRefusal | null {
  const length = request.get("content-length");
  if (length !== undefined && !(Number(length) <= MAX_FORM_BYTES)) return "too large";
  if (isCrossSite((name) => request.get(name), siteUrl)) return "cross-site";
  return null;
}

/** The public forms' posts (follow, remind me, their links' buttons): the only POSTs outside /admin and pings. */
export const isFormPostPath = (path: string) =>
  FORM_POST_PATHS.includes(path) || REMINDER_POST_PATHS.includes(path);

export const guardFormPosts =
  (siteUrl: string): RequestHandler =>
  (request, response, next) => {
    if (request.method === "POST" && isAdminPath(request.path))
      return guardAdminPost(siteUrl, request, response, next);
    if (request.method !== "POST" || !isFormPostPath(request.path)) return next();
    // A body of unannounced size may be cut off unread (readSmallBody): the connection cannot carry another request.
    if (request.get("content-length") === undefined) response.set("Connection", "close");
    const refusal = refusalOf(request, siteUrl);
    if (refusal) {
      log("warn", "form post refused", {
        path: request.path,
        status: FORM_REFUSALS[refusal].status,
        cause: refusal,
      });
      response.locals.formRefusal = refusal;
      response.set("Connection", "close");
      return next();
    }
    const origin = request.get("origin");
    if (origin !== undefined) response.locals.formOrigin = new URL(origin).origin;
    next();
  };

const MAX_ADMIN_POST_BYTES = 16 * 1024;
/** A photo and the form around it. */
export const MAX_UPLOAD_POST_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024;

/** The band's posts: refused outright from another site; otherwise they carry the origin checked (decision 087). */
function guardAdminPost(siteUrl: string, request: Request, response: Response, next: NextFunction) {
  // Announced, and small but for a photo from a member's browser: nothing is read of a post that could be larger.
  const upload =
    isUploadPath(request.path) &&
    request.is("multipart/form-data") === "multipart/form-data" &&
    sessionIdIn(request.get("cookie")) !== null;
  const length = request.get("content-length");
  if (length === undefined || !(Number(length) <= (upload ? MAX_UPLOAD_POST_BYTES : MAX_ADMIN_POST_BYTES))) {
    log("warn", "form post refused", { path: request.path, status: 413, cause: "too large" });
    response
      .status(413)
      .set("Connection", "close")
      .type("text/plain")
      .send("Refused: this post is too large.\n");
    return;
  }
  if (isCrossSite((name) => request.get(name), siteUrl)) {
    log("warn", "form post refused", { path: request.path, status: 403, cause: "cross-site" });
    response
      .status(403)
      .set("Connection", "close")
      .type("text/plain")
      .send("Refused: this form can only be sent from the site's own pages.\n");
    return;
  }
  const origin = request.get("origin");
  if (origin !== undefined) response.locals.formOrigin = new URL(origin).origin;
  next();
}
