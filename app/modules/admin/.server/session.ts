import { data, redirect } from "react-router";

import { type ContextArgs, servicesOf } from "#app/.server/request-context.ts";

import { ADMIN_PATH } from "../index.ts";
import { type AdminStore, type Member, SESSION_MAX_MS } from "./store.ts";

const COOKIE = "headliner_admin";

/** The raw session id from the request's cookie, or null. */
export function sessionIdOf(request: Request): string | null {
  return sessionIdIn(request.headers.get("Cookie"));
}

/** From a Cookie header. */
export function sessionIdIn(cookies: string | null | undefined): string | null {
  const header = cookies ?? "";
  for (const part of header.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === COOKIE) return value.join("=") || null;
  }
  return null;
}

/** HttpOnly, for /admin alone; Secure whenever the site is served over https. */
export function sessionCookie(sessionId: string | null, siteUrl: string): string {
  const secure = new URL(siteUrl).protocol === "https:" ? "; Secure" : "";
  const life = sessionId ? `Max-Age=${SESSION_MAX_MS / 1000}` : "Max-Age=0";
  return `${COOKIE}=${sessionId ?? ""}; Path=${ADMIN_PATH}; ${life}; HttpOnly; SameSite=Lax${secure}`;
}

/** The admin's store, or null where there is no database of our own (Supabase's API alone). */
export function adminStoreOf(context: ContextArgs["context"]): AdminStore | null {
  return servicesOf(context).admin;
}

export async function signedInMember(
  request: Request,
  context: ContextArgs["context"],
): Promise<Member | null> {
  const admin = adminStoreOf(context);
  const sessionId = sessionIdOf(request);
  if (!admin || !sessionId) return null;
  return admin.sessionMember(sessionId, new Date());
}

/** A page or form for members only: anyone else is sent to the sign-in page. */
export async function requireMember(
  request: Request,
  context: ContextArgs["context"],
): Promise<{ member: Member; admin: AdminStore }> {
  const admin = adminStoreOf(context);
  const member = await signedInMember(request, context);
  if (!admin || !member) throw redirect(ADMIN_PATH);
  return { member, admin };
}

/** On top of React Router's own Origin check: a post must come from a page of this site. */
export function assertSameOrigin(request: Request, siteUrl: string): void {
  const site = request.headers.get("Sec-Fetch-Site");
  const origin = request.headers.get("Origin");
  const sameOrigin = origin === null ? site === "same-origin" : origin === new URL(siteUrl).origin;
  if (!sameOrigin || (site !== null && site !== "same-origin")) {
    throw new Response("Refused: this form can only be sent from the site's own pages.\n", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}

/** How the activity list names a member. */
export function nameOf(member: Member): string {
  return member.name ?? member.email;
}

/** The show a band page is about, by its id in the path; a 404 page that says so when there is none. */
export async function showOf(id: string | undefined, context: ContextArgs["context"]) {
  const number = Number(id);
  const show = Number.isSafeInteger(number) ? await servicesOf(context).shows.getShow(number) : undefined;
  if (!show) throw data("There is no such show.", { status: 404 });
  return show;
}
