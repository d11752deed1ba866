import { SENT_MAIL_DAYS, UPKEEP_EVERY_HOURS } from "#app/lib/retention.ts";

import type { Database } from "../db/database.ts";
import { onOneInstance } from "../db/one-at-a-time.ts";
import { type Env, MAIL_NOT_SET_UP, mailNotSetUp } from "../env.ts";
import { describeError, log } from "../log.ts";
import { openMailer, outboxFolder } from "./mailer.ts";
import { startSender } from "./outbox.ts";
import { purgeSentMail, sweepMailCopies } from "./retention.ts";

export {
  confirmationMail,
  announcementMail,
  changeMail,
  memberMail,
  CONFIRMATION_HOURS,
} from "./messages.ts";
export type { OutgoingMail, ShowChange } from "./messages.ts";
export { openMailer, outboxFolder, type Mailer } from "./mailer.ts";
export { sweepMailCopies } from "./retention.ts";
export {
  queueMailSql,
  queueReminderMailSql,
  startSender,
  outboxMessageId,
  type MailKind,
  type Sender,
} from "./outbox.ts";
export { maskAddress, maskAddresses } from "./mask.ts";

/** How long stopping waits for the message being sent; after that it goes, unmarked, next time. */
const STOP_WAIT_MS = 5_000;

/** "The Band <shows@band.example>" → "band.example": the domain of every Message-ID. */
export function mailDomain(mailFrom: string): string {
  return /@([^@\s>]+)>?\s*$/.exec(mailFrom)?.[1] ?? "localhost";
}

export interface MailOptions {
  /** This server owns the database: a message it was sending when killed goes again at once. */
  onlySender?: boolean;
  now?: () => Date;
}

export interface MailService {
  wake(): void;
  /** Before the database closes: the message being sent is finished and marked. */
  stop(): Promise<void>;
}

export function startMail(
  env: Env,
  db: Database,
  { onlySender = true, now = () => new Date() }: MailOptions = {},
): MailService {
  const mailer = openMailer({ smtpUrl: env.smtpUrl, mailFrom: env.mailFrom, dataDir: env.dataDir });
  log("info", "e-mail to fans", { goesTo: mailer.description, from: env.mailFrom });
  if (mailNotSetUp(env)) log("warn", MAIL_NOT_SET_UP);
  const sender = startSender({
    db,
    mailer,
    messageIdDomain: mailDomain(env.mailFrom),
    releaseClaims: onlySender,
  });
  const stopUpkeep = startUpkeep(db, env.dataDir, now);
  let stopped = false;
  return {
    wake: () => {
      if (!stopped) sender.wake();
    },
    async stop() {
      stopped = true;
      await stopUpkeep();
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS)));
      await Promise.race([sender.stop(), waited]);
      clearTimeout(timer);
      await mailer.close();
    },
  };
}

/** A failure is logged, never thrown (what was deleted stays deleted); the hourly upkeep tries again. */
export async function deleteMailCopies(db: Database, dataDir: string): Promise<void> {
  try {
    const count = await sweepMailCopies(db.run, outboxFolder(dataDir));
    if (count > 0) log("info", "copies of deleted e-mails removed", { count });
  } catch (error) {
    log("error", "copies of deleted e-mails could not be removed", { cause: describeError(error) });
  }
}

/**
 * Also sweeps the copy a fan's leaving raced with. Stopping waits for the run under way. The copies
 * are this instance's files: every instance sweeps its own; the shared table, one at a time.
 */
function startUpkeep(db: Database, dataDir: string, now: () => Date): () => Promise<void> {
  let running: Promise<void> | null = null;
  const upkeep = async () => {
    try {
      const count = await onOneInstance(db, "deleting old sent e-mails", () => purgeSentMail(db.run, now()));
      if (count) log("info", "sent e-mails deleted", { count, olderThanDays: SENT_MAIL_DAYS });
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
