import fc from "fast-check";
import { describe, expect, test } from "vitest";

import { parseStoredDate } from "#app/lib/shows/date-text.ts";
import { type Show } from "#app/lib/shows/fields.ts";
import { flyerOf } from "#app/lib/shows/flyer.ts";
import { showRowSchema } from "#app/lib/shows/stored.ts";
import { listUpcomingShows } from "#app/lib/shows/view.ts";
import { LIFECYCLE_DEFAULTS, ORIGINAL_DEFAULTS, storedShow } from "#tests/shows.ts";

/** The band's zone (content/site.config.ts). */
const NEW_YORK = "America/New_York";
const SETTINGS = { timeZone: NEW_YORK, country: "US" };
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

const at = (iso: string) => new Date(iso);

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

describe("parseStoredDate", () => {
  test.each([
    // Without an offset: wall-clock time in the band's zone (standard time in winter).
    ["2025-04-25 20:00", NEW_YORK, "2025-04-26T00:00:00.000Z"],
    ["2025-04-25T20:00", NEW_YORK, "2025-04-26T00:00:00.000Z"],
    ["2025-04-25 20:00:00", NEW_YORK, "2025-04-26T00:00:00.000Z"],
    ["  2025-04-25T20:00:00  ", NEW_YORK, "2025-04-26T00:00:00.000Z"],
    ["2025-01-10 20:00", NEW_YORK, "2025-01-11T01:00:00.000Z"],
    // Wall-clock time in whichever zone it is given.
    ["2025-04-25 20:00", "Europe/Berlin", "2025-04-25T18:00:00.000Z"],
    ["2025-04-25 20:00", "Australia/Lord_Howe", "2025-04-25T09:30:00.000Z"],
    // A date alone: local midnight, the date-only show.
    ["2025-04-25", NEW_YORK, "2025-04-25T04:00:00.000Z"],
    ["2025-12-31", NEW_YORK, "2025-12-31T05:00:00.000Z"],
    ["2025-04-25", "Asia/Tokyo", "2025-04-24T15:00:00.000Z"],
    // With an offset: that instant.
    ["2025-04-26T00:00:00Z", NEW_YORK, "2025-04-26T00:00:00.000Z"],
    ["2025-04-26T00:00:00z", NEW_YORK, "2025-04-26T00:00:00.000Z"],
    ["2025-04-26T00:00:00.250Z", NEW_YORK, "2025-04-26T00:00:00.250Z"],
    ["2025-04-25T20:00:00-04:00", NEW_YORK, "2025-04-26T00:00:00.000Z"],
    ["2025-04-26T02:00:00+02:00", NEW_YORK, "2025-04-26T00:00:00.000Z"],
    ["2025-04-26T05:30:00+0530", NEW_YORK, "2025-04-26T00:00:00.000Z"],
    // Supabase (PostgREST) and Postgres' own text output.
    ["2025-04-26T00:00:00+00:00", NEW_YORK, "2025-04-26T00:00:00.000Z"],
    ["2025-04-26 00:00:00+00", NEW_YORK, "2025-04-26T00:00:00.000Z"],
    ["2025-04-25 20:00:00-04", NEW_YORK, "2025-04-26T00:00:00.000Z"],
    ["2025-04-26 00:00:00.123456+00", NEW_YORK, "2025-04-26T00:00:00.123Z"],
  ])("reads %j in %s as %s", (text, zone, instant) => {
    expect(iso(parseStoredDate(text, zone))).toBe(instant);
  });

  test("passes a Date (a timestamptz from the driver) through, and rejects an invalid one", () => {
    expect(iso(parseStoredDate(at("2025-04-26T00:00:00Z"), NEW_YORK))).toBe("2025-04-26T00:00:00.000Z");
    expect(parseStoredDate(new Date(Number.NaN), NEW_YORK)).toBeNull();
  });

  test.each([
    "",
    "   ",
    "not a date",
    "hello-12",
    "TBA-04",
    "April 25, 2025",
    "04/25/2025",
    "2025-4-25",
    "2025/04/25",
    "20250425",
    "2025-04-25 8pm",
    "2025-04-25T20",
    "2025-04-25Z",
    "2025-04-25-04:00",
    "2025-04-25T20:00:00+25:00",
    "2025-04-25T20:00:00 EST",
    // Dates and times that are not on the calendar.
    "2025-02-30",
    "2025-02-30 20:00",
    "2025-02-30T20:00:00Z",
    "2025-02-29",
    "2025-02-29T20:00:00+00:00",
    "2025-04-31 20:00",
    "2025-13-01",
    "2025-00-10",
    "2025-04-00",
    "2025-04-25 24:00",
    "2025-04-25 20:60",
    "2025-04-25T24:00:00Z",
  ])("returns null for %j, unparseable or not on the calendar", (value) => {
    expect(parseStoredDate(value, NEW_YORK)).toBeNull();
  });

  test("returns null for a time the clocks skip, and the earlier instant for one they repeat", () => {
    expect(parseStoredDate("2025-03-09 02:30", NEW_YORK)).toBeNull();
    expect(parseStoredDate("2025-03-09T02:00:00", NEW_YORK)).toBeNull();
    expect(iso(parseStoredDate("2025-03-09 03:00", NEW_YORK))).toBe("2025-03-09T07:00:00.000Z");
    expect(iso(parseStoredDate("2025-11-02 01:30", NEW_YORK))).toBe("2025-11-02T05:30:00.000Z");
    // With an offset the instant is unambiguous.
    expect(iso(parseStoredDate("2025-11-02T01:30:00-05:00", NEW_YORK))).toBe("2025-11-02T06:30:00.000Z");
  });

  test("reads back any instant written in ISO form", () => {
    fc.assert(
      fc.property(
        fc.date({ min: at("1971-01-01T00:00:00Z"), max: at("2099-12-31T00:00:00Z"), noInvalidDate: true }),
        (date) => {
          expect(iso(parseStoredDate(date.toISOString(), NEW_YORK))).toBe(date.toISOString());
        },
      ),
    );
  });
});

