import { SENT_MAIL_DAYS, UPKEEP_EVERY_HOURS } from "#app/lib/retention.ts";
import type { Database } from "../db/database.ts";
import { MAIL_NOT_SET_UP, mailNotSetUp, type Env } from "../env.ts";
import { describeError, log } from "../log.ts";
import { singleton } from "../singleton.ts";
import { openMailer, outboxFolder } from "./mailer.ts";
import { startSender, type Sender } from "./outbox.ts";
import { purgeSentMail, sweepMailCopies } from "./retention.ts";

/**
 * E-mail to fans: the messages (messages.ts), the outbox and its sender
 * (outbox.ts), where the messages go (mailer.ts) and how long they are kept
 * (retention.ts). The server starts its sender and its upkeep once
 * (startMail); whoever queues a message wakes it (wakeSender).
 */

export { confirmationMail, announcementMail, changeMail, CONFIRMATION_HOURS } from "./messages.ts";
export type { OutgoingMail, ShowChange } from "./messages.ts";
export { openMailer, outboxFolder, type Mailer } from "./mailer.ts";
export { sweepMailCopies } from "./retention.ts";
export { queueMailSql, startSender, outboxMessageId, type MailKind, type Sender } from "./outbox.ts";
export { maskAddress, maskAddresses } from "./mask.ts";

const running = singleton("mail-sender", () => ({ sender: null as Sender | null }));

/** How long stopping waits for the message being sent; after that it goes, unmarked, next time. */
const STOP_WAIT_MS = 5_000;

/** "The Band <shows@band.example>" → "band.example": the domain of every Message-ID. */
export function mailDomain(mailFrom: string): string {
  return /@([^@\s>]+)>?\s*$/.exec(mailFrom)?.[1] ?? "localhost";
}

export interface MailOptions {
  /**
   * This server is the database's only sender: it owns the embedded database
   * (and its lock). A message it was sending when killed then goes again at
   * start; with a shared database it goes once its claim runs out.
   */
  onlySender?: boolean;
  /** The clock the upkeep judges a sent e-mail's age by. */
  now?: () => Date;
}

/**
 * Starts THE sender of this server, on the database of its fans. Returns how
 * to stop it (the server's graceful shutdown, before the database closes).
 */
export function startMail(
  env: Env,
  db: Database,
  { onlySender = true, now = () => new Date() }: MailOptions = {},
): () => Promise<void> {
  const mailer = openMailer({ smtpUrl: env.smtpUrl, mailFrom: env.mailFrom, dataDir: env.dataDir });
  log("info", "e-mail to fans", { goesTo: mailer.description, from: env.mailFrom });
  if (mailNotSetUp(env)) log("warn", MAIL_NOT_SET_UP);
  const sender = startSender({
    db,
    mailer,
    messageIdDomain: mailDomain(env.mailFrom),
    releaseClaims: onlySender,
  });
  running.sender = sender;
  const stopUpkeep = startUpkeep(db, env.dataDir, now);
  return async () => {
    await stopUpkeep();
    if (running.sender === sender) running.sender = null;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS)));
    await Promise.race([sender.stop(), waited]);
    clearTimeout(timer);
    await mailer.close();
  };
}

/** A message was queued: send it now rather than at the next look. Nothing when no sender runs. */
export function wakeSender(): void {
  running.sender?.wake();
}

/**
 * After fans or e-mails were deleted: the .eml copies of those e-mails go
 * too. A failure is logged, never thrown (what was deleted stays deleted),
 * and the hourly upkeep tries again.
 */
export async function deleteMailCopies(db: Database, dataDir: string): Promise<void> {
  try {
    const count = await sweepMailCopies(db.run, outboxFolder(dataDir));
    if (count > 0) log("info", "copies of deleted e-mails removed", { count });
  } catch (error) {
    log("error", "copies of deleted e-mails could not be removed", { cause: describeError(error) });
  }
}

/**
 * Deletes the e-mails sent more than SENT_MAIL_DAYS ago, then every copy
 * whose e-mail is gone (also one a fan's leaving raced with): now, then every
 * UPKEEP_EVERY_HOURS. Returns how to stop, once the run under way is done.
 */
function startUpkeep(db: Database, dataDir: string, now: () => Date): () => Promise<void> {
  let running: Promise<void> | null = null;
  const upkeep = async () => {
    try {
      const count = await purgeSentMail(db.run, now());
      if (count > 0) log("info", "sent e-mails deleted", { count, olderThanDays: SENT_MAIL_DAYS });
    } catch (error) {
      log("error", "deleting old sent e-mails failed", { cause: describeError(error) });
    }
    await deleteMailCopies(db, dataDir);
  };
  const run = () => void (running ??= upkeep().finally(() => (running = null)));
  run();
  const timer = setInterval(run, UPKEEP_EVERY_HOURS * 60 * 60 * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
