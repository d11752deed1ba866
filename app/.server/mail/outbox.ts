import { z } from "zod";
import type { Database } from "../db/database.ts";
import { describeError, log as defaultLog } from "../log.ts";
import { literal } from "../shows/sql.ts";
import type { Log, Mailer } from "./mailer.ts";
import { maskAddresses } from "./mask.ts";
import type { OutgoingMail } from "./messages.ts";

/**
 * The outbox: every e-mail is a row of public.outbox, written in the same
 * transaction as what it tells (queueMailSql), and ONE sender in the server
 * sends the rows in order. A row is marked sent only once the mail server
 * (or the .eml folder) has the message: a crash at any moment loses nothing,
 * and what it may repeat is one message, with the same Message-ID.
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

/** The first unsent row, in id order, leaving out those waiting to be tried again. */
function nextRowSql(waiting: number[]): string {
  const skip =
    waiting.length > 0 ? ` and id <> all(array[${waiting.map(literal).join(", ")}]::bigint[])` : "";
  return `select id, "to", subject, text, html, headers, attempts from public.outbox where "sentAt" is null${skip} order by id limit 1`;
}

const sentSql = (id: number) =>
  `update public.outbox set "sentAt" = now(), attempts = attempts + 1, "lastError" = null where id = ${literal(id)}`;

const failedSql = (id: number, error: string) =>
  `update public.outbox set attempts = attempts + 1, "lastError" = ${literal(error)} where id = ${literal(id)}`;

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

/** THE one sender: one message at a time, in id order. */
export function startSender(options: SenderOptions): Sender {
  const { db, mailer, log = defaultLog, messageIdDomain = "localhost", pollMs = POLL_MS } = options;
  const delayAfter = options.retryDelayMs ?? retryDelayMs;
  /** Row id → when it may be tried again. Lost with the process: a restart tries every row at once. */
  const retryAt = new Map<number, number>();
  let stopped = false;
  let running: Promise<void> | null = null;
  let wokenWhileRunning = false;
  let timer: NodeJS.Timeout | undefined;

  /** Sends rows until none is ready; stops at the first failure (the server is likely down). */
  async function sendReady(): Promise<void> {
    while (!stopped) {
      const now = Date.now();
      const waiting = [...retryAt].filter(([, at]) => at > now).map(([id]) => id);
      const [[found] = []] = await db.run(nextRowSql(waiting));
      if (!found) {
        // Every row whose retry time had come was looked for: one still in the map was deleted
        // meanwhile (its fan left). Kept, its past time would wake the sender again at once, forever.
        for (const [id, at] of retryAt) if (at <= now) retryAt.delete(id);
        return;
      }
      const row = outboxRow.parse(found);
      const { id, attempts, ...mail } = row;
      try {
        await mailer.send({ ...mail, messageId: outboxMessageId(id, messageIdDomain) });
      } catch (error) {
        const reason = maskAddresses(describeError(error)).slice(0, 1_000);
        const delay = delayAfter(attempts + 1);
        retryAt.set(id, Date.now() + delay);
        await db.run(failedSql(id, reason));
        log("warn", "mail not sent; it will be tried again", {
          outboxId: id,
          attempts: attempts + 1,
          retryInSeconds: Math.round(delay / 1000),
          cause: reason,
        });
        return;
      }
      retryAt.delete(id);
      await db.run(sentSql(id));
    }
  }

  function scheduleNext(): void {
    clearTimeout(timer);
    if (stopped) return;
    const now = Date.now();
    const soonestRetry = Math.min(...[...retryAt.values()].map((at) => Math.max(0, at - now)));
    timer = setTimeout(wake, Math.min(pollMs, soonestRetry));
    timer.unref();
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      wokenWhileRunning = true;
      return;
    }
    wokenWhileRunning = false;
    running = sendReady()
      .catch((error: unknown) =>
        log("error", "the outbox could not be read or updated", { cause: describeError(error) }),
      )
      .finally(() => {
        running = null;
        if (wokenWhileRunning) wake();
        else scheduleNext();
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
