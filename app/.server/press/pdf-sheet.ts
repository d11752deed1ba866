import { absoluteUrl } from "#app/lib/links.ts";
import { toHexColor } from "#app/lib/colors.ts";
import { bookingMailto, pressQuotes } from "#app/lib/press.ts";
import { formatPlace } from "#app/lib/shows/details.ts";
import type { Show } from "#app/lib/shows/fields.ts";
import { MONTH_NAMES, toWallClock } from "#app/lib/time-zone.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import { serviceName } from "#app/site/services.ts";
import type { SiteConfig } from "#app/site/types.ts";

/**
 * What the one-page press kit (/press.pdf) says, as plain strings: the
 * band's name, pitch, short bio, key numbers, music and contacts, taken from
 * the config and the shows. Everything the PDF shows is here (and the
 * pictures), so a hash of it names the drawn file.
 */
export interface PressSheet {
  name: string;
  /** "Press kit · Rock, Rock and roll · Orlando, FL" */
  tagline: string;
  pitch: string;
  shortBio: string;
  /** What the press wrote, About's quote first. */
  quotes: { text: string; source: string }[];
  /** "120" "shows", "34" "cities", "2018" "first show"; empty before the first show, or when the shows could not be read. */
  numbers: { value: string; label: string }[];
  /** "April 25, 2025: Sample Fest, The Venue, Orlando, FL", newest first. */
  notable: string[];
  /** Where to listen: the band's artist pages. */
  listen: Link[];
  /** The releases, newest first, each with its links. */
  releases: { title: string; about: string; links: Link[] }[];
  /** Videos on other sites: their titles and addresses. */
  videos: Link[];
  /** "Sam Sample, vocals, rhythm guitar" */
  members: string[];
  /** The bookings address first, then the agents and managers. */
  contacts: { role: string; text: string; mailto: string }[];
  /** The press page, where the photos, the logo and the long bio are. */
  pressPage: string;
  photoCredit: string | null;
  /** Hex colours of the page style: the header's band, the words on it, headings and links. */
  colours: { header: string; onHeader: string; accent: string };
}

export interface Link {
  label: string;
  url: string;
}

/** What the sheet needs of the press numbers (app/.server/press/numbers.ts). */
export interface SheetNumbers {
  since: Date | null;
  shows: number;
  cities: number;
  notable: Show[];
}

/** How many of each the page has room for at most. */
const MAX_RELEASES = 4;
const MAX_NOTABLE = 4;
const MAX_QUOTES = 3;
const MAX_VIDEOS = 3;

export function pressSheet(config: SiteConfig, numbers: SheetNumbers | null, siteUrl: string): PressSheet {
  const mailto = (email: string) => bookingMailto(email, config.name);
  const style = pageStyles[config.activeStyle];
  const [photo] = config.press.photos;
  return {
    name: config.name,
    tagline: ["Press kit", config.genres.join(", "), config.hometown].filter(Boolean).join(" · "),
    pitch: config.press.pitch,
    shortBio: config.press.shortBio,
    quotes: pressQuotes(config)
      .slice(0, MAX_QUOTES)
      .map((quote) => ({ text: quote.quote, source: quote.source })),
    // Before the first show the press page says nothing of shows played, and nor does the sheet.
    numbers: numbers && numbers.shows > 0 ? keyNumbers(numbers, config.timeZone) : [],
    notable: (numbers?.notable ?? []).slice(0, MAX_NOTABLE).map((show) => notableShow(show, config.timeZone)),
    listen: config.artistPages.map((link) => ({ label: serviceName(link), url: link.url })),
    releases: config.releases.slice(0, MAX_RELEASES).map((release) => ({
      title: release.title,
      about: release.release,
      links: release.listen.map((link) => ({ label: serviceName(link), url: link.url })),
    })),
    videos: config.press.videos.slice(0, MAX_VIDEOS).map((video) => ({ label: video.title, url: video.url })),
    members: config.members.map((member) => `${member.name}, ${member.role}`),
    contacts: [
      { role: "Bookings", text: config.bookingsEmail, mailto: mailto(config.bookingsEmail) },
      ...config.press.contacts.map((contact) => ({
        role: contact.role,
        text: [contact.name, contact.company, contact.email, contact.phone].filter(Boolean).join(" · "),
        mailto: mailto(contact.email),
      })),
    ],
    pressPage: absoluteUrl(siteUrl, "/press"),
    photoCredit: photo ? photo.credit : null,
    colours: {
      header: toHexColor(style.backgroundColor) ?? "#000000",
      onHeader: toHexColor(style.highlight) ?? "#ffffff",
      accent: toHexColor(style.accentColor) ?? "#1c1917",
    },
  };
}

function keyNumbers({ since, shows, cities }: SheetNumbers, timeZone: string): PressSheet["numbers"] {
  return [
    { value: shows.toLocaleString("en-US"), label: shows === 1 ? "show played" : "shows played" },
    { value: cities.toLocaleString("en-US"), label: cities === 1 ? "city" : "cities" },
    ...(since ? [{ value: String(toWallClock(since, timeZone).year), label: "first show" }] : []),
  ];
}

/** "April 25, 2025: Sample Fest, The Venue, Orlando, FL" */
function notableShow(show: Show, timeZone: string): string {
  const where = [show.title, show.venue, formatPlace(show.city, show.state)].filter(Boolean).join(", ");
  if (!show.date) return where;
  const { year, month, day } = toWallClock(show.date, timeZone);
  return `${MONTH_NAMES[month - 1]} ${day}, ${year}: ${where}`;
}
