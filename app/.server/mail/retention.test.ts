import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, describe, expect, test, vi } from "vitest";

import { literal } from "#app/.server/db/sql.ts";
import { SENT_MAIL_DAYS, UNCONFIRMED_HOURS } from "#app/lib/retention.ts";
import { bandList } from "#app/modules/follow/.server/band-list.ts";
import { createFansStore } from "#app/modules/follow/.server/store.ts";
import { runFansCommand } from "#cli/fans/commands.ts";
import { forEachBackend, migratedDatabase } from "#tests/databases.ts";
import { insertFansSql, SEATTLE, TAMPA } from "#tests/fans.ts";
import { captureLogs } from "#tests/logs.ts";

import type { Env } from "../env.ts";
import { startMail } from "./index.ts";
import { emlFileName, openMailer, outboxFolder } from "./mailer.ts";
import { confirmationMail } from "./messages.ts";
import { outboxMessageId, queueMailSql } from "./outbox.ts";
import { purgeSentMail, sweepMailCopies } from "./retention.ts";

/**
 * What is kept of the e-mails to fans, and for how long: a sent e-mail
 * SENT_MAIL_DAYS days, an unsent one until it is sent, and none of them, nor
 * their .eml copies, once their fan has left or been removed.
 */

vi.setConfig({ testTimeout: 60_000 });

