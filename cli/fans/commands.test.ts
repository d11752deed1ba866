import { describe, expect, test, vi } from "vitest";

import { literal } from "#app/.server/db/sql.ts";
import { showWith } from "#app/lib/shows/fields.ts";
import { bandList, emptyBandList } from "#app/modules/follow/.server/band-list.ts";
import { insertShows } from "#app/modules/shows/.server/sql.ts";
import { forEachBackend, migratedDatabase } from "#tests/databases.ts";
import { insertFansSql, SEATTLE, ST_PETERSBURG, TAMPA } from "#tests/fans.ts";

import { runFansCommand } from "./commands.ts";
import type { FansCli } from "./fans-cli.ts";

vi.setConfig({ testTimeout: 60_000 });

const NEW_YORK = "America/New_York";
forEachBackend((backend) => {
  const database = migratedDatabase(backend);
  const run = (sql: string) => database().run(sql);

  /** Runs one command line against the test database; what it printed, and its exit code. */
  async function fans(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    let closed = 0;
    const cli: FansCli = {
      openList: async () => {
        const list = bandList(database(), NEW_YORK, "the test database");
        return { ...list, close: async () => void closed++ };
      },
      timeZone: NEW_YORK,
      out: (text) => out.push(text),
      err: (text) => err.push(text),
    };
    const code = await runFansCommand(argv, cli);
    return { code, out: out.join(""), err: err.join(""), closed };
  }

  /** Three fans: two confirmed near Tampa (one on a show page), one not confirmed yet in Seattle. */
  async function addThreeFans() {
    await run(
      insertFansSql([
        { email: "tampa@example.com", ...TAMPA },
        {
          email: "stpete@example.com",
          ...ST_PETERSBURG,
          withinKm: 50,
          unit: "km",
          signedUpOn: "/es/shows/3",
          consentedAt: new Date("2026-11-21T17:05:00Z"),
          language: "es",
        },
        { email: "seattle@example.com", ...SEATTLE, confirmed: false, signedUpOn: "/" },
      ]),
    );
  }

  const queued = (fanId: number | null, to: string, extra = "") =>
    `insert into public.outbox ("fanId", kind, "to", subject, text, html${extra ? ', "sentAt", attempts, "lastError"' : ""})
   values (${fanId ?? "null"}, 'announce', ${literal(to)}, 'New show', 't', 'h'${extra})`;

  describe("help and mistakes", () => {
    test("no command prints the usage and exits 2; help and --help exit 0", async () => {
      const bare = await fans();
      expect(bare.code).toBe(2);
      expect(bare.out).toContain("Usage: npm run fans -- <command>");
      for (const word of ["help", "--help", "-h"]) {
        const { code, out } = await fans(word);
        expect(code).toBe(0);
        for (const command of ["list", "count", "export", "remove <email>", "outbox"]) {
          expect(out).toContain(`  ${command}`);
        }
      }
    });

    test("each command has its own --help, and opens nothing for it", async () => {
      const { code, out, closed } = await fans("remove", "--help");
      expect(code).toBe(0);
      expect(out).toMatch(/^Usage: npm run fans -- remove <email>/);
      expect(closed).toBe(0);
    });

    test.each([
      [
        ["lsit"],
        'fans lsit: unknown command "lsit". Did you mean "list"?\nRun "npm run fans -- --help" for how.\n',
      ],
      [["toString"], 'fans toString: unknown command "toString"\nRun "npm run fans -- --help" for how.\n'],
      [
        ["remove"],
        'fans remove: missing the e-mail address to remove\nRun "npm run fans -- remove --help" for how.\n',
      ],
      [
        ["remove", "a@b.c", "d@e.f"],
        'fans remove: unexpected argument "d@e.f"\nRun "npm run fans -- remove --help" for how.\n',
      ],
      [
        ["remove", "jane"],
        'fans remove: "jane" is not an e-mail address\nRun "npm run fans -- remove --help" for how.\n',
      ],
      [
        ["export", "--format", "xml"],
        'fans export: --format must be csv or json, not "xml"\nRun "npm run fans -- export --help" for how.\n',
      ],
      [
        ["list", "--all"],
        "fans list: Unknown option '--all'\nRun \"npm run fans -- list --help\" for how.\n",
      ],
      [
        ["outbox", "--recent", "many"],
        'fans outbox: --recent must be a number, not "many"\nRun "npm run fans -- outbox --help" for how.\n',
      ],
    ])("%j is a usage mistake: exit 2, what and how", async (argv, message) => {
      expect(await fans(...argv)).toEqual({ code: 2, out: "", err: message, closed: 0 });
    });

    test("a list that cannot be opened: exit 1 with why", async () => {
      const err: string[] = [];
      const code = await runFansCommand(["list"], {
        openList: async () => {
          throw new Error("DATA_DIR is not private");
        },
        timeZone: NEW_YORK,
        out: () => {},
        err: (text) => err.push(text),
      });
      expect({ code, err }).toEqual({ code: 1, err: ["fans list: DATA_DIR is not private\n"] });
    });
  });

  describe("list", () => {
    test("one line per fan in sign-up order: whole address, place, distance, confirmed or not, page, language", async () => {
      await addThreeFans();
      const { code, out, closed } = await fans("list");
      expect(code).toBe(0);
      expect(closed).toBe(1);
      expect(out.split("\n")).toEqual([
        "email                place               within  confirmed               signed up on  language",
        "tampa@example.com    Tampa, FL           100 mi  2026-11-20 10:31-05:00  /follow       en",
        "stpete@example.com   St. Petersburg, FL  50 km   2026-11-21 12:06-05:00  /es/shows/3   es",
        "seattle@example.com  Seattle, WA         100 mi  not yet                 /             en",
        "",
      ]);
    });

    test("nobody yet", async () => {
      expect((await fans("list")).out).toBe("Nobody has signed up yet.\n");
    });
  });

  describe("count", () => {
    test("the totals, and the confirmed fans within their distance of each city the band has played or is booked in", async () => {
      await addThreeFans();
      await run(
        insertShows([
          showWith({
            venue: "The Ritz",
            city: "Tampa",
            state: "FL",
            postalCode: "33602",
            date: new Date("2025-05-01T00:00:00Z"),
          }),
          showWith({
            venue: "Jannus Live",
            city: "St. Petersburg",
            state: "FL",
            date: new Date("2027-02-01T01:00:00Z"),
          }),
          showWith({ venue: "The Crocodile", city: "Seattle", state: "WA", date: null }),
          showWith({ venue: "The Ritz", city: "Tampa", state: "FL", date: new Date("2027-05-01T00:00:00Z") }),
          showWith({ venue: "Nowhere Hall", city: "Zzyzx Nowhereville", state: null }),
        ]),
      );
      await run(`insert into public.reminders (email, "showId", release, "consentedAt", "signedUpOn", "unsubscribeKey", "confirmedAt")
        values ('a@example.com', 2, null, now(), '/shows/2', 'key-a', now()), ('b@example.com', 2, null, now(), '/shows/2', 'key-b', now()),
          ('c@example.com', null, 'night-drive', now(), '/music/night-drive', 'key-c', now()),
          ('d@example.com', 4, null, now(), '/shows/4', 'key-d', null)`);
      const { code, out } = await fans("count");
      expect(code).toBe(0);
      expect(out).toBe(
        [
          "2 confirmed, 1 not confirmed yet.",
          "",
          "Confirmed fans within their distance of each city the band has played or is booked in:",
          "  city                fans",
          "  St. Petersburg, FL  2",
          "  Tampa, FL           2",
          "  Seattle, WA         0",
          "",
          "Shows whose place is not found (they notify nobody):",
          "  show 5: Nowhere Hall, Zzyzx Nowhereville",
          "",
          "Confirmed reminders (docs/following.md#remind-me):",
          "  for                                  fans",
          "  show 2: Jannus Live, St. Petersburg  2",
          "  release night-drive                  1",
          "",
        ].join("\n"),
      );
    });

    test("nobody and no shows", async () => {
      expect((await fans("count")).out).toBe("0 confirmed, 0 not confirmed yet.\n");
    });
  });

  describe("export", () => {
    test("CSV by default: every fan with the consent time and the page signed up on", async () => {
      await addThreeFans();
      const { code, out } = await fans("export");
      expect(code).toBe(0);
      expect(out.split("\r\n")).toEqual([
        "email,place,latitude,longitude,within,withinKm,confirmed,consentedAt,signedUpOn,language,confirmedAt",
        'tampa@example.com,"Tampa, FL",27.9506,-82.4572,100 mi,160.934,true,2026-11-20T10:30:00-05:00,/follow,en,2026-11-20T10:31:00-05:00',
        'stpete@example.com,"St. Petersburg, FL",27.7676,-82.6403,50 km,50,true,2026-11-21T12:05:00-05:00,/es/shows/3,es,2026-11-21T12:06:00-05:00',
        'seattle@example.com,"Seattle, WA",47.6062,-122.3321,100 mi,160.934,false,2026-11-20T10:30:00-05:00,/,en,',
        "",
      ]);
    });

    test("CSV: no cell starts a formula in a spreadsheet; a longitude stays a number", async () => {
      await run(
        insertFansSql([
          { email: "-cmd@evil.example", ...TAMPA },
          { email: "+1+2@evil.example", ...SEATTLE },
          { email: "=1@evil.example", ...TAMPA },
        ]),
      );
      const rows = (await fans("export")).out.split("\r\n");
      expect(rows.slice(1, 4).map((row) => row.split(",")[0])).toEqual([
        "'-cmd@evil.example",
        "'+1+2@evil.example",
        "'=1@evil.example",
      ]);
      expect(rows[1]).toContain(",27.9506,-82.4572,");
    });

    test("--format json", async () => {
      await addThreeFans();
      const rows = JSON.parse((await fans("export", "--format", "json")).out) as Record<string, unknown>[];
      expect(rows).toHaveLength(3);
      expect(rows[2]).toEqual({
        email: "seattle@example.com",
        place: "Seattle, WA",
        latitude: 47.6062,
        longitude: -122.3321,
        within: "100 mi",
        withinKm: 160.934,
        confirmed: false,
        consentedAt: "2026-11-20T10:30:00-05:00",
        signedUpOn: "/",
        language: "en",
        confirmedAt: null,
      });
      expect(rows[1]).toMatchObject({ signedUpOn: "/es/shows/3", language: "es" });
    });
  });

  describe("remove", () => {
    test("deletes the fan, what they were told and every e-mail to them; says so; others stay", async () => {
      await addThreeFans();
      await run(`insert into public.fan_notices ("fanId", "showId", told) values (1, 9, 'announced'), (2, 9, 'announced');
      ${queued(1, "tampa@example.com")}; ${queued(null, "tampa@example.com")}; ${queued(2, "stpete@example.com")}`);
      const { code, out } = await fans("remove", "  Tampa@Example.com ");
      expect(code).toBe(0);
      expect(out).toBe("Removed Tampa@Example.com: the fan, what they were told and every e-mail to them.\n");
      const [left = [], notices = [], mail = []] = await run(
        `select email from public.fans order by id; select "fanId" from public.fan_notices; select "to" from public.outbox`,
      );
      expect(left.map((row) => row.email)).toEqual(["stpete@example.com", "seattle@example.com"]);
      expect(notices.map((row) => Number(row.fanId))).toEqual([2]);
      expect(mail.map((row) => row.to)).toEqual(["stpete@example.com"]);
    });

    test("an address with only a reminder of a show: its reminder and its e-mails go; other reminders stay", async () => {
      await run(`insert into public.reminders (email, "showId", "consentedAt", "signedUpOn", "unsubscribeKey")
        values ('remind@example.com', 9, now(), '/shows/9', 'key-one'), ('other@example.com', 9, now(), '/shows/9', 'key-two');
        insert into public.outbox ("reminderId", kind, "to", subject, text, html) values (1, 'reminder', 'remind@example.com', 'S', 'T', '<p>T</p>')`);
      expect((await fans("remove", "remind@example.com")).code).toBe(0);
      const [left = [], mail = []] = await run(
        `select email from public.reminders; select id from public.outbox`,
      );
      expect(left.map((row) => row.email)).toEqual(["other@example.com"]);
      expect(mail).toEqual([]);
    });

    test("an address not on the list: says so, exit 1", async () => {
      await addThreeFans();
      expect(await fans("remove", "nobody@example.com")).toMatchObject({
        code: 1,
        out: "nobody@example.com is not on the list: nothing to remove.\n",
      });
    });
  });

  describe("outbox", () => {
    test("the e-mails waiting and the recent sent ones, oldest first, addresses masked", async () => {
      await addThreeFans();
      const sent = `, '2026-11-22T15:00:00Z', 1, null`;
      const failed = `, null, 3, '451 try again later'`;
      await run(
        [
          queued(1, "tampa@example.com", sent),
          queued(2, "stpete@example.com", sent),
          queued(2, "stpete@example.com", failed),
        ].join(";"),
      );
      await run(`update public.outbox set "createdAt" = '2026-11-22T14:59:00Z'`);
      const { code, out } = await fans("outbox", "--recent", "1");
      expect(code).toBe(0);
      expect(out.split("\n")).toEqual([
        "id  kind      to                queued                  sent                    attempts  last error",
        "2   announce  s***@example.com  2026-11-22 09:59-05:00  2026-11-22 10:00-05:00  1",
        "3   announce  s***@example.com  2026-11-22 09:59-05:00  waiting                 3         451 try again later",
        "1 waiting to be sent.",
        "",
      ]);
      expect((await fans("outbox")).out.split("\n")).toHaveLength(6);
    });

    test("none yet", async () => {
      expect((await fans("outbox")).out).toBe("No e-mails yet.\n");
    });
  });

  describe("outbox --show", () => {
    const CONFIRM_URL = "https://band.example/follow/confirm?token=abc.def-ghi_jkl%3D%3D&x=1";
    const confirmation = (to: string) =>
      `insert into public.outbox ("fanId", kind, "to", subject, text, html, headers)
     values (null, 'confirm', ${literal(to)}, 'Confirm: The Band shows near Tampa, FL',
       ${literal(`Someone asked to hear about shows near Tampa.\n\nYes, tell me about shows near me: ${CONFIRM_URL}\n\nThe Band`)},
       '<p>html</p>', '{"List-Unsubscribe": "<https://band.example/unsubscribe?key=k>"}'::jsonb)`;

    test("prints one message decoded: its headers and its plain text, every link whole", async () => {
      await run(confirmation("fan@example.com"));
      await run(`update public.outbox set "createdAt" = '2026-11-22T14:59:00Z'`);
      const { code, out } = await fans("outbox", "--show", "1");
      expect(code).toBe(0);
      expect(out).toBe(
        [
          "id: 1 (confirm, waiting to be sent)",
          "To: fan@example.com",
          "Subject: Confirm: The Band shows near Tampa, FL",
          "Queued: 2026-11-22 09:59-05:00",
          "List-Unsubscribe: <https://band.example/unsubscribe?key=k>",
          "",
          "Someone asked to hear about shows near Tampa.",
          "",
          `Yes, tell me about shows near me: ${CONFIRM_URL}`,
          "",
          "The Band",
          "",
        ].join("\n"),
      );
    });

    test("an id that is not there, or not a number, says so", async () => {
      expect(await fans("outbox", "--show", "42")).toMatchObject({
        code: 1,
        err: 'fans outbox: there is no e-mail 42 in the outbox (sent ones are kept 30 days); "npm run fans -- outbox" lists their ids.\n',
      });
      expect(await fans("outbox", "--show", "one")).toMatchObject({
        code: 2,
        err: 'fans outbox: --show takes an e-mail\'s id (a number, from "npm run fans -- outbox"), not "one"\nRun "npm run fans -- outbox --help" for how.\n',
      });
    });
  });

  test("without a database every command finds the list empty", async () => {
    const out: string[] = [];
    const cli: FansCli = {
      openList: async () => emptyBandList("nowhere"),
      timeZone: NEW_YORK,
      out: (text) => out.push(text),
      err: () => {},
    };
    expect(await runFansCommand(["list"], cli)).toBe(0);
    expect(await runFansCommand(["remove", "jane@example.com"], cli)).toBe(1);
    expect(out).toEqual([
      "Nobody has signed up yet.\n",
      "jane@example.com is not on the list: nothing to remove.\n",
    ]);
  });
});
