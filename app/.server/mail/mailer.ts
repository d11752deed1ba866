import { mkdir, rename, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import nodemailer from "nodemailer";
import type { SendMailOptions } from "nodemailer/lib/mailer";
import { log as defaultLog } from "../log.ts";
import { maskAddress } from "./mask.ts";
import type { OutgoingMail } from "./messages.ts";

/**
 * Where the e-mails go: the mail server SMTP_URL names, or, without one,
 * a file per message in DATA_DIR/outbox/ (the whole flow works on a laptop,
 * and the band can open in any mail program what fans would receive).
 * Either way nodemailer writes the message (RFC 5322, MIME parts).
 */

export interface Mailer {
  /** For log lines: "the mail server smtp.example.com:587" (never a password). */
  readonly description: string;
  /** Resolves once the server (or the folder) has the message; rejects with why it has not. */
  send(mail: OutgoingMail & { messageId: string }): Promise<void>;
  close(): Promise<void>;
}

export type Log = typeof defaultLog;

export interface MailerConfig {
  smtpUrl?: string;
  /** The From line: "The Band <shows@band.example>". */
  mailFrom: string;
  dataDir: string;
  log?: Log;
}

/** Long enough for a slow provider, short enough that a dead one does not hold the sender for minutes. */
const TIMEOUTS = {
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 30_000,
  dnsTimeout: 15_000,
};

export function openMailer(config: MailerConfig): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config) : folderMailer(config);
}

function message(mail: OutgoingMail & { messageId: string }, from: string): SendMailOptions {
  const { to, subject, text, html, headers, messageId } = mail;
  return { from, to, subject, text, html, headers, messageId };
}

function smtpMailer(smtpUrl: string, { mailFrom, log = defaultLog }: MailerConfig): Mailer {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const port = url.port ? Number(url.port) : secure ? 465 : 587;
  const transport = nodemailer.createTransport({
    host,
    port,
    // smtps://: TLS from the first byte; smtp://: STARTTLS whenever the server offers it.
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    // One connection per message: the sender sends one at a time, and rarely.
    pool: false,
    ...TIMEOUTS,
  });
  const description = `the mail server ${url.hostname}:${port}`;
  return {
    description,
    async send(mail) {
      await transport.sendMail(message(mail, mailFrom));
      log("info", "mail sent", { to: maskAddress(mail.to), messageId: mail.messageId });
    },
    async close() {
      transport.close();
    },
  };
}

/** A file name from a Message-ID: "<outbox-12@band.example>" → "outbox-12@band.example". */
export function emlFileName(messageId: string): string {
  return `${messageId.replace(/^<|>$/g, "").replace(/[^\w.@+-]/g, "_")}.eml`;
}

/** Where the e-mails are written when there is no mail server. */
export function outboxFolder(dataDir: string): string {
  return join(resolve(dataDir), "outbox");
}

function folderMailer({ mailFrom, dataDir, log = defaultLog }: MailerConfig): Mailer {
  const folder = outboxFolder(dataDir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    description: `files in ${folder}`,
    async send(mail) {
      const { message: eml } = (await transport.sendMail(message(mail, mailFrom))) as { message: Buffer };
      // The folder holds fans' addresses: this user's alone, like the database beside it.
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const file = join(folder, emlFileName(mail.messageId));
      // Written whole under another name, then renamed: a reader never sees half a message,
      // and a message sent again (after a crash) replaces itself.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, eml, { mode: 0o600 });
      await rename(partial, file);
      log("info", "mail written", { to: maskAddress(mail.to), file });
    },
    async close() {
      transport.close();
    },
  };
}
