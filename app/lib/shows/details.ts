import { m } from "#app/i18n/compiled/messages.js";
import { currentLanguageTag } from "#app/i18n/site-languages.ts";

// Each returns null when there is nothing to show, in the page's language.

const dollarFormats = new Map<string, Intl.NumberFormat>();

function dollars(): Intl.NumberFormat {
  const tag = currentLanguageTag();
  let format = dollarFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    dollarFormats.set(tag, format);
  }
  return format;
}

/** 15 → "$15", 12.5 → "$12.50", 0 → "Free". */
export function formatPrice(price: number | null | undefined): string | null {
  if (price === null || price === undefined || !Number.isFinite(price) || price < 0) return null;
  if (price === 0) return m.shows_price_free();
  const text = dollars().format(price);
  return text.endsWith(".00") ? text.slice(0, -3) : text;
}

export function formatAges(ageRestriction: number | null | undefined): string | null {
  if (ageRestriction === null || ageRestriction === undefined) return null;
  if (!Number.isInteger(ageRestriction) || ageRestriction < 0) return null;
  return m.shows_ages({ age: ageRestriction });
}

export function formatLineup(supportingArtists: readonly string[] | null | undefined): string | null {
  const names = (supportingArtists ?? []).map((name) => name.trim()).filter(Boolean);
  return names.length > 0 ? m.shows_lineup({ names: names.join(", ") }) : null;
}

/** "The Social, Orlando": how a show is named in a list or a line of the band's activity. */
export function venueAndCity(show: { venue: string; city: string | null }): string {
  return [show.venue, show.city].filter(Boolean).join(", ");
}

export function formatPlace(
  city: string | null | undefined,
  state: string | null | undefined,
): string | null {
  const parts = [city, state].map((part) => part?.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : null;
}
