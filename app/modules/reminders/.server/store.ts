import { createHmac } from "node:crypto";

import { z } from "zod";

import type { RunSql } from "#app/.server/db/database.ts";
import { literal } from "#app/.server/db/sql.ts";
import type { OutgoingMail } from "#app/.server/mail/messages.ts";
import { queueReminderMailSql } from "#app/.server/mail/outbox.ts";
import type { Language } from "#app/i18n/languages.ts";
import { createTurns } from "#app/lib/turns.ts";
import {
  CONFIRM_LINK_LIFETIME_MS,
  hashSecret,
  newSecret,
  readConfirmLink,
  signConfirmLink,
} from "#app/modules/follow/.server/confirm-link.ts";
import type { ReminderSubject } from "#app/modules/reminders/reminders.ts";

// Every write is one SQL message, one transaction: an e-mail is queued with the row it is about.

/** At most one e-mail about signing up, per address and subject, an hour. */
export const SIGN_UP_MAIL_INTERVAL_MS = 60 * 60 * 1000;

export const reminderRow = z.object({
  id: z.coerce.number(),
  email: z.string(),
  showId: z.coerce.number().nullable(),
  release: z.string().nullable(),
  language: z.string(),
  consentedAt: z.coerce.date(),
  signedUpOn: z.string(),
  confirmedAt: z.coerce.date().nullable(),
  confirmSentAt: z.coerce.date().nullable(),
  confirmExpiresAt: z.coerce.date().nullable(),
  unsubscribeKey: z.string(),
});
export type Reminder = z.infer<typeof reminderRow>;

const COLUMNS = Object.keys(reminderRow.shape)
  .map((name) => `"${name}"`)
  .join(", ");

export interface ReminderSignUp {
  /** Lower-cased. */
  email: string;
  subject: ReminderSubject;
  language: Language;
  signedUpOn: string;
}

/** The e-mails a sign-up may queue, written by the caller (it knows the show or release). */
export interface SignUpMails {
  confirmation(links: { confirmToken: string; unsubscribeKey: string }): OutgoingMail;
  /** To an address confirmed before; null when the planner's first mail says it all (a show within a day). */
  set(links: { unsubscribeKey: string }): OutgoingMail | null;
}

export type ReminderSignUpOutcome = "queued" | "set" | "mail sent within the hour";

export type ReminderConfirmOutcome =
  { kind: "confirmed"; reminder: Reminder } | { kind: "forged" } | { kind: "expired" } | { kind: "used" };

export interface RemindersStore {
  signUp(signUp: ReminderSignUp, mails: SignUpMails): Promise<ReminderSignUpOutcome>;
  /** Without doing it: a mail scanner's GET must not confirm. */
  check(
    token: string,
  ): Promise<{ kind: "ready"; reminder: Reminder } | Exclude<ReminderConfirmOutcome, { kind: "confirmed" }>>;
  confirm(token: string): Promise<ReminderConfirmOutcome>;
  /** This reminder, or (everything) every reminder and the following of its address. */
  stop(key: string, everything: boolean): Promise<boolean>;
  deleteUnconfirmed(): Promise<number>;
  deleteReminders(ids: readonly number[]): Promise<number>;
  list(): Promise<Reminder[]>;
}

export interface RemindersStoreOptions {
  run: RunSql;
  /** The follow links' key: the reminder links' is derived from it, so neither opens the other. */
  signingKey: Buffer;
  onMailDeleted?: () => Promise<unknown>;
  now?: () => Date;
}

export const reminderLinkKey = (signingKey: Buffer) =>
  createHmac("sha256", signingKey).update("reminder links").digest();

const subjectWhere = (subject: ReminderSubject) =>
  "show" in subject ? `"showId" = ${literal(subject.show)}` : `release = ${literal(subject.release)}`;

/** Confirmed as a fan, or by any reminder: the address was proven theirs. */
const confirmedAddressSql = (email: string) =>
  `select exists (select 1 from public.fans where email = ${literal(email)} and "confirmedAt" is not null) ` +
  `or exists (select 1 from public.reminders where email = ${literal(email)} and "confirmedAt" is not null) as known`;

