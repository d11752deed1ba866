import { hasTimeOfDay, isToBeAnnounced, readTimeOfDay, type TimeOfDay } from "#app/lib/shows/date-text.ts";
import { doorsFromNotes } from "#app/lib/shows/doors.ts";

import { columnKey } from "./columns.ts";

// A spreadsheet's Time and Doors columns beside the show's own (decision 078).

export type TimeColumn = "time" | "doors";

export const TIME_COLUMN_NAMES: Record<TimeColumn, readonly string[]> = {
  time: ["time", "start", "start time", "show time", "showtime"],
  doors: ["doors", "doors open", "doors time"],
};

const BY_KEY = new Map(
  (Object.keys(TIME_COLUMN_NAMES) as TimeColumn[]).flatMap((column) =>
    TIME_COLUMN_NAMES[column].map((name) => [columnKey(name), column] as const),
  ),
);

export function findTimeColumn(name: string): TimeColumn | undefined {
  return BY_KEY.get(columnKey(name));
}

export interface CellProblem {
  column: TimeColumn | "date" | "notes";
  message: string;
}

const twelveHour = ({ hour, minute }: TimeOfDay) =>
  `${hour % 12 || 12}${minute ? `:${String(minute).padStart(2, "0")}` : ""} ${hour < 12 ? "AM" : "PM"}`;

const blank = (value: unknown) => value === undefined || value === null || isToBeAnnounced(String(value));

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
