import { describe, expect, test, vi } from "vitest";

import { literal } from "#app/.server/db/sql.ts";
import { showWith } from "#app/lib/shows/fields.ts";
import { insertShows } from "#app/modules/shows/.server/sql.ts";
import { forEachBackend, migratedDatabase } from "#tests/databases.ts";
import { insertFansSql, SEATTLE, TAMPA } from "#tests/fans.ts";

import { readNoticeData, readOneFan, recordNoticesSql, tellSql } from "./notice-sql.ts";

vi.setConfig({ testTimeout: 60_000 });

const NEW_YORK = "America/New_York";
forEachBackend((backend) => {
  const database = migratedDatabase(backend);
  const run = (sql: string) => database().run(sql);

  /** An outbox row as a queued message would be: its subject says which. */
  const queue = (fanId: number, subject: string) =>
    `insert into public.outbox ("fanId", kind, "to", subject, text, html) values (${fanId}, 'announce', 'fan@example.com', ${literal(subject)}, 'text', '<p>html</p>') returning id`;

  const outbox = async () =>
    (await run(`select "fanId", subject from public.outbox order by id`))[0]!.map((row) => ({
      fanId: Number(row.fanId),
      subject: row.subject,
    }));
  const notices = async () =>
    (await run(`select "fanId", "showId", told from public.fan_notices order by "showId", told`))[0]!.map(
      (row) => `${row.fanId}/${row.showId}/${row.told}`,
    );

  async function addFans(...fans: Parameters<typeof insertFansSql>[0]) {
    const [rows = []] = await run(insertFansSql(fans));
    return rows.map((row) => Number(row.id));
  }

  const told = (fanId: number, ...showIds: number[]) =>
    showIds.map((showId) => ({ fanId, showId, told: "announced" }));

  describe("tellSql", () => {
    test("records the notices and queues the message, once: the same statement again writes nothing", async () => {
      const [fan] = await addFans({ email: "tampa@example.com", ...TAMPA });
      const statement = tellSql(fan!, told(fan!, 4, 5), queue(fan!, "New shows"));
      await run(statement);
      await run(statement);
      expect(await outbox()).toEqual([{ fanId: fan, subject: "New shows" }]);
      expect(await notices()).toEqual([`${fan}/4/announced`, `${fan}/5/announced`]);
    });

    test("queues the message when any of its notices is new", async () => {
      const [fan] = await addFans({ email: "tampa@example.com", ...TAMPA });
      await run(tellSql(fan!, told(fan!, 4), queue(fan!, "first")));
      await run(tellSql(fan!, told(fan!, 4, 5), queue(fan!, "second")));
      expect((await outbox()).map((row) => row.subject)).toEqual(["first", "second"]);
    });

    test("a fan who left, or is not confirmed, is written nothing, and nothing fails", async () => {
      const [unconfirmed] = await addFans({ email: "new@example.com", ...TAMPA, confirmed: false });
      await run(tellSql(unconfirmed!, told(unconfirmed!, 4), queue(unconfirmed!, "no")));
      await run(tellSql(999, told(999, 4), queue(999, "gone")));
      expect(await outbox()).toEqual([]);
      expect(await notices()).toEqual([]);
    });

    test("a message's text with quotes, backslashes and dollar quotes is queued as it was", async () => {
      const [fan] = await addFans({ email: "tampa@example.com", ...TAMPA });
      const subject = `It's $$ on \\ the "Rock" $told$ E'x'`;
      await run(tellSql(fan!, told(fan!, 4), queue(fan!, subject)));
      expect(await outbox()).toEqual([{ fanId: fan, subject }]);
    });
  });

  describe("recordNoticesSql", () => {
    test("records what a fan knows, confirmed or not, once; no message", async () => {
      const [fan] = await addFans({ email: "new@example.com", ...TAMPA, confirmed: false });
      await run(recordNoticesSql(fan!, told(fan!, 7)));
      await run(recordNoticesSql(fan!, told(fan!, 7)));
      expect(await notices()).toEqual([`${fan}/7/announced`]);
      expect(await outbox()).toEqual([]);
    });

    test("nothing for a fan who is gone, and nothing fails", async () => {
      await run(recordNoticesSql(999, told(999, 7)));
      expect(await notices()).toEqual([]);
    });
  });

  describe("reading", () => {
    test("the confirmed fans, every notice and the valid shows", async () => {
      const [tampa, , seattle] = await addFans(
        { email: "tampa@example.com", ...TAMPA, withinKm: 50 },
        { email: "new@example.com", ...TAMPA, confirmed: false },
        { email: "seattle@example.com", ...SEATTLE },
      );
      const date = new Date("2026-12-31T02:00:00Z");
      await run(insertShows([showWith({ venue: "The Ritz", city: "Tampa", state: "FL", date })]));
      await run(recordNoticesSql(tampa!, told(tampa!, 1)));
      const data = await readNoticeData(database(), NEW_YORK);
      expect(data.fans).toEqual([
        {
          id: tampa,
          email: "tampa@example.com",
          ...coordinates(TAMPA),
          withinKm: 50,
          unsubscribeKey: expect.any(String),
          language: "en",
        },
        {
          id: seattle,
          email: "seattle@example.com",
          ...coordinates(SEATTLE),
          withinKm: expect.any(Number),
          unsubscribeKey: expect.any(String),
          language: "en",
        },
      ]);
      expect(data.notices).toEqual(told(tampa!, 1));
      expect(data.shows).toMatchObject([{ id: 1, venue: "The Ritz", date }]);
    });

    test("one fan, confirmed or not, with their own notices; null when there is none", async () => {
      const [tampa, other] = await addFans(
        { email: "new@example.com", ...TAMPA, confirmed: false, withinKm: 80 },
        { email: "other@example.com", ...TAMPA },
      );
      await run(`${recordNoticesSql(tampa!, told(tampa!, 3))}; ${recordNoticesSql(other!, told(other!, 4))}`);
      expect(await readOneFan(database(), tampa!, NEW_YORK)).toEqual({
        fan: { id: tampa, ...coordinates(TAMPA), withinKm: 80 },
        notices: told(tampa!, 3),
        shows: [],
      });
      expect(await readOneFan(database(), 999, NEW_YORK)).toBeNull();
    });
  });

  function coordinates({ latitude, longitude }: { latitude: number; longitude: number }) {
    return { latitude, longitude };
  }
});
