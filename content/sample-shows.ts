/**
 * The sample shows seeded into a new embedded database, placed relative to
 * the moment it is created so the Home page always has something to show.
 * They show off every case of a show card and every state of a show's life
 * (the table under "A show's life" in docs/shows.md), and a few past shows
 * for /shows/past.
 * Fictional venues and bands; the addresses are made up too.
 */
import { type ShowFields, showWith } from "#app/lib/shows/fields.ts";
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
    // Past shows: on /shows/past, in this year and the one before.
    showWith({
      date: at(-380, 20),
      venue: "The Boilerplate Bar",
      city: "Orlando",
      state: "FL",
      address: "100 Sample Ave",
      postalCode: "32801",
      price: 8,
      ageRestriction: 21,
      supportingArtists: ["The Examples"],
    }),
    showWith({
      date: at(-45, 21),
      venue: "Mock Music Hall",
      city: "Atlanta",
      state: "GA",
      address: "42 Fixture St NE",
      postalCode: "30308",
      price: 18,
      notes: "Our first show outside Florida. Thank you, Atlanta!",
      notable: true,
    }),
    // Started 5 hours ago: past the 4-hour rule, so no longer on Home.
    showWith({
      date: hoursAgo(5),
      venue: "The Sample Room",
      city: "Orlando",
      state: "FL",
      price: 10,
      ageRestriction: 21,
      ticketLink: "https://example.com/tickets/past",
    }),
    // Started 3 hours ago: still listed for another hour.
    showWith({
      date: hoursAgo(3),
      venue: "Placeholder Hall",
      city: "Orlando",
      state: "FL",
      price: 12.5,
      supportingArtists: ["The Examples"],
      ageRestriction: 18,
      ticketLink: "https://example.com/tickets/tonight",
    }),
    // Scheduled, with everything a show's page can show.
    showWith({
      date: at(3, 20),
      venue: "The Lorem Lounge",
      city: "Orlando",
      state: "FL",
      address: "123 Lorem Ave",
      postalCode: "32803",
      price: 15,
      supportingArtists: ["The Examples", "Dummy Text", "Foo Fighters of Bar"],
      ageRestriction: 21,
      ticketLink: "https://example.com/tickets/lorem-lounge",
      // A picture in content/flyers/: the page shows it, made ready for the web by the build.
      flyerLink: "lorem-lounge.png",
      notes: "Doors 7 PM. Free parking behind the venue.",
    }),
    // Sold out: no ticket button.
    showWith({
      date: at(10, 19, 30),
      venue: "Ipsum Amphitheater",
      city: "Tampa",
      state: "FL",
      address: "500 Ipsum Blvd",
      postalCode: "33602",
      price: 0,
      ticketLink: "https://example.com/tickets/ipsum",
      soldOut: true,
    }),
    // Local midnight: the time is not announced yet, only the date is shown.
    // Tickets go on sale in two days, at 10 AM.
    showWith({
      date: at(17, 0),
      venue: "Dolor Street Festival",
      city: "St. Petersburg",
      state: "FL",
      supportingArtists: ["Sit Amet"],
      ticketLink: "https://example.com/tickets/dolor-fest",
      onSaleDate: at(2, 10),
    }),
    // No ticket link: "Tickets at door".
    showWith({
      date: at(24, 21),
      venue: "The Consectetur Club",
      city: "Gainesville",
      state: "FL",
      price: 8,
      ageRestriction: 18,
    }),
    // Cancelled (it had sold out): listed until its 4-hour window ends, no tickets.
    showWith({
      date: at(31, 20),
      venue: "Elit Ballroom",
      city: "Miami",
      state: "FL",
      price: 20,
      ticketLink: "https://example.com/tickets/elit",
      soldOut: true,
      status: "cancelled",
      notes: "Cancelled: the venue flooded. Tickets are refunded where you bought them.",
    }),
    // Rescheduled: the new date, 'Moved from' the old one. A named event, abroad.
    showWith({
      date: at(38, 20),
      previousDate: at(12, 20),
      status: "rescheduled",
      title: "Placeholders Live in Toronto",
      venue: "The Tempor Theatre",
      city: "Toronto",
      state: "ON",
      address: "1 Tempor St W",
      postalCode: "M5V 2T6",
      country: "CA",
      price: 25,
      ticketLink: "https://example.com/tickets/tempor",
    }),
    // Postponed: on its original date, new date to come.
    showWith({
      date: at(45, 20),
      status: "postponed",
      venue: "Incididunt Hall",
      city: "Savannah",
      state: "GA",
      price: 12,
      ticketLink: "https://example.com/tickets/incididunt",
    }),
    // No date yet: listed last, under "Date to be announced".
    showWith({ date: null, venue: "Adipiscing Arena", city: "Jacksonville", state: "FL" }),
  ];
}
