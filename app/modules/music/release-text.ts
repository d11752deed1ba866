import { m } from "#app/i18n/compiled/messages.js";
import { BASE_LANGUAGE, type Language, LANGUAGE_TAGS } from "#app/i18n/languages.ts";
import { currentLanguage } from "#app/i18n/site-languages.ts";
import { MONTH_NAMES } from "#app/lib/time-zone.ts";

const KINDS = { album: m.music_kind_album, ep: m.music_kind_ep, single: m.music_kind_single };

/** "EP, April 2025", "Single · 2024", "April 2025" (Spotify's), "2019": the kind and the month are optional. */
const RELEASE_TEXT = new RegExp(
  `^(?:(album|ep|single)(\\s*[,·]\\s*))?(?:(${MONTH_NAMES.join("|")}) )?(\\d+)$`,
  "i",
);

/**
 * A release's kind and date in `language` ("EP, April 2025" → "EP, abril de 2025"). The config's and
 * Spotify's are written in English; anything else the band wrote there is theirs and stays as written.
 */
export function releaseText(text: string, language: Language = currentLanguage()): string {
  if (language === BASE_LANGUAGE) return text;
  const match = RELEASE_TEXT.exec(text.trim());
  if (!match) return text;
  const [, kind, separator = "", month, year] = match;
  const date = month ? monthYear(month, Number(year), LANGUAGE_TAGS[language]) : year!;
  if (!kind) return date;
  const word = KINDS[kind.toLowerCase() as keyof typeof KINDS]({}, { locale: language });
  return `${kind === kind.toLowerCase() ? word.toLowerCase() : word}${separator}${date}`;
}

/** A calendar month, not an instant: formatted in UTC, the same in every zone. */
function monthYear(month: string, year: number, tag: string): string {
  const index = MONTH_NAMES.findIndex((name) => name.toLowerCase() === month.toLowerCase());
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC, which reads years 0-99 as 1900-1999.
  date.setUTCFullYear(year, index, 1);
  return new Intl.DateTimeFormat(tag, { month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}
