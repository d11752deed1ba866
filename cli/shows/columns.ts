import { SHOW_COLUMNS, type ShowColumn } from "#app/lib/shows/fields.ts";

import { optionOf } from "./options.ts";

// Only names that can mean nothing else: "Doors" could be the notes or the date.
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

export const columnKey = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, "");

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

export function findColumn(name: string): ShowColumn | undefined {
  return COLUMNS_BY_KEY.get(columnKey(name));
}
