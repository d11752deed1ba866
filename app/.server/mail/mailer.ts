import { mkdir, rename, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";

import nodemailer from "nodemailer";
import type { SendMailOptions } from "nodemailer/lib/mailer";

import { log as defaultLog } from "../log.ts";
import { maskAddress } from "./mask.ts";
import type { OutgoingMail } from "./messages.ts";

// Without SMTP_URL, one .eml file per message in DATA_DIR/outbox/, so the flow works on a laptop.

export interface Mailer {
  /** For log lines; never holds a password. */
  readonly description: string;
  send(mail: OutgoingMail & { messageId: string }): Promise<void>;
  close(): Promise<void>;
}

export type Log = typeof defaultLog;

export interface MailerConfig {
  smtpUrl?: string;
  mailFrom: string;
  dataDir: string;
  log?: Log;
}

/** A dead provider must not hold the sender for minutes. */
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
    // smtps://: TLS from the first byte; smtp://: STARTTLS whenever offered.
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
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

export function emlFileName(messageId: string): string {
  return `${messageId.replace(/^<|>$/g, "").replace(/[^\w.@+-]/g, "_")}.eml`;
}

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
      // It holds fans' addresses.
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const file = join(folder, emlFileName(mail.messageId));
      // Renamed when whole: a reader never sees half a message, and a resend replaces itself.
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
