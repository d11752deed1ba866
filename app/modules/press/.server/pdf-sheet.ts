import { toHexColor } from "#app/lib/colors.ts";
import { absoluteUrl } from "#app/lib/links.ts";
import { formatPlace } from "#app/lib/shows/details.ts";
import type { Show } from "#app/lib/shows/fields.ts";
import { MONTH_NAMES, toWallClock } from "#app/lib/time-zone.ts";
import { bookingMailto, type KeyNumbers, keyNumbers, pressQuotes } from "#app/modules/press/press.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import { serviceName } from "#app/site/services.ts";
import type { SiteConfig } from "#app/site/types.ts";

// Everything the PDF shows is here (with the pictures), so a hash of it names the drawn file.
export interface PressSheet {
  name: string;
  tagline: string;
  pitch: string;
  shortBio: string;
  /** About's quote first. */
  quotes: { text: string; source: string }[];
  /** The config's, else the counted ones from PLAYED_THRESHOLD shows up; empty when neither. */
  numbers: { value: string; label: string }[];
  /** Newest first. */
  notable: string[];
  listen: Link[];
  releases: { title: string; about: string; links: Link[] }[];
  videos: Link[];
  members: string[];
  /** The bookings address first. */
  contacts: { role: string; text: string; mailto: string }[];
  pressPage: string;
  photoCredit: string | null;
  /** Hex colours of the page style. */
  colours: { header: string; onHeader: string; accent: string };
}

export interface Link {
  label: string;
  url: string;
}

export interface SheetNumbers {
  since: Date | null;
  shows: number;
  cities: number;
  notable: Show[];
}

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
    // As the press page says them: the config's, else the counted ones from a threshold up.
    numbers: sheetNumbers(
      keyNumbers(config.press.numbers, numbers, (date) => String(toWallClock(date, config.timeZone).year)),
    ),
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

function sheetNumbers(numbers: KeyNumbers | null): PressSheet["numbers"] {
  const { shows, cities, firstShow } = numbers ?? {};
  return [
    ...(shows
      ? [{ value: shows.toLocaleString("en-US"), label: shows === 1 ? "show played" : "shows played" }]
      : []),
    ...(cities ? [{ value: cities.toLocaleString("en-US"), label: cities === 1 ? "city" : "cities" }] : []),
    ...(firstShow ? [{ value: firstShow, label: "first show" }] : []),
  ];
}

function notableShow(show: Show, timeZone: string): string {
  const where = [show.title, show.venue, formatPlace(show.city, show.state)].filter(Boolean).join(", ");
  if (!show.date) return where;
  const { year, month, day } = toWallClock(show.date, timeZone);
  return `${MONTH_NAMES[month - 1]} ${day}, ${year}: ${where}`;
}
