import { m } from "#app/i18n/compiled/messages.js";
import { bandText, currentLanguageTag } from "#app/i18n/site-languages.ts";
import { currentLanguage, localPath } from "#app/i18n/site-languages.ts";
import { toHexColor } from "#app/lib/colors.ts";
import { absoluteUrl } from "#app/lib/links.ts";
import { PRESS_PATH } from "#app/lib/pages.ts";
import { formatPlace } from "#app/lib/shows/details.ts";
import type { Show } from "#app/lib/shows/fields.ts";
import { toWallClock } from "#app/lib/time-zone.ts";
import { releaseText } from "#app/modules/music/index.ts";
import {
  bookingMailto,
  formatCount,
  type KeyNumbers,
  keyNumbers,
  pressQuotes,
} from "#app/modules/press/press.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import { serviceName } from "#app/site/services.ts";
import type { SiteConfig } from "#app/site/types.ts";

// Everything the PDF shows is here (with the pictures), so a hash of it names the drawn file: its own
// words too, in the request's language, so each language has its file.
export interface PressSheet {
  /** The language of its own words: "en". */
  lang: string;
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
  /** "Photo: …", as it is printed. */
  photoCredit: string | null;
  headings: { about: string; notableShows: string; music: string; videos: string; lineUp: string };
  /** The line at the foot, with the press page's address. */
  footer: string;
  /** The document's title, for the viewer's title bar. */
  title: string;
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
  const pressPage = absoluteUrl(siteUrl, localPath(PRESS_PATH));
  return {
    lang: currentLanguage(),
    name: config.name,
    tagline: [m.press_title(), config.genres.join(", "), config.hometown].filter(Boolean).join(" · "),
    pitch: bandText(config.press.pitch),
    shortBio: bandText(config.press.shortBio),
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
      // As the Music page words it: "EP, abril de 2025" in Spanish.
      about: releaseText(release.release),
      links: release.listen.map((link) => ({ label: serviceName(link), url: link.url })),
    })),
    videos: config.press.videos.slice(0, MAX_VIDEOS).map((video) => ({ label: video.title, url: video.url })),
    members: config.members.map((member) => `${member.name}, ${bandText(member.role)}`),
    contacts: [
      { role: m.press_bookings(), text: config.bookingsEmail, mailto: mailto(config.bookingsEmail) },
      ...config.press.contacts.map((contact) => ({
        role: bandText(contact.role),
        text: [contact.name, contact.company, contact.email, contact.phone].filter(Boolean).join(" · "),
        mailto: mailto(contact.email),
      })),
    ],
    pressPage,
    photoCredit: photo ? m.press_photo_credit({ credit: photo.credit }) : null,
    headings: {
      about: m.press_pdf_about(),
      notableShows: m.press_notable_shows(),
      music: m.press_music(),
      videos: m.press_videos(),
      lineUp: m.press_pdf_line_up(),
    },
    footer: m.press_pdf_footer({ url: pressPage }),
    title: m.press_pdf_title({ band: config.name }),
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
    ...(shows ? [{ value: formatCount(shows), label: m.press_pdf_shows_played({ count: shows }) }] : []),
    ...(cities ? [{ value: formatCount(cities), label: m.press_pdf_cities({ count: cities }) }] : []),
    ...(firstShow ? [{ value: firstShow, label: m.press_first_show() }] : []),
  ];
}

function notableShow(show: Show, timeZone: string): string {
  const where = [show.title, show.venue, formatPlace(show.city, show.state)].filter(Boolean).join(", ");
  if (!show.date) return where;
  const date = new Intl.DateTimeFormat(currentLanguageTag(), { dateStyle: "long", timeZone });
  return `${date.format(show.date)}: ${where}`;
}