export function createRemindersStore({
  run,
  signingKey,
  onMailDeleted = async () => {},
  now = () => new Date(),
}: RemindersStoreOptions): RemindersStore {
  const linkKey = reminderLinkKey(signingKey);
  const rows = (found: Record<string, unknown>[] | undefined) =>
    (found ?? []).map((row) => reminderRow.parse(row));
  const deleted = async (sql: string, statement = 0) => {
    const gone = (await run(sql))[statement] ?? [];
    if (gone.length > 0) await onMailDeleted();
    return gone.length;
  };
  // One sign-up at a time: another for the same address must not run between the read and the write.
  const serially = createTurns();

  function confirmation(id: number, unsubscribeKey: string, expiresAt: Date, mails: SignUpMails) {
    const secret = newSecret();
    const confirmToken = signConfirmLink(linkKey, { fanId: id, expiresAt, secret });
    return {
      hash: literal(hashSecret(secret)),
      queue: queueReminderMailSql(id, mails.confirmation({ confirmToken, unsubscribeKey })),
    };
  }

  const nextId = async () => {
    const [[next] = []] = await run("select nextval(pg_get_serial_sequence('public.reminders', 'id')) as id");
    return Number(next?.id);
  };

  async function signUp(input: ReminderSignUp, mails: SignUpMails): Promise<ReminderSignUpOutcome> {
    const at = now();
    const [[row] = [], [address] = []] = await run(
      `select ${COLUMNS} from public.reminders where email = ${literal(input.email)} and ${subjectWhere(input.subject)}; ` +
        confirmedAddressSql(input.email),
    );
    const known = row ? reminderRow.parse(row) : null;
    if (known?.confirmSentAt && at.getTime() - known.confirmSentAt.getTime() < SIGN_UP_MAIL_INTERVAL_MS) {
      return "mail sent within the hour";
    }
    const proven = address?.known === true;
    const fresh = new Date(at.getTime() + CONFIRM_LINK_LIFETIME_MS);
    const answers = {
      language: literal(input.language),
      '"consentedAt"': literal(at),
      '"signedUpOn"': literal(input.signedUpOn),
      '"confirmSentAt"': literal(at),
    };
    // A new row takes its id first: the e-mail queued in the same message carries its links.
    const id = known?.id ?? (await nextId());
    const unsubscribeKey = known?.unsubscribeKey ?? newSecret();
    const write = (values: Record<string, string>) => {
      if (known) {
        const assignments = Object.entries(values).map(([column, value]) => `${column} = ${value}`);
        return `update public.reminders set ${assignments.join(", ")} where id = ${literal(id)}`;
      }
      const row = {
        id: literal(id),
        email: literal(input.email),
        ...("show" in input.subject
          ? { '"showId"': literal(input.subject.show) }
          : { release: literal(input.subject.release) }),
        '"unsubscribeKey"': literal(unsubscribeKey),
        ...values,
      };
      return `insert into public.reminders (${Object.keys(row).join(", ")}) values (${Object.values(row).join(", ")})`;
    };

    if (known?.confirmedAt || proven) {
      // Set at once, and told so (or the planner's first e-mail tells it).
      const values: Record<string, string> = known
        ? {
            language: answers.language,
            '"confirmSentAt"': answers['"confirmSentAt"'],
            '"confirmedAt"': `coalesce("confirmedAt", ${literal(at)})`,
            '"confirmTokenHash"': "null",
          }
        : { ...answers, '"confirmedAt"': literal(at) };
      const mail = mails.set({ unsubscribeKey });
      await run(mail ? `${write(values)}; ${queueReminderMailSql(id, mail)}` : write(values));
      return "set";
    }
    // Not confirmed yet: a new link, and a sign-up still expires 48 hours after its first e-mail.
    const expiresAt = known?.confirmExpiresAt && known.confirmExpiresAt > at ? known.confirmExpiresAt : fresh;
    const mail = confirmation(id, unsubscribeKey, expiresAt, mails);
    const values = { ...answers, '"confirmTokenHash"': mail.hash, '"confirmExpiresAt"': literal(expiresAt) };
    await run(`${write(values)}; ${mail.queue}`);
    return "queued";
  }

  const waiting = async (token: string) => {
    const read = readConfirmLink(linkKey, token, now());
    if (!read.ok) return { kind: read.problem } as const;
    const { fanId: id, secret } = read.link;
    return { kind: "read", id, hash: hashSecret(secret) } as const;
  };

  return {
    signUp: (input, mails) => serially(() => signUp(input, mails)),

    async check(token) {
      const read = await waiting(token);
      if (read.kind !== "read") return read;
      const [found] = rows(
        (
          await run(
            `select ${COLUMNS} from public.reminders where id = ${literal(read.id)} and "confirmTokenHash" = ${literal(read.hash)}`,
          )
        )[0],
      );
      return found ? { kind: "ready", reminder: found } : { kind: "used" };
    },

    async confirm(token) {
      const read = await waiting(token);
      if (read.kind !== "read") return read;
      const [found] = rows(
        (
          await run(
            `update public.reminders set "confirmedAt" = coalesce("confirmedAt", ${literal(now())}), "confirmTokenHash" = null ` +
              `where id = ${literal(read.id)} and "confirmTokenHash" = ${literal(read.hash)} returning ${COLUMNS}`,
          )
        )[0],
      );
      return found ? { kind: "confirmed", reminder: found } : { kind: "used" };
    },

    async stop(key, everything) {
      const owner = `(select email from public.reminders where "unsubscribeKey" = ${literal(key)})`;
      if (!everything) {
        return (
          (await deleted(
            `delete from public.reminders where "unsubscribeKey" = ${literal(key)} returning id`,
          )) > 0
        );
      }
      // The fan's row too: the address is gone from the site.
      const sql =
        `with address as ${owner}, ` +
        `fans as (delete from public.fans where email in (select email from address) returning id) ` +
        `delete from public.reminders where email in (select email from address) returning id`;
      return (await deleted(sql)) > 0;
    },

    async deleteUnconfirmed() {
      return deleted(
        `delete from public.reminders where "confirmedAt" is null and "confirmExpiresAt" <= ${literal(now())} returning id`,
      );
    },

    async deleteReminders(ids) {
      if (ids.length === 0) return 0;
      return deleted(
        `delete from public.reminders where id = any(array[${ids.map((id) => literal(id)).join(", ")}]::bigint[]) returning id`,
      );
    },

    async list() {
      return rows((await run(`select ${COLUMNS} from public.reminders order by id`))[0]);
    },
  };
}
