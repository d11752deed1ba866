import type { AddressInfo } from "node:net";

import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerDataStream } from "smtp-server";

/**
 * A real SMTP server in the test's own process (smtp-server), on a free port
 * of 127.0.0.1, keeping every message it accepts parsed by mailparser: what
 * a fan's mail provider would receive. No TLS, so nodemailer talks plain SMTP
 * to it, as to any server that offers no STARTTLS.
 */

/** The password in FAKE_SMTP_URL: the client build must never hold it. */
export const FAKE_SMTP_PASSWORD = "fake-smtp-password-for-tests";
export const FAKE_SMTP_USER = "headliner";

export interface SmtpServerOptions {
  /** Ask for this user and FAKE_SMTP_PASSWORD (AUTH PLAIN/LOGIN); without it, anyone may send. */
  requireAuth?: boolean;
  /** How long the server takes to accept each message once it has it (to stop a sender mid-send). */
  acceptDelayMs?: number;
}

export interface TestSmtpServer {
  port: number;
  /** smtp://127.0.0.1:<port>, with the user and password when the server asks for them. */
  url: string;
  /** Every message accepted so far, in order. */
  messages: ParsedMail[];
  /** The envelope recipients of each accepted message, in the same order. */
  recipients: string[][];
  /** The next message (or the next `count`) is refused with this reply code: 451 asks to try later, 550 refuses. */
  rejectNext(code: number, count?: number): void;
  /** Resolves once `count` messages have been accepted; fails after `timeoutMs`. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = [];
  const recipients: string[][] = [];
  const rejections: number[] = [];
  const waiters = new Set<() => void>();
  /** Sessions whose client has gone (closed, or killed): what it sent then is not accepted. */
  const gone = new Set<string>();
  const server = new SMTPServer({
    disabledCommands: options.requireAuth ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    authOptional: !options.requireAuth,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === FAKE_SMTP_USER && auth.password === FAKE_SMTP_PASSWORD) {
        callback(null, { user: auth.username });
      } else callback(new Error("Invalid username or password"));
    },
    onClose(session) {
      gone.add(session.id);
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      void receive(stream).then(
        async (mail) => {
          const code = rejections.shift();
          if (code !== undefined) {
            return callback(
              Object.assign(new Error(`Refused for the test (${code})`), { responseCode: code }),
            );
          }
          if (options.acceptDelayMs)
            await new Promise((resolve) => setTimeout(resolve, options.acceptDelayMs));
          // A careful server delivers only what it can still answer 250 to: a client killed before
          // the answer never saw it accepted, and sends the message again.
          if (gone.has(session.id)) return callback(new Error("the client has gone"));
          messages.push(mail);
          recipients.push(session.envelope.rcptTo.map((recipient) => recipient.address));
          for (const wake of waiters) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const credentials = options.requireAuth ? `${FAKE_SMTP_USER}:${FAKE_SMTP_PASSWORD}@` : "";
  return {
    port,
    url: `smtp://${credentials}127.0.0.1:${port}`,
    messages,
    recipients,
    rejectNext(code, count = 1) {
      for (let index = 0; index < count; index++) rejections.push(code);
    },
    waitForMessages(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(messages.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} messages within ${timeoutMs} ms, got ${messages.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The whole message, read before answering: smtp-server waits for the stream's end. */
async function receive(stream: SMTPServerDataStream): Promise<ParsedMail> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return simpleParser(Buffer.concat(chunks));
}
