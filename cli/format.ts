import { formatShowDate } from "#app/lib/shows/dates.ts";
import { formatAges, formatLineup, formatPlace, formatPrice } from "#app/lib/shows/details.ts";
import { type Show, SHOW_COLUMNS, SHOW_FIELD_NAMES } from "#app/lib/shows/fields.ts";
import { type Flyer, FLYER_FOLDER, flyerOf } from "#app/lib/shows/flyer.ts";
import { type Lifecycle, showLifecycle, ticketStateText } from "#app/lib/shows/lifecycle.ts";
import { UNSAFE_CHARACTERS } from "#app/lib/shows/plain-text.ts";
import { formatArtists } from "#app/lib/shows/text-parsers.ts";
import { type ShowSettings, toShowView } from "#app/lib/shows/view.ts";
import { formatOffset, toWallClock } from "#app/lib/time-zone.ts";

import { toCsv } from "./csv.ts";

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** Escapes every control or bidi character the tool did not write, so stored text cannot drive the terminal (OSC 52…). */
export function terminalSafe(text: string): string {
  return text.replace(UNSAFE_CHARACTERS, (character, offset: number) => {
    const ownLineEnd = character === "\n" || (character === "\r" && text[offset + 1] === "\n");
    return ownLineEnd ? character : `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
}

/** With its offset, so importing it gives the same instant. */
export function toLocalIso(date: Date, timeZone: string): string {
  const clock = toWallClock(date, timeZone);
  const offset = formatOffset(date, timeZone);
  const milliseconds = date.getUTCMilliseconds();
  const fraction = milliseconds ? `.${pad(milliseconds, 3)}` : "";
  return (
    `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}` +
    `T${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}${fraction}${offset}`
  );
}

export function columns(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, index) =>
    Math.max(title.length, ...rows.map((row) => row[index]!.length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((text, index) => text.padEnd(widths[index]!))
      .join("  ")
      .trimEnd();
  return `${[line(header), ...rows.map(line)].join("\n")}\n`;
}

export function toExportRow(show: Show, timeZone: string) {
  const row: Record<string, string | number | boolean | string[] | null> = { id: show.id };
  for (const field of SHOW_FIELD_NAMES) {
    const value = show[field];
    row[field] = value instanceof Date ? toLocalIso(value, timeZone) : value;
  }
  row.updatedAt = show.updatedAt && toLocalIso(show.updatedAt, timeZone);
  return row;
}

export function toJson(shows: readonly Show[], timeZone: string): string {
  return `${JSON.stringify(
    shows.map((show) => toExportRow(show, timeZone)),
    null,
    2,
  )}\n`;
}

/** The artists cell is "A, B" (a JSON list when a name holds a comma). */
export function toShowsCsv(shows: readonly Show[], timeZone: string): string {
  const rows = shows.map((show) => {
    const row = toExportRow(show, timeZone);
    return SHOW_COLUMNS.map((column) => {
      const value = row[column];
      if (Array.isArray(value)) return formatArtists(value);
      return value === null || value === undefined ? "" : String(value);
    });
  });
  return toCsv(SHOW_COLUMNS, rows);
}

const MAX_CELL = 36;
const cell = (text: string | null) =>
  !text ? "—" : text.length > MAX_CELL ? `${text.slice(0, MAX_CELL - 1)}…` : text;

export function describeState(lifecycle: Lifecycle): string {
  const parts: string[] = lifecycle.status === "scheduled" ? [] : [lifecycle.status];
  const { tickets } = lifecycle;
  if (tickets.kind === "sold-out") parts.push("sold out");
  if (tickets.kind === "on-sale-later") parts.push(tickets.text.replace(/^On sale/, "on sale"));
  return parts.join(", ") || "scheduled";
}

export function formatTable(shows: readonly Show[], settings: ShowSettings, now: Date): string {
  if (shows.length === 0) return "No shows.\n";
  const { timeZone } = settings;
  const header = ["id", "date", "state", "venue", "city/state", "price", "ages", "lineup", "tickets"];
  const rows = shows.map((show) => [
    String(show.id),
    show.date ? formatShowDate(show.date, timeZone) : "TBA",
    describeState(showLifecycle(show, now, timeZone)),
    cell(show.venue),
    cell(formatPlace(show.city, show.state)),
    formatPrice(show.price) ?? "—",
    formatAges(show.ageRestriction) ?? "—",
    cell(formatLineup(show.supportingArtists)),
    cell(show.ticketLink),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (row: string[]) =>
    row
      .map((text, column) => text.padEnd(widths[column]!))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n") + "\n";
}

export const NARROW_WIDTH = 40;

/** For a phone's SSH app: a few short lines per show, none longer than `width`. */
export function formatNarrowList(
  shows: readonly Show[],
  settings: ShowSettings,
  now: Date,
  width = NARROW_WIDTH,
): string {
  if (shows.length === 0) return "No shows.\n";
  const { timeZone } = settings;
  const fit = (text: string) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);
  const blocks = shows.map((show) => {
    const details = [
      formatPlace(show.city, show.state),
      formatPrice(show.price),
      formatAges(show.ageRestriction),
    ].filter(Boolean);
    const lineup = formatLineup(show.supportingArtists);
    return [
      `#${show.id} ${show.date ? formatShowDate(show.date, timeZone) : "TBA"}`,
      `  ${show.venue ?? "—"}`,
      ...(details.length ? [`  ${details.join(" · ")}`] : []),
      ...(lineup ? [`  ${lineup}`] : []),
      `  ${describeState(showLifecycle(show, now, timeZone))}${show.ticketLink ? "" : ", no ticket link"}`,
    ]
      .map(fit)
      .join("\n");
  });
  return `${blocks.join("\n\n")}\n`;
}

export function describeShow(show: Show, settings: ShowSettings, now: Date): string {
  const view = toShowView(show, now, settings);
  const { lifecycle } = view;
  const lines: string[] = [];
  if (view.heading !== view.venue) lines.push(`  ${view.heading}`);
  lines.push(`  ${view.dateText ?? "Date to be announced"}${lifecycle.label ? ` · ${lifecycle.label}` : ""}`);
  if (lifecycle.movedFrom) lines.push(`  ${lifecycle.movedFrom}`);
  lines.push(`  ${[view.venue, view.place].filter(Boolean).join(", ")}`);
  if (view.addressLines.length) lines.push(`  ${view.addressLines.join(", ")}`);
  const details = [view.price, view.ages, view.lineup].filter(Boolean);
  if (details.length) lines.push(`  ${details.join(" · ")}`);
  if (view.notes) lines.push(`  ${view.notes.replace(/\n/g, "\n  ")}`);
  const { tickets } = lifecycle;
  if (tickets.kind === "buy") lines.push(`  Get Tickets: ${tickets.url}`);
  else if (tickets.kind !== "none") lines.push(`  ${ticketStateText(tickets)}`);
  else if (lifecycle.status === "cancelled") lines.push("  No tickets: the show is cancelled");
  const flyer = flyerOf(show.flyerLink);
  if (flyer) lines.push(`  Flyer: ${flyerText(flyer)}`);
  lines.push(`  Page: ${view.path}`);
  if (lifecycle.passed) lines.push("  (This show has passed: the site lists it under past shows.)");
  return lines.join("\n");
}

function flyerText(flyer: Flyer): string {
  switch (flyer.kind) {
    case "link":
      return flyer.url;
    case "file":
      return `${FLYER_FOLDER}/${flyer.name}`;
    case "upload":
      return "uploaded at /admin";
  }
}