describe("showRowSchema", () => {
  const schema = showRowSchema(NEW_YORK);
  const row = {
    id: 1,
    date: "2025-04-25 20:00",
    venue: "The Social",
    city: "Orlando",
    state: "FL",
    price: 15,
    supportingArtists: ["The Openers"],
    ageRestriction: 21,
    ticketLink: "https://tickets.example/1",
    flyerLink: null,
  };

  /** The fields a rejected row is rejected for. */
  function rejectedFields(input: unknown): string[] {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    return [...new Set(result.error!.issues.map((issue) => String(issue.path[0])))];
  }

  /** The lifecycle migration's columns as a table without them reads: their defaults. */
  const NEWER_COLUMNS_DEFAULTS = { ...LIFECYCLE_DEFAULTS, updatedAt: null };

  test("reads a row of the original ten columns, every newer column as its default", () => {
    // Every column as it is, but the date: 8 PM in New York.
    expect(schema.parse(row)).toEqual({
      ...row,
      date: at("2025-04-26T00:00:00Z"),
      ...NEWER_COLUMNS_DEFAULTS,
    });
  });

  test("reads a row with every newer column", () => {
    const parsed = schema.parse({
      ...row,
      status: "rescheduled",
      previousDate: "2025-04-18T20:00:00-04:00",
      soldOut: true,
      onSaleDate: "2025-03-01 10:00",
      title: " Release Show ",
      address: "54 N Orange Ave",
      postalCode: "32801",
      country: "us",
      notes: "Doors 7 PM",
      updatedAt: "2025-03-02T12:00:00.123456+00:00",
    });
    expect(parsed).toMatchObject({
      status: "rescheduled",
      previousDate: at("2025-04-19T00:00:00Z"),
      soldOut: true,
      onSaleDate: at("2025-03-01T15:00:00Z"),
      title: "Release Show",
      address: "54 N Orange Ave",
      postalCode: "32801",
      country: "US",
      notes: "Doors 7 PM",
      updatedAt: at("2025-03-02T12:00:00.123Z"),
    });
  });

  test("null in a column with a default reads as the default (a hand-edited hosted row)", () => {
    expect(schema.parse({ ...row, status: null, soldOut: null, updatedAt: null })).toMatchObject({
      status: "scheduled",
      soldOut: false,
      updatedAt: null,
    });
  });

  test("rejects a bad status, a previous date on a show that is not rescheduled, an unknown country", () => {
    expect(rejectedFields({ ...row, status: "maybe" })).toEqual(["status"]);
    expect(rejectedFields({ ...row, status: "postponed", previousDate: "2025-04-18 20:00" })).toEqual([
      "previousDate",
    ]);
    expect(rejectedFields({ ...row, country: "XX" })).toEqual(["country"]);
    expect(rejectedFields({ ...row, soldOut: "yes" })).toEqual(["soldOut"]);
    expect(rejectedFields({ ...row, updatedAt: "yesterday" })).toEqual(["updatedAt"]);
  });

  test("reads a Postgres numeric price that arrives as a string", () => {
    expect(schema.parse({ ...row, price: "12.50" }).price).toBe(12.5);
    expect(schema.parse({ ...row, price: "15" }).price).toBe(15);
    expect(schema.parse({ ...row, price: "0" }).price).toBe(0);
  });

  test("reads an id that arrives as a string or a bigint", () => {
    expect(schema.parse({ ...row, id: "7" }).id).toBe(7);
    expect(schema.parse({ ...row, id: 7n }).id).toBe(7);
  });

  test("rejects an id that only converts to a number: true, [7], 1.5, -3", () => {
    for (const id of [true, [7], 1.5, -3, "7a", ""]) {
      expect(schema.safeParse({ ...row, id }).success, JSON.stringify(id)).toBe(false);
    }
  });

  test("fills in missing optional fields", () => {
    expect(schema.parse({ id: 2, venue: "The Social" })).toEqual({
      id: 2,
      venue: "The Social",
      ...ORIGINAL_DEFAULTS,
      ...NEWER_COLUMNS_DEFAULTS,
    });
    expect(
      schema.parse({
        ...row,
        date: null,
        city: null,
        state: null,
        price: null,
        supportingArtists: null,
        ageRestriction: null,
        ticketLink: null,
      }),
    ).toMatchObject({ date: null, city: null, price: null, supportingArtists: [], ageRestriction: null });
  });

  test("takes out control and text-direction characters of a row stored before input refused them", () => {
    const parsed = schema.parse({
      ...row,
      venue: "Evil\u001b]0;pwned\u0007 Hall",
      city: "Or\u202elando",
      state: "\u001b[2J",
      supportingArtists: ["The\u009b Openers", "\u0007"],
      title: "Fest\r\nBEGIN:VEVENT",
      notes: "Doors 7 PM\r\nAll ages\u001b[2J",
    });
    expect(parsed).toMatchObject({
      venue: "Evil]0;pwned Hall",
      city: "Orlando",
      state: "[2J",
      supportingArtists: ["The Openers"],
      title: "Fest BEGIN:VEVENT",
      // The notes alone may run over lines.
      notes: "Doors 7 PM\nAll ages[2J",
    });
    // A venue of nothing but such characters is no venue: the row is skipped, as any invalid row.
    expect(rejectedFields({ ...row, venue: "\u001b\u0007" })).toEqual(["venue"]);
  });

  test("trims text and treats blank text as missing", () => {
    const parsed = schema.parse({ ...row, venue: "  The Social  ", city: "   ", state: " FL " });
    expect(parsed).toMatchObject({ venue: "The Social", city: null, state: "FL" });
  });

  test("reads a stored date as wall-clock time in the band's zone, or as an instant", () => {
    expect(schema.parse({ ...row, date: "2025-04-25" }).date).toEqual(at("2025-04-25T04:00:00Z"));
    expect(schema.parse({ ...row, date: "2025-04-26T00:00:00+00:00" }).date).toEqual(
      at("2025-04-26T00:00:00Z"),
    );
    expect(schema.parse({ ...row, date: at("2025-04-26T00:00:00Z") }).date).toEqual(
      at("2025-04-26T00:00:00Z"),
    );
  });

  test.each([
    ["an empty venue", { venue: "" }, "venue"],
    ["a blank venue", { venue: "   " }, "venue"],
    ["a venue over 200 characters", { venue: "x".repeat(201) }, "venue"],
    ["a negative price", { price: -1 }, "price"],
    ["a negative price string", { price: "-1" }, "price"],
    ["a price that is not a number", { price: "twelve" }, "price"],
    ["a price with a comma", { price: "12,50" }, "price"],
    ["an absurd price", { price: 100_001 }, "price"],
    ["ages 150", { ageRestriction: 150 }, "ageRestriction"],
    ["non-integer ages", { ageRestriction: 18.5 }, "ageRestriction"],
    ["negative ages", { ageRestriction: -1 }, "ageRestriction"],
    [
      "51 supporting artists",
      { supportingArtists: Array.from({ length: 51 }, (_, i) => `Band ${i}`) },
      "supportingArtists",
    ],
    ["an unparseable date", { date: "not a date" }, "date"],
    ["February 30", { date: "2025-02-30 20:00" }, "date"],
    ["a time the clocks skip", { date: "2025-03-09 02:30" }, "date"],
    ["a zero id", { id: 0 }, "id"],
    ["a non-numeric id", { id: "abc" }, "id"],
    ["a city over 200 characters", { city: "x".repeat(201) }, "city"],
  ])("rejects a row with %s", (_name, change, field) => {
    expect(rejectedFields({ ...row, ...change })).toEqual([field]);
  });

  test("rejects a row without a venue", () => {
    expect(rejectedFields({ ...row, venue: undefined })).toEqual(["venue"]);
  });

  test("accepts the limits themselves", () => {
    expect(
      schema.safeParse({
        ...row,
        supportingArtists: Array.from({ length: 50 }, (_, i) => `Band ${i}`),
        ageRestriction: 99,
        venue: "x".repeat(200),
        price: 100_000,
      }).success,
    ).toBe(true);
  });
  test.each([
    ["a link", "https://flyers.example/1.png", { kind: "link", url: "https://flyers.example/1.png" }],
    ["a picture's name in content/flyers/", "lorem-lounge.jpg", { kind: "file", name: "lorem-lounge.jpg" }],
    ["a path, which names no flyer", "../secrets/lorem.jpg", null],
    ["an unsafe link, which names no flyer", "javascript:alert(1)", null],
    ["a name that is not a picture's", "notes.txt", null],
  ])("keeps a stored flyer as it is, %s, and the page reads what it names", (_name, flyerLink, flyer) => {
    const stored = schema.parse({ ...row, flyerLink });
    expect(stored.flyerLink).toBe(flyerLink);
    expect(flyerOf(stored.flyerLink)).toEqual(flyer);
  });
});

