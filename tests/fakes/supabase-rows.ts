import { toWallClock, wallClockDaysFrom } from "../../app/lib/time-zone.ts";
import { siteConfig } from "../../content/site.config.ts";
import { LIFECYCLE_DEFAULTS } from "../shows.ts";

/**
 * The rows the fake Supabase serves until a test writes: shows around today,
 * so the hosted Home page always lists some, and rows no store should accept.
 */

type Row = Record<string, unknown>;

/** Which table the fake serves: today's columns, or the ten the band's table had first. */
export const SUPABASE_TABLES = ["current", "original"] as const;
export type SupabaseTable = (typeof SUPABASE_TABLES)[number];
/** The columns of the band's table before supabase/migrations/20261123000000_show_lifecycle.sql. */
export const ORIGINAL_COLUMNS = [
  "id",
  "date",
  "venue",
  "city",
  "state",
  "price",
  "supportingArtists",
  "ageRestriction",
  "ticketLink",
  "flyerLink",
] as const;

const TIME_ZONE = siteConfig.timeZone;

/** Postgres' JSON form of a timestamptz, as PostgREST sends it: "2026-12-05T01:00:00+00:00". */
function timestamptz(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "+00:00");
}

/** Days from today at a wall-clock time in the band's zone. */
function daysFromNow(days: number, hour: number, minute = 0): Date {
  return wallClockDaysFrom(new Date(), days, { hour, minute }, TIME_ZONE)!;
}

/** Shows around today, so the hosted Home page always lists some; names say where they came from. */
export function hostedShowRows(): Record<string, unknown>[] {
  const tenDaysOut = toWallClock(daysFromNow(10, 19, 30), TIME_ZONE);
  const pad = (value: number) => String(value).padStart(2, "0");
  const rows: Row[] = [
    {
      id: 101,
      date: timestamptz(daysFromNow(-7, 20)),
      venue: "Hosted Past Hall",
      city: "Orlando",
      state: "FL",
      price: 12,
      supportingArtists: [],
      ageRestriction: 18,
      ticketLink: "https://tickets.example.com/hosted-past",
      flyerLink: null,
    },
    {
      id: 102,
      date: timestamptz(daysFromNow(3, 20)),
      venue: "Hosted Ballroom",
      city: "Orlando",
      state: "FL",
      price: 15,
      supportingArtists: ["The Stand-Ins", "Loopback"],
      ageRestriction: 21,
      ticketLink: "https://tickets.example.com/hosted-ballroom",
      flyerLink: null,
    },
    {
      // A `timestamp without time zone` column: wall-clock time in the band's zone.
      // Rescheduled from two days earlier, with the newer columns filled in.
      id: 103,
      date: `${tenDaysOut.year}-${pad(tenDaysOut.month)}-${pad(tenDaysOut.day)}T19:30:00`,
      venue: "Hosted Warehouse",
      city: "Tampa",
      state: "FL",
      price: null,
      supportingArtists: null,
      ageRestriction: null,
      ticketLink: null,
      flyerLink: null,
      status: "rescheduled",
      previousDate: timestamptz(daysFromNow(8, 19, 30)),
      title: "Hosted Release Party",
      address: "1 Warehouse Row",
      postalCode: "33602",
      country: "US",
      notes: "Doors at 7.",
    },
    {
      id: 105,
      date: timestamptz(daysFromNow(12, 21)),
      venue: "Hosted Cancelled Club",
      city: "Orlando",
      state: "FL",
      price: 10,
      supportingArtists: [],
      ageRestriction: null,
      ticketLink: "https://tickets.example.com/hosted-cancelled",
      flyerLink: null,
      status: "cancelled",
      soldOut: true,
    },
    {
      id: 106,
      date: timestamptz(daysFromNow(14, 20)),
      venue: "Hosted Sold Out Theater",
      city: "Miami",
      state: "FL",
      price: 30,
      supportingArtists: [],
      ageRestriction: null,
      ticketLink: "https://tickets.example.com/hosted-sold-out",
      flyerLink: null,
      soldOut: true,
    },
    {
      id: 104,
      date: null,
      venue: "Hosted Secret Show",
      city: "Miami",
      state: "FL",
      price: 0,
      supportingArtists: [],
      ageRestriction: null,
      ticketLink: null,
      flyerLink: null,
    },
  ];
  // Every newer column a row does not set holds its default, as in the table.
  return rows.map((row) => ({ ...COLUMN_DEFAULTS(), ...row }));
}

/** The newer columns' defaults (the lifecycle migration's); the rows' last change a fixed moment, so reads agree. */
const COLUMN_DEFAULTS = (): Row => ({ ...LIFECYCLE_DEFAULTS, updatedAt: "2026-11-20T15:00:00+00:00" });

/** Rows plus six that no store should accept. */
export function withBadRows(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  return [
    ...rows,
    { id: 901, date: "2026-02-30T20:00:00+00:00", venue: "Hosted February Thirtieth" },
    { id: 902, date: timestamptz(daysFromNow(5, 20)), venue: 42 },
    { id: 903, date: timestamptz(daysFromNow(6, 20)), venue: "Hosted Negative Price", price: -5 },
    { id: 904, date: timestamptz(daysFromNow(7, 20)), venue: "Hosted Bad Status", status: "maybe" },
    {
      id: 905,
      date: timestamptz(daysFromNow(8, 20)),
      venue: "Hosted Moved Yet Scheduled",
      status: "scheduled",
      previousDate: timestamptz(daysFromNow(2, 20)),
    },
    { id: 906, date: timestamptz(daysFromNow(9, 20)), venue: "Hosted Atlantis", country: "XX" },
  ];
}
