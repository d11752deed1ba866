import { redirect } from "react-router";

import { type ContextArgs, servicesOf } from "#app/.server/request-context.ts";

import { adminStoreOf, assertSameOrigin, sessionCookie, sessionIdOf } from "../.server/session.ts";
import { ADMIN_PATH } from "../index.ts";

export function loader() {
  return redirect(ADMIN_PATH);
}

/** Ends the session on the server: the cookie is worth nothing after, even if it was copied. */
export async function action({ request, context }: ContextArgs & { request: Request }) {
  const { env } = servicesOf(context);
  assertSameOrigin(request, env.siteUrl);
  const sessionId = sessionIdOf(request);
  if (sessionId) await adminStoreOf(context)?.endSession(sessionId);
  return redirect(ADMIN_PATH, { status: 303, headers: { "Set-Cookie": sessionCookie(null, env.siteUrl) } });
}
