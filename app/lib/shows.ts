import { z } from "zod";
import { safeHttpUrl } from "./links";
import { formatAges, formatLineup, formatPlace, formatPrice } from "./show-details";
import { formatShowDate, isUpcoming, showDateTimeAttribute } from "./show-dates";
import { fromWallClock } from "./time-zone";

/** One row of the `shows` table, as the site uses it. */
export interface Show {
  id: number;
  /** null: date to be announced. */
  date: Date | null;
  venue: string;
  city: string | null;
  state: string | null;
  price: number | null;
  supportingArtists: string[];
  ageRestriction: number | null;
  ticketLink: string | null;
  flyerLink: string | null;
}

/** A show as a card displays it: every string ready to render, every link safe. */
export interface ShowCard {
  id: number;
  /** "April 25, 2025 at 8:00 PM"; null when the date is not announced. */
  dateText: string | null;
  /** For `<time datetime>`: "2025-04-25T20:00-04:00", or "2025-04-25" for a date-only show. */
  dateTime: string | null;
  venue: string;
  place: string | null;
  price: string | null;
  ages: string | null;
  lineup: string | null;
  ticketUrl: string | null;
  flyerUrl: string | null;
}

export interface ShowListing {
  /** Soonest first. */
  dated: ShowCard[];
  /** Listed last, under "Date to be announced". */
  undated: ShowCard[];
}

export const MAX_TEXT_LENGTH = 200;
export const MAX_SUPPORTING_ARTISTS = 50;

/**
 * "2025-04-25", "2025-04-25 20:00", "2025-04-25T20:00:00.123+00:00", "... +00" (Postgres' own
 * text form). An offset only ever follows a time: the "-25" of "2025-04-25" is the day.
 */
const DATE_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?\s*(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?)?)?$/i;

/**
 * A stored show date: an instant (timestamptz), or a string. A string with an
 * offset is that instant; one without (a `timestamp without time zone`
 * column) is wall-clock time in the band's time zone. Returns null when the
 * string is not a real date.
 */
export function parseStoredDate(value: Date | string, timeZone: string): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  // Parsed by hand rather than by `new Date()`, which rolls February 30 over
  // to March 2, rejects Postgres' "+00" and accepts garbage such as "hello-12".
  const match = DATE_PATTERN.exec(value.trim());
  if (!match) return null;
  const [
    ,
    year,
    month,
    day,
    hour = "0",
    minute = "0",
    second = "0",
    fraction = "",
    utc,
    sign,
    offsetHours,
    offsetMinutes = "0",
  ] = match;
  const clock = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second),
  };
  if (!utc && !sign) return fromWallClock(clock, timeZone);
  // An instant: the wall clock must be a real date and time, then the offset applies.
  const asUtc = fromWallClock(clock, "UTC");
  if (!asUtc || Number(offsetHours ?? 0) > 23 || Number(offsetMinutes) > 59) return null;
  const offset = (Number(offsetHours ?? 0) * 60 + Number(offsetMinutes)) * 60_000 * (sign === "-" ? -1 : 1);
  return new Date(asUtc.getTime() - offset + Number(fraction.slice(0, 3).padEnd(3, "0")));
}

const optionalText = z
  .string()
  .max(MAX_TEXT_LENGTH)
  .nullish()
  .transform((text) => (text?.trim() ? text.trim() : null));

/** Postgres `numeric` arrives as a string from some drivers. */
const price = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .nullish()
  .transform((value) => value ?? null)
  .refine((value) => value === null || (value >= 0 && value <= 100_000), "must be 0 to 100000");

/** Validates one stored row; every store (embedded or hosted) goes through it. */
export function showRowSchema(timeZone: string) {
  return z.object({
    // bigint: a number, a bigint or a digit string depending on the driver; never `true` or `[7]`.
    id: z
      .union([z.number(), z.bigint(), z.string().regex(/^\d+$/)])
      .transform(Number)
      .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
    date: z
      .union([z.date(), z.string()])
      .nullish()
      .transform((value, context) => {
        if (value === null || value === undefined) return null;
        const date = parseStoredDate(value, timeZone);
        if (!date) {
          context.addIssue({ code: "custom", message: `not a date: ${String(value)}` });
          return z.NEVER;
        }
        return date;
      }),
    venue: z.string().trim().min(1).max(MAX_TEXT_LENGTH),
    city: optionalText,
    state: optionalText,
    price,
    supportingArtists: z
      .array(z.string().max(MAX_TEXT_LENGTH))
      .max(MAX_SUPPORTING_ARTISTS)
      .nullish()
      .transform((names) => names ?? []),
    ageRestriction: z
      .number()
      .int()
      .min(0)
      .max(99)
      .nullish()
      .transform((value) => value ?? null),
    ticketLink: z
      .string()
      .nullish()
      .transform((value) => value ?? null),
    flyerLink: z
      .string()
      .nullish()
      .transform((value) => value ?? null),
  });
}

/**
 * Validates stored rows one by one, whichever store they come from: a bad
 * row is reported with its id (null when it has none) and left out.
 */
export function validateShowRows(
  rows: readonly unknown[],
  timeZone: string,
  onInvalid: (id: unknown, problems: string[]) => void,
): Show[] {
  const schema = showRowSchema(timeZone);
  const shows: Show[] = [];
  for (const row of rows) {
    const parsed = schema.safeParse(row);
    if (parsed.success) shows.push(parsed.data);
    else {
      onInvalid(
        (row as { id?: unknown } | null)?.id ?? null,
        parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
      );
    }
  }
  return shows;
}

export function toShowCard(show: Show, timeZone: string): ShowCard {
  return {
    id: show.id,
    dateText: show.date ? formatShowDate(show.date, timeZone) : null,
    dateTime: show.date ? showDateTimeAttribute(show.date, timeZone) : null,
    venue: show.venue,
    place: formatPlace(show.city, show.state),
    price: formatPrice(show.price),
    ages: formatAges(show.ageRestriction),
    lineup: formatLineup(show.supportingArtists),
    ticketUrl: safeHttpUrl(show.ticketLink),
    flyerUrl: safeHttpUrl(show.flyerLink),
  };
}

/** The shows still listed at `now`, soonest first, undated ones apart. */
export function listUpcomingShows(shows: readonly Show[], now: Date, timeZone: string): ShowListing {
  const listed = shows.filter((show) => isUpcoming(show.date, now, timeZone));
  const dated = listed
    .filter((show): show is Show & { date: Date } => show.date !== null)
    .sort((a, b) => a.date.getTime() - b.date.getTime() || a.id - b.id);
  const undated = listed.filter((show) => show.date === null).sort((a, b) => a.id - b.id);
  return {
    dated: dated.map((show) => toShowCard(show, timeZone)),
    undated: undated.map((show) => toShowCard(show, timeZone)),
  };
}
