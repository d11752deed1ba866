import type { Database } from "../db/database.ts";
import type { Env } from "../env.ts";
import { log } from "../log.ts";
import { singleton } from "../singleton.ts";
import { openMailer } from "./mailer.ts";
import { startSender, type Sender } from "./outbox.ts";

/**
 * E-mail to fans: the messages (messages.ts), the outbox and its sender
 * (outbox.ts), and where the messages go (mailer.ts). The server starts its
 * sender once (startMail); whoever queues a message wakes it (wakeSender).
 */

export { confirmationMail, announcementMail, changeMail, CONFIRMATION_HOURS } from "./messages.ts";
export type { OutgoingMail, ShowChange } from "./messages.ts";
export { openMailer, type Mailer } from "./mailer.ts";
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
}

/**
 * Starts THE sender of this server, on the database of its fans. Returns how
 * to stop it (the server's graceful shutdown, before the database closes).
 */
export function startMail(
  env: Env,
  db: Database,
  { onlySender = true }: MailOptions = {},
): () => Promise<void> {
  const mailer = openMailer({ smtpUrl: env.smtpUrl, mailFrom: env.mailFrom, dataDir: env.dataDir });
  log("info", "e-mail to fans", { goesTo: mailer.description, from: env.mailFrom });
  const sender = startSender({
    db,
    mailer,
    messageIdDomain: mailDomain(env.mailFrom),
    releaseClaims: onlySender,
  });
  running.sender = sender;
  return async () => {
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
