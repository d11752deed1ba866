import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { type ParsedMail, simpleParser } from "mailparser";
import { afterEach, describe, expect, test } from "vitest";

import { forEachBackend, migratedDatabase } from "#tests/databases.ts";
import { captureLogs } from "#tests/logs.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/smtp.ts";

import type { Database } from "../db/database.ts";
import { type Log, type Mailer, openMailer } from "./mailer.ts";
import type { OutgoingMail } from "./messages.ts";
import { queueMailSql, retryDelayMs, type Sender, startSender } from "./outbox.ts";

forEachBackend((backend) => {
  // One migrated database for the file, emptied before each test.
  const database = migratedDatabase(backend);
  // The migrations' log lines.
  captureLogs();
  const FROM = "The Placeholders <shows@band.example>";
  const UNSUBSCRIBE = "https://band.example/unsubscribe?key=k3y";

  /** What is left to close after each test: servers, senders, folders. */
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const mailTo = (to: string, subject = "Hello"): OutgoingMail => ({
    to,
    subject,
    text: `Plain words for ${to}`,
    html: `<p>HTML words</p>`,
    headers: {
      "List-Unsubscribe": `<${UNSUBSCRIBE}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  });

  /** The emptied database with `mails` queued, in one transaction as the callers do. */
  async function outboxWith(...mails: OutgoingMail[]) {
    const run = database().run;
    if (mails.length > 0) {
      await run(`begin; ${mails.map((mail) => queueMailSql(null, "announce", mail)).join("; ")}; commit;`);
    }
    const db: Database = { run, close: async () => {} };
    const rows = async () =>
      (
        await run(`select id, "sentAt", attempts, "lastError", "claimedUntil" from public.outbox order by id`)
      )[0]!;
    return { db, rows };
  }

  /** Log lines the code under test wrote, kept for the test to read. */
  function recordLog() {
    const lines: { level: string; message: string; fields: Record<string, unknown> }[] = [];
    const log: Log = (level, message, fields = {}) => void lines.push({ level, message, fields });
    return { log, lines };
  }

  function start(options: Parameters<typeof startSender>[0]): Sender {
    const sender = startSender({ messageIdDomain: "band.example", pollMs: 100, ...options });
    cleanups.push(() => sender.stop());
    return sender;
  }

  async function smtp(): Promise<TestSmtpServer> {
    const server = await startSmtpServer({ requireAuth: true });
    cleanups.push(() => server.close());
    return server;
  }

  const header = (mail: ParsedMail, name: string) =>
    mail.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/\r?\n\s+/g, " ");

  describe("the sender, through a real SMTP server", () => {
    test("sends a queued row with its parts and headers, then marks it sent", async () => {
      const server = await smtp();
      const { db, rows } = await outboxWith(mailTo("jane@example.com", "New show near you"));
      const { log, lines } = recordLog();
      const mailer = openMailer({ smtpUrl: server.url, mailFrom: FROM, dataDir: "unused", log });
      start({ db, mailer, log });

      const [received] = await server.waitForMessages(1);
      expect(server.recipients).toEqual([["jane@example.com"]]);
      expect(received!.subject).toBe("New show near you");
      expect(received!.from?.text).toBe('"The Placeholders" <shows@band.example>');
      expect(received!.text).toBe("Plain words for jane@example.com");
      expect(received!.html).toBe("<p>HTML words</p>");
      expect(received!.messageId).toBe(`<outbox-1@band.example>`);
      expect(header(received!, "List-Unsubscribe")).toBe(`List-Unsubscribe: <${UNSUBSCRIBE}>`);
      expect(header(received!, "List-Unsubscribe-Post")).toBe(
        "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
      );

      await expect.poll(async () => (await rows())[0]).toMatchObject({ attempts: 1, lastError: null });
      expect((await rows())[0]!.sentAt).toBeInstanceOf(Date);
      expect((await rows())[0]!.claimedUntil).toBeNull();
      // One line, and the address masked.
      expect(lines).toEqual([
        {
          level: "info",
          message: "mail sent",
          fields: { to: "j***@example.com", messageId: "<outbox-1@band.example>" },
        },
      ]);
    });

    test("sends rows in id order, one at a time, woken when one is queued", async () => {
      const server = await smtp();
      const { db, rows } = await outboxWith(
        mailTo("a@example.com", "first"),
        mailTo("b@example.com", "second"),
      );
      const mailer = openMailer({ smtpUrl: server.url, mailFrom: FROM, dataDir: "unused", log: () => {} });
      const sender = start({ db, mailer, log: () => {}, pollMs: 60_000 });
      await server.waitForMessages(2);
      await db.run(queueMailSql(null, "change", mailTo("c@example.com", "third")));
      sender.wake();
      const messages = await server.waitForMessages(3);
      expect(messages.map((mail) => mail.subject)).toEqual(["first", "second", "third"]);
      expect(messages.map((mail) => mail.messageId)).toEqual(
        [1, 2, 3].map((id) => `<outbox-${id}@band.example>`),
      );
      await expect.poll(async () => (await rows()).every((row) => row.sentAt !== null)).toBe(true);
    });

    test("a refused message stays unsent, with attempts and the error, and goes once the server takes it", async () => {
      const server = await smtp();
      server.rejectNext(451);
      const { db, rows } = await outboxWith(mailTo("jane@example.com"));
      const { log, lines } = recordLog();
      const mailer = openMailer({ smtpUrl: server.url, mailFrom: FROM, dataDir: "unused", log });
      start({ db, mailer, log, retryDelayMs: () => 300 });

      await expect.poll(async () => (await rows())[0]!.attempts).toBe(1);
      const [failed] = await rows();
      expect(failed!.sentAt).toBeNull();
      expect(failed!.lastError).toMatch(/451/);
      // Claimed until its retry: no other server tries it sooner.
      expect(failed!.claimedUntil).toBeInstanceOf(Date);
      expect(server.messages).toEqual([]);
      expect(lines[0]).toMatchObject({ level: "warn", message: "mail not sent; it will be tried again" });

      const [received] = await server.waitForMessages(1);
      expect(received!.messageId).toBe("<outbox-1@band.example>");
      await expect
        .poll(async () => (await rows())[0])
        .toMatchObject({ attempts: 2, lastError: null, claimedUntil: null });
      expect((await rows())[0]!.sentAt).toBeInstanceOf(Date);
    });
  });

  /** A mailer that fails as the test says, and records what it was given and when (after `delayMs`). */
  function fakeMailer(
    fail: (to: string) => Error | null,
    delayMs = 0,
  ): Mailer & { sent: string[]; sentTimes: number[] } {
    const sent: string[] = [];
    const sentTimes: number[] = [];
    return {
      description: "a fake",
      sent,
      sentTimes,
      async send(mail) {
        if (delayMs > 0) await sleep(delayMs);
        const error = fail(mail.to);
        if (error) throw error;
        sent.push(mail.to);
        sentTimes.push(Date.now());
      },
      async close() {},
    };
  }

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const sendsAll = () => fakeMailer(() => null);

  /** `db`, counting the messages of SQL sent to it. */
  function countingReads(db: Database) {
    let reads = 0;
    const counted: Database = { ...db, run: (sql) => (reads++, db.run(sql)) };
    return { db: counted, reads: () => reads };
  }

  /** Row `id` claimed until `until` (SQL), as a sender killed in the middle of sending it leaves it. */
  const claimRow = (db: Database, id: number, until: string) =>
    db.run(`update public.outbox set "claimedUntil" = ${until} where id = ${id}`);

  describe("the sender's rules", () => {
    test("keeps no address in the stored error or the log", async () => {
      const { db, rows } = await outboxWith(mailTo("jane.doe@example.com"));
      const { log, lines } = recordLog();
      const mailer = fakeMailer((to) => new Error(`550 5.1.1 <${to}>: Recipient address rejected`));
      start({ db, mailer, log, retryDelayMs: () => 60_000 });
      await expect.poll(async () => (await rows())[0]!.attempts).toBe(1);
      expect((await rows())[0]!.lastError).toBe("550 5.1.1 <j***@example.com>: Recipient address rejected");
      expect(JSON.stringify(lines)).not.toContain("jane.doe@");
    });

    test("a row that fails waits, and does not hold back the rows after it", async () => {
      const { db, rows } = await outboxWith(mailTo("bad@example.com"), mailTo("good@example.com"));
      const mailer = fakeMailer((to) => (to.startsWith("bad") ? new Error("refused") : null));
      start({ db, mailer, log: () => {}, retryDelayMs: () => 60_000 });
      // The row, not the mailer: the sender marks it sent only after the mailer has taken it.
      await expect.poll(async () => (await rows())[1]!.sentAt).not.toBeNull();
      expect(mailer.sent).toEqual(["good@example.com"]);
      const [bad, good] = await rows();
      expect(bad).toMatchObject({ sentAt: null, attempts: 1, lastError: "refused" });
      expect(good!.sentAt).toBeInstanceOf(Date);
    });

    test("a failed row deleted before its retry (its fan left) is forgotten: the sender goes back to waiting", async () => {
      const { db } = await outboxWith(mailTo("gone@example.com"));
      const counted = countingReads(db);
      const mailer = fakeMailer(() => new Error("refused"));
      start({ db: counted.db, mailer, log: () => {}, pollMs: 60_000, retryDelayMs: () => 50 });
      await expect.poll(counted.reads).toBeGreaterThanOrEqual(2);
      await db.run("delete from public.outbox");
      await sleep(500);
      const settled = counted.reads();
      await sleep(500);
      expect(counted.reads() - settled).toBe(0);
    });

    test("stop() lets the message being sent finish and be marked, then sends no more", async () => {
      const { db, rows } = await outboxWith(mailTo("a@example.com"), mailTo("b@example.com"));
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let sending!: () => void;
      const started = new Promise<void>((resolve) => (sending = resolve));
      const sent: string[] = [];
      const mailer: Mailer = {
        description: "a slow one",
        async send(mail) {
          sending();
          await held;
          sent.push(mail.to);
        },
        async close() {},
      };
      const sender = start({ db, mailer, log: () => {} });
      await started;
      const [inFlight] = await rows();
      const stopped = sender.stop();
      release();
      await stopped;
      // Claimed while it was sent, for longer than the mailer ever waits.
      expect((inFlight!.claimedUntil as Date).getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
      expect(sent).toEqual(["a@example.com"]);
      const [first, second] = await rows();
      expect(first!.sentAt).toBeInstanceOf(Date);
      expect(second!.sentAt).toBeNull();
      sender.wake();
      await sleep(200);
      expect(sent).toEqual(["a@example.com"]);
    });

    test("a band member's mail (a code, an invitation) keeps no words once sent; a fan's keeps them", async () => {
      const { db } = await outboxWith(mailTo("fan@example.com"));
      await db.run(
        queueMailSql(null, "member", mailTo("singer@band.example", "123456 is your sign-in code")),
      );
      const mailer = fakeMailer(() => null);
      start({ db, mailer, log: () => {} });
      await expect.poll(() => mailer.sent).toEqual(["fan@example.com", "singer@band.example"]);
      await expect
        .poll(
          async () => (await db.run(`select kind, subject, text, html from public.outbox order by id`))[0],
        )
        .toEqual([
          {
            kind: "announce",
            subject: "Hello",
            text: "Plain words for fan@example.com",
            html: "<p>HTML words</p>",
          },
          { kind: "member", subject: "", text: "", html: "" },
        ]);
    });

    test("waits longer after each failure, up to an hour", () => {
      expect([1, 2, 3, 4, 10, 100].map(retryDelayMs)).toEqual([
        30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000,
      ]);
    });
  });

  describe("without SMTP_URL: the .eml folder", () => {
    test("writes one whole file per row in DATA_DIR/outbox, private, and logs one line each", async () => {
      const dataDir = mkdtempSync(join(tmpdir(), "headliner-mail-"));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const { db, rows } = await outboxWith(
        mailTo("jane@example.com", "one"),
        mailTo("joe@example.com", "two"),
      );
      const { log, lines } = recordLog();
      start({ db, mailer: openMailer({ mailFrom: FROM, dataDir, log }), log });
      await expect.poll(async () => (await rows()).every((row) => row.sentAt !== null)).toBe(true);

      const folder = join(dataDir, "outbox");
      expect(statSync(folder).mode & 0o777).toBe(0o700);
      expect(readdirSync(folder).sort()).toEqual(["outbox-1@band.example.eml", "outbox-2@band.example.eml"]);
      const file = join(folder, "outbox-1@band.example.eml");
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const mail = await simpleParser(readFileSync(file));
      expect(mail.subject).toBe("one");
      expect(mail.messageId).toBe("<outbox-1@band.example>");
      expect(mail.to && "text" in mail.to ? mail.to.text : null).toBe("jane@example.com");
      expect(mail.text).toBe("Plain words for jane@example.com");
      expect(mail.html).toBe("<p>HTML words</p>");
      expect(header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

      expect(lines.map(({ message, fields }) => [message, fields.to])).toEqual([
        ["mail written", "j***@example.com"],
        ["mail written", "j***@example.com"],
      ]);
    });
  });

  describe("several senders on one database (servers sharing a Supabase database)", () => {
    test("two senders send each queued message exactly once, between them", async () => {
      const addresses = Array.from({ length: 12 }, (_, index) => `fan${index}@example.com`);
      const { db, rows } = await outboxWith(...addresses.map((to) => mailTo(to)));
      const [first, second] = [fakeMailer(() => null, 5), fakeMailer(() => null, 5)];
      const senders = [first, second].map((mailer) => start({ db, mailer, log: () => {} }));
      await expect
        .poll(async () => (await rows()).every((row) => row.sentAt !== null), { timeout: 10_000 })
        .toBe(true);
      await Promise.all(senders.map((sender) => sender.stop()));
      expect([...first.sent, ...second.sent].sort()).toEqual([...addresses].sort());
      expect(first.sent.length).toBeGreaterThan(0);
      expect(second.sent.length).toBeGreaterThan(0);
      expect((await rows()).filter((row) => row.attempts !== 1 || row.claimedUntil !== null)).toEqual([]);
    });

    test("a row claimed by a sender that died goes to no other until its claim runs out, then at once", async () => {
      const { db, rows } = await outboxWith(mailTo("held@example.com"), mailTo("free@example.com"));
      await claimRow(db, 1, `now() + interval '1 second'`);
      const claimedUntil = (await rows())[0]!.claimedUntil as Date;
      const mailer = sendsAll();
      // No poll in the test's time: the sender wakes when the claim runs out.
      start({ db, mailer, log: () => {}, pollMs: 60_000 });
      await expect
        .poll(() => mailer.sent, { timeout: 5_000 })
        .toEqual(["free@example.com", "held@example.com"]);
      expect(mailer.sentTimes[1]).toBeGreaterThanOrEqual(claimedUntil.getTime());
      await expect.poll(async () => (await rows())[0]).toMatchObject({ attempts: 1, claimedUntil: null });
    });

    test("a failed message is tried again by no other sender before its delay", async () => {
      const { db, rows } = await outboxWith(mailTo("jane@example.com"));
      const failing = start({
        db,
        mailer: fakeMailer(() => new Error("refused")),
        log: () => {},
        retryDelayMs: () => 1_000,
      });
      await expect.poll(async () => (await rows())[0]!.attempts).toBe(1);
      await failing.stop();
      const claimedUntil = (await rows())[0]!.claimedUntil as Date;
      expect(claimedUntil).toBeInstanceOf(Date);
      const mailer = sendsAll();
      start({ db, mailer, log: () => {}, pollMs: 60_000 });
      await expect.poll(() => mailer.sent, { timeout: 5_000 }).toEqual(["jane@example.com"]);
      expect(mailer.sentTimes[0]).toBeGreaterThanOrEqual(claimedUntil.getTime());
      await expect
        .poll(async () => (await rows())[0])
        .toMatchObject({ attempts: 2, lastError: null, claimedUntil: null });
    });

    test("the database's only sender releases every claim at start: a message in flight when it was killed goes at once", async () => {
      const { db, rows } = await outboxWith(mailTo("jane@example.com"));
      await claimRow(db, 1, `now() + interval '1 hour'`);
      // A sender that shares the database leaves it to its claim.
      const counted = countingReads(db);
      const other = sendsAll();
      const sharing = start({ db: counted.db, mailer: other, log: () => {} });
      await expect.poll(counted.reads).toBeGreaterThanOrEqual(1);
      await sharing.stop();
      expect(other.sent).toEqual([]);

      const mailer = sendsAll();
      start({ db, mailer, log: () => {}, pollMs: 60_000, releaseClaims: true });
      await expect.poll(() => mailer.sent).toEqual(["jane@example.com"]);
      await expect.poll(async () => (await rows())[0]).toMatchObject({ attempts: 1, claimedUntil: null });
    });
  });

  // PGlite is one session, one statement at a time: only a real server claims at the same moment.
  if (backend === "PostgreSQL") {
    test("eight senders on two instances' pools, claiming at once, send each of 300 messages exactly once", async () => {
      const addresses = Array.from({ length: 300 }, (_, index) => `fan${index}@example.com`);
      const { rows } = await outboxWith(...addresses.map((to) => mailTo(to)));
      const pools = [database(), database.connectAgain()];
      const mailers = Array.from({ length: 8 }, () => sendsAll());
      const senders = mailers.map((mailer, index) => start({ db: pools[index % 2]!, mailer, log: () => {} }));
      await expect
        .poll(async () => (await rows()).every((row) => row.sentAt !== null), { timeout: 30_000 })
        .toBe(true);
      await Promise.all(senders.map((sender) => sender.stop()));
      expect(mailers.flatMap((mailer) => mailer.sent).sort()).toEqual([...addresses].sort());
      expect(mailers.filter((mailer) => mailer.sent.length > 0).length).toBeGreaterThan(1);
      expect((await rows()).filter((row) => row.attempts !== 1)).toEqual([]);
    });
  }
});
