import type { Database } from "#app/.server/db/database.ts";
import { memberMail, type OutgoingMail, queueMailSql } from "#app/.server/mail/index.ts";
import { siteConfig } from "#content/site.config.ts";

import { CODE_VALID_MS } from "./store.ts";

const REASON = "because you are a member of the band on its site";

export function invitationMail(input: { to: string; link: string; hours: number }): OutgoingMail {
  return memberMail({
    to: input.to,
    subject: `Your sign-in to ${siteConfig.name}'s site`,
    parts: [
      {
        kind: "paragraph",
        text: `You are invited to run ${siteConfig.name}'s site from your phone. Open the link on it and add a passkey: your fingerprint, face or screen lock is all it asks.`,
      },
      { kind: "action", link: { label: "Add a passkey", url: input.link } },
      { kind: "paragraph", text: `The link works once, for ${input.hours} hours.` },
    ],
    reason: REASON,
  });
}

export function signInCodeMail(input: { to: string; code: string }): OutgoingMail {
  return memberMail({
    to: input.to,
    subject: `${input.code} is your sign-in code`,
    parts: [
      {
        kind: "paragraph",
        text: `Enter ${input.code} on the sign-in page within ${CODE_VALID_MS / 60_000} minutes. If you did not ask for it, ignore this e-mail: nobody can sign in without the code.`,
      },
    ],
    reason: REASON,
  });
}

/** Into the outbox, which sends it (or writes it to DATA_DIR/outbox/ when no mail server is set up). */
export async function queueMemberMail(database: Database, mail: OutgoingMail): Promise<void> {
  await database.run(queueMailSql(null, "member", mail));
}