describe("listUpcomingShows", () => {
  function show(id: number, date: string | null, extra: Partial<Show> = {}): Show {
    return storedShow({ id, date: date === null ? null : at(date), venue: `Venue ${id}`, ...extra });
  }
  const now = at("2025-04-20T16:00:00Z"); // April 20, 2025, 12:00 PM in New York

  test("lists dated shows soonest first, then same-time shows by id", () => {
    const shows = [
      show(1, "2025-06-01T00:00:00Z"),
      show(2, "2025-04-26T00:00:00Z"),
      show(5, "2025-05-01T00:00:00Z"),
      show(3, "2025-05-01T00:00:00Z"),
      show(4, "2025-04-21T23:00:00Z"),
    ];
    const listing = listUpcomingShows(shows, now, SETTINGS);
    expect(listing.dated.map((card) => card.id)).toEqual([4, 2, 3, 5, 1]);
    expect(listing.undated).toEqual([]);
    // The caller's array is left in its order.
    expect(shows.map((item) => item.id)).toEqual([1, 2, 5, 3, 4]);
  });

  test("lists shows without a date apart, after the dated ones, by id", () => {
    const listing = listUpcomingShows(
      [show(9, null), show(1, "2025-06-01T00:00:00Z"), show(3, null)],
      now,
      SETTINGS,
    );
    expect(listing.dated.map((card) => card.id)).toEqual([1]);
    expect(listing.undated.map((card) => card.id)).toEqual([3, 9]);
    expect(listing.undated[0]).toMatchObject({ dateText: null, dateTime: null });
  });

  test("keeps a show listed until 4 hours after its start", () => {
    const shows = [
      show(1, new Date(now.getTime() - 4 * HOUR + MINUTE).toISOString()),
      show(2, new Date(now.getTime() - 4 * HOUR).toISOString()),
      show(3, new Date(now.getTime() - 24 * HOUR).toISOString()),
      show(4, new Date(now.getTime() + MINUTE).toISOString()),
    ];
    expect(listUpcomingShows(shows, now, SETTINGS).dated.map((card) => card.id)).toEqual([1, 4]);
  });

  test("keeps a date-only show listed until 04:00 the next day in the band's zone", () => {
    const shows = [show(1, "2025-04-25T04:00:00Z")]; // April 25, 2025 (no time)
    const listedAt = (when: string) =>
      listUpcomingShows(shows, at(when), SETTINGS).dated.map((card) => card.id);
    expect(listedAt("2025-04-26T03:59:00Z")).toEqual([1]); // 11:59 PM
    expect(listedAt("2025-04-26T07:59:59Z")).toEqual([1]); // 3:59:59 AM next day
    expect(listedAt("2025-04-26T08:00:00Z")).toEqual([]); // 4:00 AM next day
  });

  test("gives each card display-ready strings and safe links", () => {
    const listing = listUpcomingShows(
      [
        show(1, "2025-04-26T00:00:00Z", {
          venue: "The Social",
          city: "Orlando",
          state: "FL",
          price: 12.5,
          supportingArtists: ["A", "B"],
          ageRestriction: 21,
          ticketLink: "https://tickets.example/show/1",
          flyerLink: "http://flyers.example/1.png",
        }),
        show(2, "2025-04-27T04:00:00Z", { city: "Tampa", price: 0 }),
      ],
      now,
      SETTINGS,
    );
    expect(listing.dated).toMatchObject([
      {
        id: 1,
        path: "/shows/1",
        heading: "The Social",
        dateText: "April 25, 2025 at 8:00 PM",
        dateTime: "2025-04-25T20:00-04:00",
        venue: "The Social",
        place: "Orlando, FL",
        price: "$12.50",
        ages: "Ages 21+",
        lineup: "With A, B",
        lifecycle: { tickets: { kind: "buy", url: "https://tickets.example/show/1" } },
        flyerUrl: "http://flyers.example/1.png",
      },
      {
        id: 2,
        dateText: "April 27, 2025",
        dateTime: "2025-04-27",
        venue: "Venue 2",
        place: "Tampa",
        price: "Free",
        ages: null,
        lineup: null,
        lifecycle: { tickets: { kind: "at-door" } },
        flyerUrl: null,
      },
    ]);
  });

  test.each([
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "data:text/html,x",
    "/tickets",
    "//evil.example/tickets",
    "tickets",
  ])("does not link the unsafe ticket or flyer link %j", (link) => {
    const listing = listUpcomingShows(
      [
        show(1, "2025-04-26T00:00:00Z", { ticketLink: link, flyerLink: link }),
        show(2, null, { ticketLink: link }),
      ],
      now,
      SETTINGS,
    );
    expect(listing.dated[0]).toMatchObject({ lifecycle: { tickets: { kind: "at-door" } }, flyerUrl: null });
    expect(listing.undated[0]).toMatchObject({ lifecycle: { tickets: { kind: "at-door" } } });
  });

  test("lists nothing when there are no shows", () => {
    expect(listUpcomingShows([], now, SETTINGS)).toEqual({ dated: [], undated: [] });
  });

  test("reads rows from the store and lists them in the band's zone", () => {
    const schema = showRowSchema(NEW_YORK);
    const shows = [
      { id: 1, date: "2025-04-25", venue: "The Social" },
      { id: 2, date: "2025-04-25 20:00", venue: "Will's Pub", price: "12.50" },
      { id: 3, date: null, venue: "Somewhere" },
    ].map((row) => schema.parse(row));
    const listing = listUpcomingShows(shows, at("2025-04-25T20:00:00Z"), SETTINGS);
    expect(listing.dated.map((card) => [card.venue, card.dateText, card.price])).toEqual([
      ["The Social", "April 25, 2025", null],
      ["Will's Pub", "April 25, 2025 at 8:00 PM", "$12.50"],
    ]);
    expect(listing.undated.map((card) => card.venue)).toEqual(["Somewhere"]);
  });
});
