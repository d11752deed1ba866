import { hasTimeOfDay, isToBeAnnounced, readTimeOfDay, type TimeOfDay } from "#app/lib/shows/date-text.ts";
import { doorsFromNotes } from "#app/lib/shows/doors.ts";
import { columnKey } from "./columns.ts";

/**
 * The columns a spreadsheet has beside the show's own (decision 078): a Time
 * column beside Date, when the sheet keeps the time in a cell of its own, and
 * a Doors column, which becomes the doors time of the notes ("Doors 7 PM"),
 * where the show's page reads it.
 */

export type TimeColumn = "time" | "doors";

/** Each one's names, matched as a show column's are ("Start time", "start_time"). */
export const TIME_COLUMN_NAMES: Record<TimeColumn, readonly string[]> = {
  time: ["time", "start", "start time", "show time", "showtime"],
  doors: ["doors", "doors open", "doors time"],
};

const BY_KEY = new Map(
  (Object.keys(TIME_COLUMN_NAMES) as TimeColumn[]).flatMap((column) =>
    TIME_COLUMN_NAMES[column].map((name) => [columnKey(name), column] as const),
  ),
);

/** The time column a header names; undefined for none. */
export function findTimeColumn(name: string): TimeColumn | undefined {
  return BY_KEY.get(columnKey(name));
}

/** A problem with one cell: the column it is in (a time column, or the show's date or notes) and why. */
export interface CellProblem {
  column: TimeColumn | "date" | "notes";
  message: string;
}

/** "7 PM", "7:30 PM": a time as the notes write doors. */
const twelveHour = ({ hour, minute }: TimeOfDay) =>
  `${hour % 12 || 12}${minute ? `:${String(minute).padStart(2, "0")}` : ""} ${hour < 12 ? "AM" : "PM"}`;

const blank = (value: unknown) => value === undefined || value === null || isToBeAnnounced(String(value));

/**
 * The show's date and notes with the row's Time and Doors cells put in them;
 * a problem for each cell that cannot be (`names` says how the file names the columns).
 */
export function withTimeColumns(
  row: { date?: unknown; notes?: unknown },
  cells: Partial<Record<TimeColumn, unknown>>,
  names: Partial<Record<TimeColumn | "date" | "notes", string>>,
): { date?: unknown; notes?: unknown; problems: CellProblem[] } {
  let { date, notes } = row;
  const problems: CellProblem[] = [];
  const time = cells.time;
  if (!blank(time)) {
    const read = readTimeOfDay(String(time), { twelveHour: true });
    const dateName = names.date ?? "Date";
    if (!read.ok) problems.push({ column: "time", message: read.message });
    else if (blank(date)) {
      problems.push({
        column: "time",
        message: `has no date: give the ${dateName}, or leave both empty (TBA)`,
      });
    } else {
      if (hasTimeOfDay(String(date))) {
        problems.push({
          column: "time",
          message: `is a second time for this show: ${dateName} "${String(date)}" has one; keep one`,
        });
      } else date = `${String(date).trim()} ${String(time).trim()}`;
    }
  }
  const doors = cells.doors;
  if (!blank(doors)) {
    const read = readTimeOfDay(String(doors), { twelveHour: true });
    const text = typeof notes === "string" ? notes.trim() : "";
    if (!read.ok) problems.push({ column: "doors", message: read.message });
    else if (doorsFromNotes(text).doors) {
      problems.push({
        column: "doors",
        message: `is a second doors time for this show: ${names.notes ?? "Notes"} say "${doorsFromNotes(text).doors}"; keep one`,
      });
    } else notes = [`Doors ${twelveHour(read.value)}`, text].filter(Boolean).join(". ");
  }
  return { date, notes, problems };
}
