import { z } from "zod";
import type { Database } from "../db/database.ts";
import { describeError, log as defaultLog } from "../log.ts";
import { literal } from "../shows/sql.ts";
import type { Log, Mailer } from "./mailer.ts";
import { maskAddresses } from "./mask.ts";
import type { OutgoingMail } from "./messages.ts";

/**
 * The outbox: every e-mail is a row of public.outbox, written in the same
 * transaction as what it tells (queueMailSql), and each server's sender sends
 * the rows in order. A sender claims a row in the database before sending it
 * ("claimedUntil"), so servers sharing one database never send a row twice. A
 * row is marked sent only once the mail server (or the .eml folder) has the
 * message: a crash at any moment loses nothing (the claim runs out), and what
 * it may repeat is one message, with the same Message-ID.
 */

export type MailKind = "confirm" | "announce" | "change";

/** One INSERT, to run inside the caller's transaction; returns the row's id. */
export function queueMailSql(fanId: number | null, kind: MailKind, mail: OutgoingMail): string {
  const values = [fanId, kind, mail.to, mail.subject, mail.text, mail.html].map(literal);
  return (
    `insert into public.outbox ("fanId", kind, "to", subject, text, html, headers) ` +
    `values (${values.join(", ")}, ${literal(JSON.stringify(mail.headers))}::jsonb) returning id`
  );
}

/** The same for every sending of a row: a message sent again after a crash is the same message. */
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

/**
 * How long a sender holds the row it is sending. The mailer gives up after 15 s
 * of connecting or 30 s of a silent socket, so a send still under way is never
 * this old; a row held by a server killed mid-send waits this long for another.
 */
const CLAIM_MS = 5 * 60_000;

const later = (ms: number) => `now() + interval '${Math.round(ms)} milliseconds'`;

/**
 * Claims the first unsent row, in id order, that no sender holds: one
 * statement, so two senders never claim the same row (the other one skips it).
 */
const claimSql =
  `update public.outbox set "claimedUntil" = ${later(CLAIM_MS)} where id = (` +
  `select id from public.outbox where "sentAt" is null and ("claimedUntil" is null or "claimedUntil" <= now()) ` +
  `order by id limit 1 for update skip locked) ` +
  `returning id, "to", subject, text, html, headers, attempts`;

/** Milliseconds until the first claim on an unsent row runs out: a retry, or another sender's row. */
const untilClaimEndsSql =
  `select ceil(extract(epoch from min("claimedUntil") - now()) * 1000)::float8 as ms ` +
  `from public.outbox where "sentAt" is null and "claimedUntil" > now()`;

const untilClaimEnds = z.object({ ms: z.coerce.number().nullable() }).optional();

const sentSql = (id: number) =>
  `update public.outbox set "sentAt" = now(), attempts = attempts + 1, "lastError" = null, "claimedUntil" = null where id = ${literal(id)}`;

/** The row stays claimed until its retry: no sender tries it sooner. */
const failedSql = (id: number, error: string, delayMs: number) =>
  `update public.outbox set attempts = attempts + 1, "lastError" = ${literal(error)}, "claimedUntil" = ${later(delayMs)} where id = ${literal(id)}`;

/** Every unsent row free again: a row in flight when the sender was killed, a row waiting for its retry. */
const releaseClaimsSql = `update public.outbox set "claimedUntil" = null where "sentAt" is null and "claimedUntil" is not null`;

export interface SenderOptions {
  db: Database;
  mailer: Mailer;
  log?: Log;
  /** The right side of every Message-ID: MAIL_FROM's domain. */
  messageIdDomain?: string;
  /** How often the outbox is read when nothing wakes the sender. */
  pollMs?: number;
  /** How long a row waits after its `attempts`-th failure. */
  retryDelayMs?: (attempts: number) => number;
  /**
   * This is the database's only sender (the embedded database's owner): any
   * claim was left by its own earlier run, killed, and is released at start,
   * so every waiting row is tried at once. Never with a shared database.
   */
  releaseClaims?: boolean;
}

export interface Sender {
  /** Look at the outbox now (a row was just queued). */
  wake(): void;
  /** Finishes the message being sent, if any, and sends no more. */
  stop(): Promise<void>;
}

const POLL_MS = 30_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** 30 s after the first failure, doubling, at most an hour: a row is never given up. */
export const retryDelayMs = (attempts: number) =>
  Math.min(POLL_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);

/** A server's sender: one message at a time, in id order; other servers' senders take other rows. */
export function startSender(options: SenderOptions): Sender {
  const { db, mailer, log = defaultLog, messageIdDomain = "localhost", pollMs = POLL_MS } = options;
  const delayAfter = options.retryDelayMs ?? retryDelayMs;
  let releaseClaims = options.releaseClaims ?? false;
  let stopped = false;
  let running: Promise<void> | null = null;
  let wokenWhileRunning = false;
  let timer: NodeJS.Timeout | undefined;

  /**
   * Sends rows until none is ready; stops at the first failure (the server is
   * likely down). Returns how long until a claimed row may be tried (the
   * database's clock tells, not this process's), or null when none is claimed.
   */
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

  /** The next look: at the next poll, or sooner when a claim runs out before it. */
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