forEachBackend((backend) => {
  const database = migratedDatabase(backend);
  captureLogs();
  const run = (sql: string) => database().run(sql);
  const DAY = 24 * 60 * 60 * 1000;
  const NOW = new Date("2026-12-01T12:00:00Z");
  const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  /** A DATA_DIR of its own, with its outbox folder. */
  function dataDir() {
    const dir = mkdtempSync(join(tmpdir(), "headliner-retention-"));
    folders.push(dir);
    return { dir, folder: outboxFolder(dir) };
  }

  /** Two fans, Jo (confirmed) and Sam (not yet, consented `samConsented`), each with a queued e-mail; their ids. */
  async function twoFans(samConsented = NOW) {
    const [[jo, sam] = []] = await run(
      insertFansSql([
        { email: "jo@example.com", ...TAMPA },
        { email: "sam@example.com", ...SEATTLE, confirmed: false, consentedAt: samConsented },
      ]),
    );
    const ids = { jo: Number(jo!.id), sam: Number(sam!.id) };
    await queue(ids.jo, "jo@example.com");
    await queue(ids.sam, "sam@example.com");
    return ids;
  }

  async function queue(fanId: number | null, to: string, sentAt: Date | null = null) {
    const [[row] = []] = await run(
      queueMailSql(fanId, "announce", { to, subject: "New show", text: "t", html: "<p>h</p>", headers: {} }),
    );
    if (sentAt) await run(`update public.outbox set "sentAt" = ${literal(sentAt)} where id = ${row!.id}`);
    return Number(row!.id);
  }

  /** Every outbox row written to the folder as the mailer does when there is no mail server. */
  async function writeCopies(dir: string) {
    const mailer = openMailer({ mailFrom: "Band <shows@band.example>", dataDir: dir, log: () => {} });
    const [rows = []] = await run(`select id, "to" from public.outbox order by id`);
    for (const row of rows) {
      const mail = { to: String(row.to), subject: "New show", text: "t", html: "<p>h</p>", headers: {} };
      await mailer.send({ ...mail, messageId: outboxMessageId(Number(row.id), "band.example") });
    }
    await mailer.close();
  }

  /** The outbox ids whose copies are in the folder. */
  const copies = (folder: string) =>
    readdirSync(folder)
      .map((name) => Number(/^outbox-(\d+)@/.exec(name)?.[1]))
      .sort((a, b) => a - b);

  const outboxIds = async () =>
    (await run(`select id from public.outbox order by id`))[0]!.map((row) => Number(row.id));

  /** The fans' store as the server makes it: every delete sweeps the copies away. */
  function storeSweeping(folder: string, now = NOW) {
    return createFansStore({
      run,
      signingKey: Buffer.alloc(32, 7),
      siteUrl: "https://band.example",
      mailer: { confirmationMail, queueMailSql },
      onMailDeleted: () => sweepMailCopies(run, folder),
      now: () => now,
    });
  }

  describe(`sent e-mails are kept ${SENT_MAIL_DAYS} days`, () => {
    test("sent rows older than that are purged; unsent and newer ones stay, and so does what fans were told", async () => {
      const old = await queue(null, "old@example.com", daysAgo(SENT_MAIL_DAYS + 1));
      const recent = await queue(null, "recent@example.com", daysAgo(SENT_MAIL_DAYS - 1));
      const unsent = await queue(null, "waiting@example.com");
      await run(`update public.outbox set "createdAt" = ${literal(daysAgo(90))} where id = ${unsent}`);
      const [[fan] = []] = await run(insertFansSql([{ email: "jo@example.com", ...TAMPA }]));
      await run(
        `insert into public.fan_notices ("fanId", "showId", told) values (${fan!.id}, 1, 'announced')`,
      );

      expect(await purgeSentMail(run, NOW)).toBe(1);
      expect(await outboxIds()).toEqual([recent, unsent]);
      expect(await outboxIds()).not.toContain(old);
      const [[notices] = []] = await run(`select count(*)::integer as n from public.fan_notices`);
      expect(notices!.n).toBe(1);
    });

    test("the .eml copies of purged e-mails go with them; the others stay", async () => {
      const { dir, folder } = dataDir();
      await queue(null, "old@example.com", daysAgo(SENT_MAIL_DAYS + 1));
      const recent = await queue(null, "recent@example.com", daysAgo(1));
      await writeCopies(dir);
      await purgeSentMail(run, NOW);
      expect(await sweepMailCopies(run, folder)).toBe(1);
      expect(copies(folder)).toEqual([recent]);
    });
  });

  test("a server, once it starts, deletes the e-mails past their days and their copies", async () => {
    const { dir, folder } = dataDir();
    await queue(null, "old@example.com", daysAgo(SENT_MAIL_DAYS + 1));
    const recent = await queue(null, "recent@example.com", daysAgo(1));
    await writeCopies(dir);
    const env = { mailFrom: "Band <shows@band.example>", dataDir: dir } as Env;
    const { stop } = startMail(env, database(), { now: () => NOW });
    await stop();
    expect(await outboxIds()).toEqual([recent]);
    expect(copies(folder)).toEqual([recent]);
  });

  describe("no .eml copy outlives its fan", () => {
    test("a fan who unsubscribes leaves no copy behind; another fan's stays", async () => {
      const { dir, folder } = dataDir();
      await twoFans();
      const [jo, sam] = await outboxIds();
      await writeCopies(dir);
      expect(await storeSweeping(folder).unsubscribe("unsubscribe-key-jo@example.com")).toBe(true);
      expect(copies(folder)).toEqual([sam]);
      expect(copies(folder)).not.toContain(jo);
    });

    test(`an unconfirmed sign-up deleted after ${UNCONFIRMED_HOURS} hours leaves no copy behind`, async () => {
      const { dir, folder } = dataDir();
      await twoFans(daysAgo(UNCONFIRMED_HOURS / 24));
      const [jo] = await outboxIds();
      await writeCopies(dir);
      expect(await storeSweeping(folder).deleteUnconfirmed()).toBe(1);
      expect(copies(folder)).toEqual([jo]);
    });

    test("an address the band removes with `npm run fans -- remove` leaves no copy behind", async () => {
      const { dir, folder } = dataDir();
      await twoFans();
      const [jo, sam] = await outboxIds();
      await queue(null, "sam@example.com", daysAgo(1));
      await writeCopies(dir);
      const list = bandList(database(), "America/New_York", "the test database", {
        onMailDeleted: () => sweepMailCopies(run, folder),
      });
      const code = await runFansCommand(["remove", "sam@example.com"], {
        openList: async () => ({ ...list, close: async () => {} }),
        timeZone: "America/New_York",
        out: () => {},
        err: () => {},
      });
      expect(code).toBe(0);
      expect(copies(folder)).toEqual([jo]);
      expect(copies(folder)).not.toContain(sam);
    });

    test("a copy whose e-mail is gone by any way is swept; other files in the folder are left alone", async () => {
      const { dir, folder } = dataDir();
      await twoFans();
      const [jo, sam] = await outboxIds();
      await writeCopies(dir);
      writeFileSync(join(folder, "notes.txt"), "the band's own file");
      writeFileSync(
        join(folder, `${emlFileName(outboxMessageId(sam!, "band.example"))}.4242.partial`),
        "half",
      );
      await run(`delete from public.outbox where id = ${sam}`);
      expect(await sweepMailCopies(run, folder)).toBe(2);
      expect(readdirSync(folder).sort()).toEqual([
        "notes.txt",
        emlFileName(outboxMessageId(jo!, "band.example")),
      ]);
    });

    test("no folder (a mail server sends everything): nothing to sweep", async () => {
      expect(await sweepMailCopies(run, join(dataDir().dir, "outbox"))).toBe(0);
    });
  });
});
