import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";

import { clientAddressContext, type ContextArgs, servicesOf } from "#app/.server/request-context.ts";
import { siteConfig } from "#content/site.config.ts";

import { answer, readJson } from "../.server/json.ts";
import { registrationOptions, signInOptions, verifyNewPasskey, verifySignIn } from "../.server/passkeys.ts";
import { adminStoreOf, assertSameOrigin, nameOf, sessionCookie, signedInMember } from "../.server/session.ts";
import type { AdminStore, Member } from "../.server/store.ts";
import { ADMIN_PATH, normalPath, PASSKEY_ROUTES } from "../index.ts";

/** The passkey ceremonies' four JSON posts (the script in ../passkey.js). */

const EXPIRED = "This invitation has expired or was used already: ask the band for a new one.";
const NOT_VERIFIED = "The passkey could not be checked. Try again.";
const CHALLENGE_LIMIT = { max: 30, windowMs: 15 * 60_000 };

export function loader() {
  return answer({ error: "Post to this address." }, 405, { Allow: "POST" });
}

export async function action({ request, context }: ContextArgs & { request: Request }) {
  const { env } = servicesOf(context);
  assertSameOrigin(request, env.siteUrl);
  const admin = adminStoreOf(context);
  if (!admin) return answer({ error: "The band's pages need a database of the site's own." }, 404);
  const body = await readJson(request);
  if (!body) return answer({ error: "Expected a JSON body." }, 400);
  const party = { siteUrl: env.siteUrl, siteName: siteConfig.name, admin, now: new Date() };
  const path = normalPath(new URL(request.url).pathname);
  // Each ceremony begins with a challenge kept in the database: at most 30 a client in 15 minutes.
  const begins = path === PASSKEY_ROUTES.signInOptions || path === PASSKEY_ROUTES.registerOptions;
  const client = context.get(clientAddressContext) ?? "unknown";
  if (begins && !(await admin.allowCodeRequest(`challenge:${client}`, party.now, CHALLENGE_LIMIT))) {
    return answer({ error: "Too many tries. Wait 15 minutes, then try again." }, 429);
  }

  if (path === PASSKEY_ROUTES.signInOptions) return answer({ options: await signInOptions(party) });
  if (path === PASSKEY_ROUTES.signIn) {
    const member = await verifySignIn(party, body.response as AuthenticationResponseJSON);
    if (!member) return answer({ error: "That passkey is not one of this site's members'." }, 401);
    return signIn(admin, member, env.siteUrl);
  }

  // Adding a passkey: the invitation's member, or the member signed in (another device).
  const token = typeof body.token === "string" ? body.token : null;
  const member = token ? await admin.peekInvite(token, party.now) : await signedInMember(request, context);
  if (!member) return answer({ error: token ? EXPIRED : "Sign in first." }, token ? 410 : 401);
  if (path === PASSKEY_ROUTES.registerOptions) {
    return answer({ options: await registrationOptions(party, member) });
  }
  const passkey = await verifyNewPasskey(party, member, body.response as RegistrationResponseJSON);
  if (!passkey) return answer({ error: NOT_VERIFIED }, 400);
  // One-time: a second use of the same link (another tab, a replay) adds nothing.
  if (token && !(await admin.useInvite(token, party.now))) return answer({ error: EXPIRED }, 410);
  const label =
    typeof body.label === "string" && body.label.trim() ? body.label.trim().slice(0, 60) : "Passkey";
  await admin.addPasskey({ ...passkey, memberId: member.id, label }, party.now);
  await admin.recordActivity(nameOf(member), "added a passkey", party.now);
  return token ? signIn(admin, member, env.siteUrl) : answer({ next: `${ADMIN_PATH}/account` });
}

async function signIn(admin: AdminStore, member: Member, siteUrl: string) {
  const sessionId = await admin.startSession(member.id, new Date());
  return answer({ next: ADMIN_PATH }, 200, { "Set-Cookie": sessionCookie(sessionId, siteUrl) });
}
