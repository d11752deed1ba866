import fc from "fast-check";
import { describe, expect, test } from "vitest";

import { readMigrations } from "#app/.server/db/migrations.ts";
import { literal } from "#app/.server/db/sql.ts";
import type { ShowFields } from "#app/lib/shows/fields.ts";
import { SHOW_STATUSES } from "#app/lib/shows/parsers.ts";
import { validateShowRows as parseRows } from "#app/lib/shows/stored.ts";
import { forEachBackend, migratedDatabase, openDatabase } from "#tests/databases.ts";
import { socialShow as show } from "#tests/shows.ts";

import {
  COUNT_SAMPLE_SHOWS,
  DELETE_SAMPLE_SHOWS,
  deleteShow,
  insertShows,
  replaceShows,
  SELECT_SHOWS,
  updateShow,
} from "./sql.ts";

/** The band's zone (content/site.config.ts). */
const NEW_YORK = "America/New_York";

type Row = Record<string, unknown>;

forEachBackend((backend) => {
  const database = migratedDatabase(backend);

  /** The rows of the last statement. */
  async function run(sql: string): Promise<Row[]> {
    return (await database().run(sql)).at(-1)!;
  }

  /** The text a literal stands for, as Postgres reads it. */
  async function textOf(sqlLiteral: string): Promise<unknown> {
    const [row] = await run(`select ${sqlLiteral} as text`);
    return row!.text;
  }

  async function stored(id: unknown): Promise<Row> {
    const [row] = await run(`select * from public.shows where id = ${literal(Number(id))}`);
    return row!;
  }

  /** What a row of the table should hold for `fields` (numeric arrives as text). */
  function expectedRow(fields: ShowFields) {
    return {
      date: fields.date,
      venue: fields.venue,
      city: fields.city,
      state: fields.state,
      price: fields.price,
      supportingArtists: fields.supportingArtists,
      ageRestriction: fields.ageRestriction,
      ticketLink: fields.ticketLink,
      flyerLink: fields.flyerLink,
      status: fields.status,
      previousDate: fields.previousDate,
      soldOut: fields.soldOut,
      onSaleDate: fields.onSaleDate,
      title: fields.title,
      address: fields.address,
      postalCode: fields.postalCode,
      country: fields.country,
      notes: fields.notes,
      notable: fields.notable,
    };
  }

  /** A row without the columns the store keeps itself (id, updatedAt, sample), the price as a number. */
  function asFields(row: Row) {
    const fields = { ...row };
    delete fields.id;
    delete fields.updatedAt;
    delete fields.sample;
    return { ...fields, price: fields.price === null ? null : Number(fields.price) };
  }

  /** A JSON row for replace_shows(), as the embedded store builds it. */
  const jsonRow = (fields: ShowFields & { id?: number }) => ({
    ...fields,
    date: fields.date?.toISOString() ?? null,
  });

  // Text that has broken SQL quoting somewhere: quotes, backslashes, dollar
  // quotes, comments, statement ends, escapes, line breaks, astral characters.
  const NASTY = [
    "'",
    "''",
    "\\",
    "\\'",
    "'\\",
    "$$",
    "$tag$",
    "$1",
    "';--",
    "'); drop table public.shows; --",
    "E'\\x41'",
    "\\x00",
    "U&'\\0041'",
    "--",
    "/*",
    "*/",
    ";",
    "?",
    "%s",
    "${x}",
    "\r\n",
    "\t",
    "\u2028",
    "\uFEFF",
    "\u00A0",
    '"',
    "😀",
    "👩‍👩‍👧",
    "日本武道館",
    'Café "Zé", Orlando',
    "Ströme & Söhne",
  ];
  /** Any text Postgres can hold: everything but NUL (which literal() refuses). */
  const anyText = fc
    .oneof(
      fc
        .array(fc.oneof(fc.constantFrom(...NASTY), fc.string({ unit: "binary", maxLength: 3 })), {
          maxLength: 8,
        })
        .map((parts) => parts.join("")),
      fc.string({ unit: "binary" }),
      fc.string({ unit: "grapheme" }),
    )
    .map((text) => text.replaceAll("\0", ""));

  /**
   * The same, but not starting with U+FEFF: PGlite decodes each text value of
   * a result with a TextDecoder, which drops a leading byte order mark. The
   * stored bytes are right (see the test below), and validated text never
   * starts with one (trim() removes it), so only the reading back is affected.
   */
  const scalarText = anyText.map((text) => text.replace(/^\uFEFF+/, ""));

  const anyDate = fc.date({ min: new Date("1990-01-02"), max: new Date("2100-12-30"), noInvalidDate: true });

  const anyFields: fc.Arbitrary<ShowFields> = fc
    .record({
      date: fc.option(anyDate, { nil: null }),
      venue: scalarText,
      city: fc.option(scalarText, { nil: null }),
      state: fc.option(scalarText, { nil: null }),
      price: fc.option(
        fc.oneof(
          fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100),
          fc
            .double({ noNaN: true, noDefaultInfinity: true })
            .map((value) => (Object.is(value, -0) ? 0 : value)),
        ),
        { nil: null },
      ),
      supportingArtists: fc.array(anyText, { maxLength: 5 }),
      ageRestriction: fc.option(fc.integer({ min: 0, max: 99 }), { nil: null }),
      ticketLink: fc.option(scalarText, { nil: null }),
      flyerLink: fc.option(scalarText, { nil: null }),
      status: fc.constantFrom(...SHOW_STATUSES),
      previousDate: fc.option(anyDate, { nil: null }),
      soldOut: fc.boolean(),
      onSaleDate: fc.option(anyDate, { nil: null }),
      title: fc.option(scalarText, { nil: null }),
      address: fc.option(scalarText, { nil: null }),
      postalCode: fc.option(scalarText, { nil: null }),
      country: fc.constantFrom(null, "US", "CA", "GB"),
      notes: fc.option(scalarText, { nil: null }),
      notable: fc.boolean(),
    })
    // The table keeps a previous date for a rescheduled show only.
    .map((show) => (show.status === "rescheduled" ? show : { ...show, previousDate: null }));

  describe("literal", () => {
    test("null, numbers, dates and lists", () => {
      expect(literal(null)).toBe("null");
      expect(literal(15)).toBe("15");
      expect(literal(12.5)).toBe("12.5");
      expect(literal(-3)).toBe("-3");
      expect(literal(new Date("2026-05-02T00:00:00.250Z"))).toBe("'2026-05-02T00:00:00.250Z'::timestamptz");
      expect(literal(["A", "B'C"])).toBe("array['A', 'B''C']::text[]");
      expect(literal([])).toBe("array[]::text[]");
    });

    test("doubles quotes; a backslash stays itself", async () => {
      expect(literal("it's")).toBe("'it''s'");
      expect(literal("''")).toBe("''''''");
      // pg writes a text with a backslash as an E'' string, its backslashes doubled: another
      // spelling of the same text, which Postgres reads as it reads the plain quoted one.
      expect([await textOf(literal("a\\b")), await textOf("'a\\b'")]).toEqual(["a\\b", "a\\b"]);
      expect([await textOf(literal("\\'")), await textOf("'\\'''")]).toEqual(["\\'", "\\'"]);
      expect(literal("$$")).toBe("'$$'");
      expect(literal("")).toBe("''");
    });

    test("refuses NUL, in text and in lists", () => {
      expect(() => literal("a\0b")).toThrow("text may not contain a NUL character");
      expect(() => literal(["ok", "\0"])).toThrow("NUL");
    });

    test("refuses numbers that are not finite", () => {
      for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
        expect(() => literal(value), String(value)).toThrow(`not a finite number: ${value}`);
      }
    });

    test("standard_conforming_strings is on in the embedded database", async () => {
      expect(await run("show standard_conforming_strings")).toEqual([{ standard_conforming_strings: "on" }]);
    });

    test("any text and number reads back as itself in Postgres (property)", async () => {
      await fc.assert(
        fc.asyncProperty(
          scalarText,
          fc.double({ noNaN: true, noDefaultInfinity: true }),
          async (text, number) => {
            const [row] = await run(
              `select ${literal(text)} as text, (${literal(number)})::numeric::text as number`,
            );
            expect(row!.text).toBe(text);
            expect(Number(row!.number)).toBe(Object.is(number, -0) ? 0 : number);
          },
        ),
        { numRuns: 200 },
      );
    });
  });

  describe("statements against the migrated table", () => {
    test("insertShows: arbitrary text comes back unchanged, returned and stored (property)", async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(anyFields, { minLength: 1, maxLength: 3 }), async (shows) => {
          const returned = await run(insertShows(shows));
          expect(returned).toHaveLength(shows.length);
          for (const [index, fields] of shows.entries()) {
            expect(asFields(returned[index]!)).toEqual(expectedRow(fields));
            expect(asFields(await stored(returned[index]!.id))).toEqual(expectedRow(fields));
          }
        }),
        { numRuns: 100 },
      );
      // The table survived every string.
      expect(await run("select to_regclass('public.shows')::text as name")).toEqual([{ name: "shows" }]);
    });

    test("a leading U+FEFF is stored intact; only PGlite's reading drops it", async () => {
      const [row] = await run(insertShows([show({ venue: "\uFEFFx", supportingArtists: ["\uFEFFy"] })]));
      const [bytes] = await run(
        `select length(venue) as length, encode(convert_to(venue, 'UTF8'), 'hex') as hex from public.shows where id = ${literal(Number(row!.id))}`,
      );
      expect(bytes).toEqual({ length: 2, hex: "efbbbf78" });
      expect(row!.supportingArtists).toEqual(["\uFEFFy"]);
    });

    test("rows parse into the shows the site uses", async () => {
      const fields = show({
        supportingArtists: ["Earth, Wind & Fire", "It's"],
        price: 12.5,
        flyerLink: "https://x.test/f",
      });
      const [row] = await run(insertShows([fields]));
      const problems: unknown[] = [];
      expect(parseRows([row], NEW_YORK, (id, messages) => problems.push({ id, messages }))).toEqual([
        { id: Number(row!.id), ...fields, updatedAt: row!.updatedAt },
      ]);
      expect(problems).toEqual([]);
    });

    test("updateShow writes only the fields given, arbitrary text included (property)", async () => {
      const [original] = await run(insertShows([show()]));
      const id = Number(original!.id);
      await fc.assert(
        fc.asyncProperty(
          scalarText,
          fc.option(scalarText, { nil: null }),
          fc.array(anyText, { maxLength: 3 }),
          async (venue, city, supportingArtists) => {
            const [before] = await run(`select * from public.shows where id = ${id}`);
            const [after] = await run(updateShow(id, { venue, city, supportingArtists }));
            expect(after).toEqual({ ...before, venue, city, supportingArtists, updatedAt: after!.updatedAt });
            expect(await stored(id)).toEqual(after);
          },
        ),
        { numRuns: 50 },
      );
      // Clearing: null, and the artists an empty list.
      const [cleared] = await run(updateShow(id, { city: null, date: null, supportingArtists: undefined }));
      expect(cleared).toMatchObject({
        city: null,
        date: null,
        supportingArtists: [],
        venue: expect.any(String),
      });
      // No such show: no row.
      expect(await run(updateShow(999_999, { city: "X" }))).toEqual([]);
    });

    test("updatedAt is the insert's moment, then moves forward on every change and only then", async () => {
      const [inserted] = await run(insertShows([show()]));
      const id = Number(inserted!.id);
      const stamps = [inserted!.updatedAt as Date];
      for (const venue of ["First Change", "Second Change", "Third Change"]) {
        const [changed] = await run(updateShow(id, { venue }));
        stamps.push(changed!.updatedAt as Date);
      }
      for (let i = 1; i < stamps.length; i++) {
        // At least a second apart, even when made in the same second.
        expect(stamps[i]!.getTime() - stamps[i - 1]!.getTime(), `change ${i}`).toBeGreaterThanOrEqual(1_000);
      }
      // Writing the same values changes nothing, so the stamp stays.
      const [same] = await run(updateShow(id, { venue: "Third Change" }));
      expect(same!.updatedAt).toEqual(stamps.at(-1));
    });

    test("the table refuses what the site would skip: a bad status, a stray previous date, a bad country", async () => {
      const refusals = [
        [{ status: "maybe" }, /shows_status_check/],
        [
          { status: "scheduled", previousDate: new Date("2027-01-01T00:00:00Z") },
          /shows_previous_date_check/,
        ],
        [{ country: "us" }, /shows_country_check/],
      ] as const;
      for (const [fields, constraint] of refusals) {
        await expect(
          run(insertShows([{ ...show(), ...fields } as ShowFields])),
          JSON.stringify(fields),
        ).rejects.toThrow(constraint);
      }
    });

    test("a table made before the lifecycle migration keeps its rows, each with the new columns' defaults", async () => {
      const old = await openDatabase(backend);
      try {
        const migrations = readMigrations();
        const lifecycle = migrations.find((migration) => migration.name.endsWith("_show_lifecycle.sql"));
        for (const migration of migrations.slice(0, migrations.indexOf(lifecycle!)))
          await old.run(migration.sql);
        await old.run(
          `insert into public.shows (date, venue, "ticketLink") values ('2027-01-01T02:00:00Z', 'Kept Hall', 'https://t.example.com/1')`,
        );
        await old.run(lifecycle!.sql);
        // Every column the table has: the later migrations' (notable) read as their defaults.
        const selectAll = "select * from public.shows order by id";
        const rows = (await old.run(selectAll)).at(-1)!;
        const [kept] = parseRows(rows, NEW_YORK, () => {
          throw new Error("a kept row is invalid");
        });
        expect(kept).toMatchObject({
          venue: "Kept Hall",
          ticketLink: "https://t.example.com/1",
          status: "scheduled",
          soldOut: false,
          previousDate: null,
          title: null,
          notable: false,
          updatedAt: expect.any(Date),
        });
        // Running it again changes nothing (Supabase users may paste it twice).
        await old.run(lifecycle!.sql);
        expect((await old.run(selectAll)).at(-1)!).toEqual(rows);
      } finally {
        await old.close();
      }
    }, 60_000);

    test("deleteShow removes that show only", async () => {
      const [a, b] = await run(insertShows([show({ venue: "keep" }), show({ venue: "drop" })]));
      expect(await run(deleteShow(Number(b!.id)))).toEqual([{ id: b!.id }]);
      expect(await run(deleteShow(Number(b!.id)))).toEqual([]);
      expect(await stored(a!.id)).toMatchObject({ venue: "keep" });
    });

    test("SELECT_SHOWS: soonest first, undated last, then by id", async () => {
      await run("delete from public.shows");
      await run(
        insertShows([
          show({ venue: "undated 1", date: null }),
          show({ venue: "later", date: new Date("2027-02-01T00:00:00Z") }),
          show({ venue: "sooner", date: new Date("2026-12-01T00:00:00Z") }),
          show({ venue: "undated 2", date: null }),
          show({ venue: "later, second", date: new Date("2027-02-01T00:00:00Z") }),
        ]),
      );
      expect((await run(SELECT_SHOWS)).map((row) => row.venue)).toEqual([
        "sooner",
        "later",
        "later, second",
        "undated 1",
        "undated 2",
      ]);
    });
  });

  describe("sample shows", () => {
    const samples = async () => Number((await run(COUNT_SAMPLE_SHOWS))[0]!.count);

    test("only the seed marks shows as samples; removing them leaves the band's", async () => {
      await run("delete from public.shows");
      const [band] = await run(insertShows([show({ venue: "The Band's Own" })]));
      const seeded = await run(
        insertShows([show({ venue: "Sample A" }), show({ venue: "Sample B" })], { sample: true }),
      );
      expect(band!.sample).toBe(false);
      expect(seeded.map((row) => row.sample)).toEqual([true, true]);
      expect(await samples()).toBe(2);
      const removed = await run(DELETE_SAMPLE_SHOWS);
      expect(removed.map((row) => row.id).sort()).toEqual(seeded.map((row) => row.id).sort());
      expect((await run(SELECT_SHOWS)).map((row) => row.venue)).toEqual(["The Band's Own"]);
      expect(await samples()).toBe(0);
    });

    test("a sample show the band changes is theirs from then on", async () => {
      await run("delete from public.shows");
      const [sample] = await run(insertShows([show({ venue: "Sample Hall" })], { sample: true }));
      const [changed] = await run(updateShow(Number(sample!.id), { soldOut: true }));
      expect(changed!.sample).toBe(false);
      expect(await run(DELETE_SAMPLE_SHOWS)).toEqual([]);
    });

    test("replace_shows (import --replace) never marks a show as sample, even when the file says so", async () => {
      await run("delete from public.shows");
      const rows = [
        { ...jsonRow(show()), id: 4, sample: true },
        { ...jsonRow(show()), sample: true },
      ];
      const returned = await run(replaceShows(literal(JSON.stringify(rows))));
      expect(returned.map((row) => row.sample)).toEqual([false, false]);
    });
  });

  describe("replace_shows", () => {
    test("replaces every show; given ids are kept, the others continue above them in order", async () => {
      await run("delete from public.shows");
      await run(insertShows([show({ venue: "old 1" }), show({ venue: "old 2" })]));
      const rows = [
        { ...show({ venue: "kept 10", date: new Date("2026-08-01T00:00:00Z") }), id: 10 },
        show({ venue: "new A", date: null }),
        { ...show({ venue: "kept 3", date: new Date("2026-07-01T00:00:00Z") }), id: 3 },
        show({ venue: "new B", date: null, supportingArtists: [] }),
      ];
      const returned = await run(replaceShows(literal(JSON.stringify(rows.map(jsonRow)))));
      expect(returned.map((row) => [Number(row.id), row.venue])).toEqual([
        [3, "kept 3"],
        [10, "kept 10"],
        [11, "new A"],
        [12, "new B"],
      ]);
      expect((await run(SELECT_SHOWS)).map((row) => Number(row.id))).toEqual([3, 10, 11, 12]);
      const [next] = await run(insertShows([show({ venue: "after" })]));
      expect(Number(next!.id)).toBe(13);
      expect(asFields(await stored(10))).toEqual(expectedRow(rows[0]!));
      expect(asFields(await stored(12))).toEqual(expectedRow(rows[3]!));
    });

    test("an empty list empties the table and new ids start at 1", async () => {
      await run(insertShows([show()]));
      expect(await run(replaceShows(literal("[]")))).toEqual([]);
      expect(await run(SELECT_SHOWS)).toEqual([]);
      const [first] = await run(insertShows([show()]));
      expect(Number(first!.id)).toBe(1);
    });

    test("arbitrary text through the JSON argument comes back unchanged (property)", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(anyFields, fc.boolean()), { minLength: 1, maxLength: 4 }),
          async (entries) => {
            const rows = entries.map(([fields, withId], index) =>
              withId ? { ...fields, id: 100 + index } : fields,
            );
            const returned = await run(replaceShows(literal(JSON.stringify(rows.map(jsonRow)))));
            expect(returned).toHaveLength(rows.length);
            const byId = new Map(returned.map((row) => [Number(row.id), row]));
            const highest = Math.max(0, ...rows.flatMap((row) => ("id" in row ? [row.id] : [])));
            let nextId = highest + 1;
            for (const row of rows) {
              const id = "id" in row ? row.id : nextId++;
              expect(asFields(byId.get(id)!)).toEqual(expectedRow(row));
            }
          },
        ),
        { numRuns: 40 },
      );
    });
  });
});
