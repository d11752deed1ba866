import { type Show, type ShowFields, showWith } from "#app/lib/shows/fields.ts";

/**
 * Shows for tests: every field at its empty value (a scheduled show with
 * nothing but what the test gives), so a test names only what it is about
 * and a new column does not ripple into every test's literal.
 */
export function showFields(overrides: Partial<ShowFields> = {}): ShowFields {
  return showWith({ venue: "Test Venue", ...overrides });
}

/** A stored show: the fields, an id and no updatedAt unless given. */
export function storedShow(overrides: Partial<Show> & { id: number }): Show {
  return { updatedAt: null, ...showFields(overrides), ...overrides };
}

/**
 * The original columns of a show that has only its venue, written out: every
 * one empty. With LIFECYCLE_DEFAULTS, a new show as input, a stored row and
 * export read it.
 */
export const ORIGINAL_DEFAULTS = {
  date: null,
  city: null,
  state: null,
  price: null,
  supportingArtists: [] as string[],
  ageRestriction: null,
  ticketLink: null,
  flyerLink: null,
};

/**
 * The columns added after the original ten (the lifecycle migration's, and
 * the press kit's notable) of a plain show, written out: what a new show
 * holds, what a table without those columns reads as, what export prints. A
 * literal, so the tests say the defaults rather than derive them.
 */
export const LIFECYCLE_DEFAULTS = {
  status: "scheduled",
  previousDate: null,
  soldOut: false,
  onSaleDate: null,
  title: null,
  address: null,
  postalCode: null,
  country: null,
  notes: null,
  notable: false,
} as const;

/**
 * The original columns of the show at The Social but its date, as JSON would
 * write them too (no Date among them).
 */
export const SOCIAL_FIELDS = {
  venue: "The Social",
  city: "Orlando",
  state: "FL",
  price: 15,
  supportingArtists: ["Loopback"],
  ageRestriction: 21,
  ticketLink: "https://tickets.example.com/social",
  flyerLink: null,
};

/**
 * A complete show at The Social in Orlando, on New Year's Eve 2026 at 9 PM in
 * New York; `overrides` change some fields.
 */
export function socialShow(overrides: Partial<ShowFields> = {}): ShowFields {
  return showWith({ date: new Date("2027-01-01T02:00:00Z"), ...SOCIAL_FIELDS, ...overrides });
}
