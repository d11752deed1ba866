import { SHOW_COLUMNS, type ShowColumn } from "#app/lib/shows/fields.ts";
import { optionOf } from "./options.ts";

/**
 * The names a file's column may go by, for import: its own, its option
 * (--with, --tickets, --ages, --postal-code), and the names spreadsheets tend
 * to give it. Every name is matched as columnKey reads it, so "Ticket link",
 * "ticket_link" and "TicketLink" are all ticketLink.
 */

/** Only names that can mean nothing else: "Doors" could be the notes or the date. */
const COLUMN_ALIASES: Partial<Record<ShowColumn, readonly string[]>> = {
  date: ["when", "show date"],
  venue: ["venue name"],
  price: ["ticket price", "cost"],
  supportingArtists: ["supporting acts", "support", "openers"],
  ageRestriction: ["age", "age limit", "minimum age"],
  ticketLink: ["ticket URL", "ticket"],
  flyerLink: ["flyer URL", "poster"],
  title: ["event name"],
  address: ["street address"],
  postalCode: ["zip", "zip code", "postcode"],
  onSaleDate: ["on sale from"],
  notes: ["note"],
};

/** A column name as it is matched: "Postal code", "postal_code" and "PostalCode" are all "postalcode". */
export const columnKey = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, "");

/** Each column's names, its own first, as a message lists them (an option that is the column's name once). */
export const COLUMN_NAMES = Object.fromEntries(
  SHOW_COLUMNS.map((column) => {
    const option = column === "id" || column === "updatedAt" ? undefined : optionOf(column);
    const names = [column, ...(option && columnKey(option) !== columnKey(column) ? [option] : [])];
    return [column, [...names, ...(COLUMN_ALIASES[column] ?? [])]];
  }),
) as Record<ShowColumn, string[]>;

const COLUMNS_BY_KEY = new Map(
  SHOW_COLUMNS.flatMap((column) => COLUMN_NAMES[column].map((name) => [columnKey(name), column] as const)),
);

/** The column a file's header (or a JSON row's key) names, in any case, with or without spaces; undefined for none. */
export function findColumn(name: string): ShowColumn | undefined {
  return COLUMNS_BY_KEY.get(columnKey(name));
}
