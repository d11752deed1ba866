/**
 * The sample shows seeded into a new embedded database, placed relative to
 * the moment it is created so the Home page always has something to show.
 * They show off every case of a show card. Fictional venues and bands.
 */
import type { ShowFields } from "#app/lib/shows/fields.ts";
import { toWallClock, wallClockDaysFrom } from "#app/lib/time-zone.ts";

/**
 * The band content/site.config.ts ships with. A new database is seeded with
 * these shows only while the config still names it.
 */
export const SAMPLE_BAND_NAME = "The Placeholders";

const HOUR = 60 * 60 * 1000;

export function sampleShows(now: Date, timeZone: string): ShowFields[] {
  // Whole minutes, and never exactly local midnight, which would read as
  // "time not announced" and move the show under the date-only rule.
  const hoursAgo = (hours: number) => {
    const start = Math.floor((now.getTime() - hours * HOUR) / 60_000) * 60_000;
    const clock = toWallClock(new Date(start), timeZone);
    return new Date(clock.hour === 0 && clock.minute === 0 ? start - 60_000 : start);
  };
  const at = (days: number, hour: number, minute = 0) =>
    wallClockDaysFrom(now, days, { hour, minute }, timeZone) ?? new Date(now.getTime() + days * 24 * HOUR);

  return [
    // Started 5 hours ago: past the 4-hour rule, so not listed.
    {
      date: hoursAgo(5),
      venue: "The Sample Room",
      city: "Orlando",
      state: "FL",
      price: 10,
      supportingArtists: [],
      ageRestriction: 21,
      ticketLink: "https://example.com/tickets/past",
      flyerLink: null,
    },
    // Started 3 hours ago: still listed for another hour.
    {
      date: hoursAgo(3),
      venue: "Placeholder Hall",
      city: "Orlando",
      state: "FL",
      price: 12.5,
      supportingArtists: ["The Examples"],
      ageRestriction: 18,
      ticketLink: "https://example.com/tickets/tonight",
      flyerLink: null,
    },
    {
      date: at(3, 20),
      venue: "The Lorem Lounge",
      city: "Orlando",
      state: "FL",
      price: 15,
      supportingArtists: ["The Examples", "Dummy Text", "Foo Fighters of Bar"],
      ageRestriction: 21,
      ticketLink: "https://example.com/tickets/lorem-lounge",
      flyerLink: "https://example.com/flyers/lorem-lounge.jpg",
    },
    {
      date: at(10, 19, 30),
      venue: "Ipsum Amphitheater",
      city: "Tampa",
      state: "FL",
      price: 0,
      supportingArtists: [],
      ageRestriction: null,
      ticketLink: "https://example.com/tickets/ipsum",
      flyerLink: null,
    },
    // Local midnight: the time is not announced yet, only the date is shown.
    {
      date: at(17, 0),
      venue: "Dolor Street Festival",
      city: "St. Petersburg",
      state: "FL",
      price: null,
      supportingArtists: ["Sit Amet"],
      ageRestriction: null,
      ticketLink: null,
      flyerLink: null,
    },
    // No ticket link: "Tickets at door".
    {
      date: at(24, 21),
      venue: "The Consectetur Club",
      city: "Gainesville",
      state: null,
      price: 8,
      supportingArtists: [],
      ageRestriction: 18,
      ticketLink: null,
      flyerLink: null,
    },
    // No date yet: listed last, under "Date to be announced".
    {
      date: null,
      venue: "Adipiscing Arena",
      city: "Jacksonville",
      state: "FL",
      price: null,
      supportingArtists: [],
      ageRestriction: null,
      ticketLink: null,
      flyerLink: null,
    },
  ];
}
