import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";

import type { AdminStore, Member } from "./store.ts";

/**
 * Passkeys through @simplewebauthn/server. The relying party is SITE_URL's host; challenges are kept in
 * the database (any instance may answer the second half of a ceremony) and each is good once.
 */

interface Party {
  siteUrl: string;
  siteName: string;
  admin: AdminStore;
  now: Date;
}

const rpOf = (siteUrl: string) => ({ origin: new URL(siteUrl).origin, id: new URL(siteUrl).hostname });

export async function registrationOptions({ siteUrl, siteName, admin, now }: Party, member: Member) {
  const challenge = await admin.newChallenge("register", member.id, now);
  const existing = await admin.passkeysOf(member.id);
  return generateRegistrationOptions({
    rpName: siteName,
    rpID: rpOf(siteUrl).id,
    userName: member.email,
    userDisplayName: member.name ?? member.email,
    userID: new TextEncoder().encode(`member-${member.id}`),
    challenge: Buffer.from(challenge, "base64url"),
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.id,
      transports: transportsOf(passkey.transports),
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
}

export interface NewPasskey {
  id: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
}

/** The new passkey when it was made for this member's challenge on this site; nothing is kept yet. */
export async function verifyNewPasskey(
  { siteUrl, admin, now }: Party,
  member: Member,
  response: RegistrationResponseJSON,
): Promise<NewPasskey | null> {
  const rp = rpOf(siteUrl);
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: (challenge) => admin.takeChallenge(challenge, "register", member.id, now),
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) return null;
  const { credential } = verified.registrationInfo;
  return {
    id: credential.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports ?? [],
  };
}

export async function signInOptions({ siteUrl, admin, now }: Party) {
  const challenge = await admin.newChallenge("sign-in", null, now);
  // No list of passkeys: the phone offers the ones it keeps for this site (resident keys).
  return generateAuthenticationOptions({
    rpID: rpOf(siteUrl).id,
    challenge: Buffer.from(challenge, "base64url"),
    userVerification: "required",
  });
}

/** The member whose passkey signed this challenge, or null. */
export async function verifySignIn(
  { siteUrl, admin, now }: Party,
  response: AuthenticationResponseJSON,
): Promise<Member | null> {
  const passkey = typeof response?.id === "string" ? await admin.findPasskey(response.id) : null;
  if (!passkey) return null;
  const rp = rpOf(siteUrl);
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: (challenge) => admin.takeChallenge(challenge, "sign-in", null, now),
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(passkey.publicKey),
      counter: passkey.counter,
      transports: transportsOf(passkey.transports),
    },
  }).catch(() => null);
  if (!verified?.verified) return null;
  await admin.usePasskey(passkey.id, verified.authenticationInfo.newCounter, now);
  return admin.memberById(passkey.memberId);
}

type Transport = NonNullable<
  Parameters<typeof generateRegistrationOptions>[0]["excludeCredentials"]
>[number]["transports"];

function transportsOf(stored: string[]): Transport {
  return stored as Transport;
}
