import { describe, expect, test, vi } from "vitest";

import { logger } from "#app/.server/log.ts";
import { type ShowFields, showWith } from "#app/lib/shows/fields.ts";
import { createShowsChanges } from "#app/modules/shows/.server/changes.ts";
import { insertShows, updateShow } from "#app/modules/shows/.server/sql.ts";
import { forEachBackend, migratedDatabase } from "#tests/databases.ts";
import { insertFansSql, SEATTLE, TAMPA } from "#tests/fans.ts";

import { markKnownShows, notifyFans, startNotifier } from "./notify.ts";

vi.setConfig({ testTimeout: 60_000 });

forEachBackend((backend) => {
  const database = migratedDatabase(backend);
  const run = (sql: string) => database().run(sql);
  const NOW = new Date("2026-11-23T12:00:00Z");
  const SITE_URL = "https://band.example";
  const notify = () => notifyFans({ database: database(), siteUrl: SITE_URL, now: () => NOW });

  async function addShows(...shows: Partial<ShowFields>[]): Promise<number[]> {
    const [rows = []] = await run(
      insertShows(
        shows.map((fields) => showWith({ venue: "The Ritz", city: "Tampa", state: "FL", ...fields })),
      ),
    );
    return rows.map((row) => Number(row.id));
  }

  /** A Tampa fan and a Seattle fan, confirmed. */
  async function addFans(): Promise<{ tampa: number; seattle: number }> {
    const [rows = []] = await run(
      insertFansSql([
        { email: "tampa@example.com", ...TAMPA },
        { email: "seattle@example.com", ...SEATTLE },
      ]),
    );
    return { tampa: Number(rows[0]!.id), seattle: Number(rows[1]!.id) };
  }

  async function outbox() {
    const [rows = []] = await run(`select "fanId", kind, "to", subject, text from public.outbox order by id`);
    return rows.map((row) => ({
      fanId: Number(row.fanId),
      kind: String(row.kind),
      to: String(row.to),
      subject: String(row.subject),
      text: String(row.text),
    }));
  }

  const IN_TEN_DAYS = new Date("2026-12-04T01:00:00Z");

  describe("notifyFans", () => {
    test("a new show in Tampa: the Tampa fan's announcement is queued, the Seattle fan gets nothing; once", async () => {
      const { tampa } = await addFans();
      await addShows({ date: IN_TEN_DAYS, ticketLink: "https://tickets.example/ritz" });
      expect(await notify()).toEqual({ announcements: 1, changes: 0 });
      expect(await notify()).toEqual({ announcements: 0, changes: 0 });
      const [mail, ...more] = await outbox();
      expect(more).toEqual([]);
      expect(mail).toMatchObject({ fanId: tampa, kind: "announce", to: "tampa@example.com" });
      expect(mail!.text).toMatch(/The Ritz/i);
      expect(mail!.text).toContain("December 3, 2026 at 8:00 PM");
      expect(mail!.text).toContain(`${SITE_URL}/unsubscribe?key=unsubscribe-key-tampa%40example.com`);
    });

    test("a fan who signed up in Spanish is told in Spanish, with links to the Spanish pages", async () => {
      const [rows = []] = await run(
        insertFansSql([
          { email: "tampa@example.com", ...TAMPA },
          { email: "tampa.es@example.com", ...TAMPA, language: "es", signedUpOn: "/es/follow" },
        ]),
      );
      const [english, spanish] = rows.map((row) => Number(row.id));
      await addShows({ date: IN_TEN_DAYS, ticketLink: "https://tickets.example/ritz" });
      expect(await notify()).toEqual({ announcements: 2, changes: 0 });
      const mails = await outbox();
      const toSpanish = mails.find((mail) => mail.fanId === spanish)!;
      const toEnglish = mails.find((mail) => mail.fanId === english)!;
      expect(toEnglish.text).toContain("December 3, 2026 at 8:00 PM");
      expect(toSpanish.text).toContain("3 de diciembre de 2026");
      expect(toSpanish.text).not.toContain("December");
      expect(toSpanish.text).toContain(`${SITE_URL}/es/unsubscribe?key=`);
      expect(toSpanish.subject).not.toBe(toEnglish.subject);
    });

    test("two instances that look at the same moment queue each fan's announcement once", async () => {
      await addFans();
      await addShows({ date: IN_TEN_DAYS }, { date: IN_TEN_DAYS, venue: "Jannus Live" });
      const other = database.connectAgain();
      const looks = Array.from({ length: 6 }, (_, index) =>
        notifyFans({ database: index % 2 ? other : database(), siteUrl: SITE_URL, now: () => NOW }),
      );
      await Promise.all(looks);
      expect((await outbox()).map((mail) => mail.to)).toEqual(["tampa@example.com"]);
    });

    test("several new shows: one message naming them all", async () => {
      await addFans();
      await addShows(
        { date: IN_TEN_DAYS },
        { venue: "Jannus Live", city: "St. Petersburg", date: new Date("2026-12-20T01:00:00Z") },
      );
      await notify();
      const mail = await outbox();
      expect(mail).toHaveLength(1);
      expect(mail[0]!.text).toMatch(/The Ritz/i);
      expect(mail[0]!.text).toMatch(/Jannus Live/i);
    });

    test("a told show is cancelled: the told fan gets one change message", async () => {
      const { tampa } = await addFans();
      const [id] = await addShows({ date: IN_TEN_DAYS });
      await notify();
      await run(updateShow(id!, { status: "cancelled" }));
      expect(await notify()).toEqual({ announcements: 0, changes: 1 });
      expect(await notify()).toEqual({ announcements: 0, changes: 0 });
      const mail = await outbox();
      expect(mail.map((row) => [row.fanId, row.kind])).toEqual([
        [tampa, "announce"],
        [tampa, "change"],
      ]);
      expect(mail[1]!.subject).toMatch(/^Cancelled: /);
    });

    test("an unconfirmed fan is told nothing", async () => {
      await run(insertFansSql([{ email: "new@example.com", ...TAMPA, confirmed: false }]));
      await addShows({ date: IN_TEN_DAYS });
      expect(await notify()).toEqual({ announcements: 0, changes: 0 });
      expect(await outbox()).toEqual([]);
    });
  });

  describe("markKnownShows", () => {
    test("a confirming fan is not told of the shows near them already announced; a later one they are", async () => {
      await addShows({ date: IN_TEN_DAYS }, { city: "Seattle", state: "WA", date: IN_TEN_DAYS });
      const [[row] = []] = await run(
        insertFansSql([{ email: "new@example.com", ...TAMPA, confirmed: false }]),
      );
      const fanId = Number(row!.id);
      expect(await markKnownShows(fanId, { database: database(), now: NOW })).toBe(1);
      expect(await markKnownShows(fanId, { database: database(), now: NOW })).toBe(0);
      await run(`update public.fans set "confirmedAt" = now() where id = ${fanId}`);
      expect(await notify()).toEqual({ announcements: 0, changes: 0 });
      await addShows({ date: new Date("2027-01-10T01:00:00Z") });
      expect(await notify()).toEqual({ announcements: 1, changes: 0 });
    });

    test("a fan who is not there: nothing", async () => {
      expect(await markKnownShows(999, { database: database(), now: NOW })).toBe(0);
    });
  });

  describe("startNotifier", () => {
    test("runs at once and again whenever the shows change, waking the sender each time; not after stop", async () => {
      await addFans();
      const wake = vi.fn();
      const changes = createShowsChanges();
      const announceShowsChange = changes.announce;
      const notifier = startNotifier({
        database: database(),
        siteUrl: SITE_URL,
        now: () => NOW,
        wake,
        onShowsChange: changes.on,
      });
      await vi.waitFor(() => expect(wake).toHaveBeenCalledTimes(1));
      await addShows({ date: IN_TEN_DAYS });
      announceShowsChange();
      await vi.waitFor(() => expect(wake).toHaveBeenCalledTimes(2));
      expect(await outbox()).toHaveLength(1);
      await notifier.stop();
      announceShowsChange();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(wake).toHaveBeenCalledTimes(2);
    });

    test("a failed run is logged, wakes the sender anyway, and is tried again", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      const errors = vi.spyOn(logger, "error").mockImplementation(() => {});
      try {
        let fail = true;
        const runSql = database().run;
        const flaky = {
          run: async (sql: string) => {
            if (fail) throw new Error("the database is busy");
            return runSql(sql);
          },
          close: async () => {},
        };
        const wake = vi.fn();
        const notifier = startNotifier({ database: flaky, siteUrl: SITE_URL, now: () => NOW, wake });
        await vi.waitFor(() => expect(wake).toHaveBeenCalledTimes(1));
        expect(errors).toHaveBeenCalledWith(
          { cause: "the database is busy" },
          "telling fans failed; trying again soon",
        );
        fail = false;
        await vi.advanceTimersByTimeAsync(5_000);
        await vi.waitFor(() => expect(wake).toHaveBeenCalledTimes(2));
        expect(errors).toHaveBeenCalledTimes(1);
        await notifier.stop();
      } finally {
        vi.useRealTimers();
        errors.mockRestore();
      }
    });
  });
});
