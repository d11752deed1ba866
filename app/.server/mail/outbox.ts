import { z } from "zod";

import { literal } from "#app/.server/db/sql.ts";

import type { Database } from "../db/database.ts";
import { describeError, log as defaultLog } from "../log.ts";
import type { Log, Mailer } from "./mailer.ts";
import { maskAddresses } from "./mask.ts";
import type { OutgoingMail } from "./messages.ts";

// Each mail is a row written in the same transaction as what it tells, claimed before it is sent so
// servers sharing a database never send it twice, and marked sent only once the server has it.

export type MailKind = "confirm" | "announce" | "change" | "member" | "reminder";

/** Runs inside the caller's transaction; returns the row's id. */
export function queueMailSql(fanId: number | null, kind: MailKind, mail: OutgoingMail): string {
  return insertMailSql({ fanId, reminderId: null }, kind, mail);
}

/** A reminder's mail (its confirmation too): deleted with the reminder while unsent. */
export function queueReminderMailSql(reminderId: number, mail: OutgoingMail): string {
  return insertMailSql({ fanId: null, reminderId }, "reminder", mail);
}

function insertMailSql(
  owner: { fanId: number | null; reminderId: number | null },
  kind: MailKind,
  mail: OutgoingMail,
): string {
  const values = [owner.fanId, owner.reminderId, kind, mail.to, mail.subject, mail.text, mail.html].map(
    literal,
  );
  return (
    `insert into public.outbox ("fanId", "reminderId", kind, "to", subject, text, html, headers) ` +
    `values (${values.join(", ")}, ${literal(JSON.stringify(mail.headers))}::jsonb) returning id`
  );
}

/** Stable per row: a message sent again after a crash is the same message. */
export function outboxMessageId(id: number, domain: string): string {
  return `<outbox-${id}@${domain}>`;
}

const outboxRow = z.object({
  id: z.coerce.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()),
  attempts: z.coerce.number(),
});

/** Longer than any send (mailer.ts's timeouts); a row held by a killed server waits this long. */
const CLAIM_MS = 5 * 60_000;

const later = (ms: number) => `now() + interval '${Math.round(ms)} milliseconds'`;

/** One statement with SKIP LOCKED, so two senders never claim the same row. */
const claimSql =
  `update public.outbox set "claimedUntil" = ${later(CLAIM_MS)} where id = (` +
  `select id from public.outbox where "sentAt" is null and ("claimedUntil" is null or "claimedUntil" <= now()) ` +
  `order by id limit 1 for update skip locked) ` +
  `returning id, "to", subject, text, html, headers, attempts`;

const untilClaimEndsSql =
  `select ceil(extract(epoch from min("claimedUntil") - now()) * 1000)::float8 as ms ` +
  `from public.outbox where "sentAt" is null and "claimedUntil" > now()`;

const untilClaimEnds = z.object({ ms: z.coerce.number().nullable() }).optional();

/** A band member's mail carries a sign-in code or an invitation link: once sent, its words are not kept. */
const keptOnceSent = (column: string) => `${column} = case when kind = 'member' then '' else ${column} end`;

const sentSql = (id: number) =>
  `update public.outbox set "sentAt" = now(), attempts = attempts + 1, "lastError" = null, "claimedUntil" = null, ` +
  `${["subject", "text", "html"].map(keptOnceSent).join(", ")} where id = ${literal(id)}`;

const failedSql = (id: number, error: string, delayMs: number) =>
  `update public.outbox set attempts = attempts + 1, "lastError" = ${literal(error)}, "claimedUntil" = ${later(delayMs)} where id = ${literal(id)}`;

const releaseClaimsSql = `update public.outbox set "claimedUntil" = null where "sentAt" is null and "claimedUntil" is not null`;

export interface SenderOptions {
  db: Database;
  mailer: Mailer;
  log?: Log;
  messageIdDomain?: string;
  pollMs?: number;
  retryDelayMs?: (attempts: number) => number;
  /** Only for the embedded database's owner: any claim is its own killed run's, released at start. */
  releaseClaims?: boolean;
}

export interface Sender {
  wake(): void;
  stop(): Promise<void>;
}

const POLL_MS = 30_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** Doubling from 30 s to at most an hour: a row is never given up. */
export const retryDelayMs = (attempts: number) =>
  Math.min(POLL_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);

export function startSender(options: SenderOptions): Sender {
  const { db, mailer, log = defaultLog, messageIdDomain = "localhost", pollMs = POLL_MS } = options;
  const delayAfter = options.retryDelayMs ?? retryDelayMs;
  let releaseClaims = options.releaseClaims ?? false;
  let stopped = false;
  let running: Promise<void> | null = null;
  let wokenWhileRunning = false;
  let timer: NodeJS.Timeout | undefined;

  /** Stops at the first failure (the server is likely down); returns ms until a claim ends (database clock). */
  async function sendReady(): Promise<number | null> {
    if (releaseClaims) {
      await db.run(releaseClaimsSql);
      releaseClaims = false;
    }
    while (!stopped) {
      const [[found] = [], [next] = []] = await db.run(`${claimSql}; ${untilClaimEndsSql}`);
      if (!found) return untilClaimEnds.parse(next)?.ms ?? null;
      const { id, attempts, ...mail } = outboxRow.parse(found);
      try {
        await mailer.send({ ...mail, messageId: outboxMessageId(id, messageIdDomain) });
      } catch (error) {
        const reason = maskAddresses(describeError(error)).slice(0, 1_000);
        const delay = delayAfter(attempts + 1);
        const [, [after] = []] = await db.run(`${failedSql(id, reason, delay)}; ${untilClaimEndsSql}`);
        log("warn", "mail not sent; it will be tried again", {
          outboxId: id,
          attempts: attempts + 1,
          retryInSeconds: Math.round(delay / 1000),
          cause: reason,
        });
        return untilClaimEnds.parse(after)?.ms ?? null;
      }
      await db.run(sentSql(id));
    }
    return null;
  }

  function scheduleNext(untilClaimEndsMs: number | null): void {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(wake, Math.min(pollMs, Math.max(0, untilClaimEndsMs ?? pollMs)));
    timer.unref();
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    wokenWhileRunning = false;
    let untilClaimEndsMs: number | null = null;
    running = sendReady()
      .then((ms) => void (untilClaimEndsMs = ms))
      .catch((error: unknown) =>
        log("error", "the outbox could not be read or updated", { cause: describeError(error) }),
      )
      .finally(() => {
        running = null;
        if (wokenWhileRunning) wake();
        else scheduleNext(untilClaimEndsMs);
      });
  }

  wake();
  return {
    wake,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
