import fc from "fast-check";
import { describe, expect, test } from "vitest";

import { LONDON, NEW_YORK, parseShowDate, rejection, SYDNEY } from "./test-helpers.ts";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

// An independent view of wall-clock time, straight from Intl, to cross-check
// the library (which has its own, in time-zone.ts).

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallText(ms: number, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(ms).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** Every instant (ascending) at which the clocks in `timeZone` read `text` ("YYYY-MM-DD HH:MM"), found by trying every offset in quarter hours. */
function instantsShowing(text: string, timeZone: string): number[] {
  const [, y, mo, d, h, mi] = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(text)!.map(Number);
  const asUtc = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  const found: number[] = [];
  for (let offset = 14 * HOUR; offset >= -14 * HOUR; offset -= 15 * MINUTE) {
    const candidate = asUtc - offset;
    if (wallText(candidate, timeZone) === text) found.push(candidate);
  }
  return found;
}

/** The offset of `timeZone` at `ms` as "+HH:MM", from Intl alone. */
function isoOffset(ms: number, timeZone: string): string {
  const [, y, mo, d, h, mi] = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/
    .exec(wallText(ms, timeZone))!
    .map(Number);
  const minutes = Math.round(
    (Date.UTC(y!, mo! - 1, d!, h!, mi!) - Math.floor(ms / MINUTE) * MINUTE) / MINUTE,
  );
  const sign = minutes < 0 ? "-" : "+";
  return `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/** The local dates on which the clocks change in `timeZone` between the years given (inclusive). */
function clockChangeDays(timeZone: string, fromYear: number, toYear: number): string[] {
  const offsetAt = (ms: number) => isoOffset(ms, timeZone);
  const days = new Set<string>();
  for (let day = Date.UTC(fromYear, 0, 1); day < Date.UTC(toYear + 1, 0, 1); day += 24 * HOUR) {
    if (offsetAt(day) === offsetAt(day + 24 * HOUR)) continue;
    // Narrow the change down to the minute, then take the local date on either side of it.
    let before = day;
    let after = day + 24 * HOUR;
    while (after - before > MINUTE) {
      const middle = before + Math.floor((after - before) / 2 / MINUTE) * MINUTE;
      if (offsetAt(middle) === offsetAt(before)) before = middle;
      else after = middle;
    }
    days.add(wallText(before, timeZone).slice(0, 10));
    days.add(wallText(after, timeZone).slice(0, 10));
  }
  return [...days].sort();
}

const FROM_YEAR = 2024;
const TO_YEAR = 2031;

/** "YYYY-MM-DD HH:MM" wall-clock times, half on the days the clocks change, early in the morning. */
const clockChanges = new Map<string, string[]>();
function wallTimes(timeZone: string): fc.Arbitrary<string> {
  if (!clockChanges.has(timeZone)) clockChanges.set(timeZone, clockChangeDays(timeZone, FROM_YEAR, TO_YEAR));
  const anyDay = fc
    .date({
      min: new Date(Date.UTC(FROM_YEAR, 0, 1)),
      max: new Date(Date.UTC(TO_YEAR, 11, 31)),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));
  const anyTime = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }));
  const early = fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 59 }));
  return fc
    .oneof(fc.tuple(anyDay, anyTime), fc.tuple(fc.constantFrom(...clockChanges.get(timeZone)!), early))
    .map(([day, [hour, minute]]) => `${day} ${pad(hour)}:${pad(minute)}`)
    .filter((text) => !text.endsWith(" 00:00"));
}

/** A zone, and a wall-clock time there (often near its clock changes). */
const zoneAndWallTime = fc
  .constantFrom(NEW_YORK, LONDON, SYDNEY)
  .chain((timeZone) => fc.tuple(fc.constant(timeZone), wallTimes(timeZone)));

describe("a typed date across clock changes (properties)", () => {
  test("the helpers find the known clock changes and gaps", () => {
    expect(clockChangeDays(NEW_YORK, 2026, 2026)).toEqual(["2026-03-08", "2026-11-01"]);
    expect(clockChangeDays(LONDON, 2026, 2026)).toEqual(["2026-03-29", "2026-10-25"]);
    expect(clockChangeDays(SYDNEY, 2026, 2026)).toEqual(["2026-04-05", "2026-10-04"]);
    expect(instantsShowing("2026-03-08 02:30", NEW_YORK)).toEqual([]);
    expect(instantsShowing("2026-11-01 01:30", NEW_YORK)).toEqual([
      Date.parse("2026-11-01T05:30:00Z"),
      Date.parse("2026-11-01T06:30:00Z"),
    ]);
    expect(isoOffset(Date.parse("2026-07-01T00:00:00Z"), SYDNEY)).toBe("+10:00");
  });

  for (const timeZone of [NEW_YORK, LONDON, SYDNEY]) {
    test(`${timeZone}: the wall clock typed, or the DST message exactly when that time does not exist`, () => {
      let skipped = 0;
      let existing = 0;
      fc.assert(
        fc.property(wallTimes(timeZone), (text) => {
          const parsed = parseShowDate(text, timeZone);
          const showing = instantsShowing(text, timeZone);
          if (showing.length === 0) {
            skipped++;
            expect(parsed.ok).toBe(false);
            expect(rejection(parsed)).toBe(
              `does not exist in ${timeZone}: the clocks skip that hour when summer time starts`,
            );
          } else {
            existing++;
            expect(parsed.ok).toBe(true);
            const value = (parsed as { value: Date }).value;
            expect(wallText(value.getTime(), timeZone)).toBe(text);
            expect(value.getUTCSeconds()).toBe(0);
            // A time that happens twice (clocks back) is the first.
            expect(value.getTime()).toBe(showing[0]);
          }
        }),
        { numRuns: 400 },
      );
      // Both sides of the property were exercised.
      expect(skipped).toBeGreaterThan(0);
      expect(existing).toBeGreaterThan(0);
    });
  }

  test('"8pm", "8:00 PM" and "20:00" agree, accepted or not', () => {
    fc.assert(
      fc.property(zoneAndWallTime, ([timeZone, text]) => {
        const [day, time] = text.split(" ") as [string, string];
        const [hour, minute] = time.split(":").map(Number) as [number, number];
        const hour12 = hour % 12 === 0 ? 12 : hour % 12;
        const meridiem = hour < 12 ? "am" : "pm";
        const forms = [
          `${day} ${time}`,
          `${day}T${time}`,
          `${day} ${time}:00`,
          `${day} ${hour12}:${pad(minute)} ${meridiem.toUpperCase()}`,
          `${day} ${hour12}:${pad(minute)}${meridiem}`,
        ];
        if (minute === 0)
          forms.push(`${day} ${hour12}${meridiem}`, `${day} ${hour12} ${meridiem.toUpperCase()}`);
        const results = forms.map((form) => {
          const parsed = parseShowDate(form, timeZone);
          return parsed.ok ? { at: (parsed.value as Date).toISOString() } : { problem: parsed.message };
        });
        for (const result of results) expect(result).toEqual(results[0]);
      }),
      { numRuns: 400 },
    );
  });

  test("the same wall time typed with its ISO offset is the same instant, both times a repeated hour happens", () => {
    fc.assert(
      fc.property(zoneAndWallTime, ([timeZone, text]) => {
        const showing = instantsShowing(text, timeZone);
        if (showing.length === 0) return;
        const local = text.replace(" ", "T");
        const typed = parseShowDate(text, timeZone);
        for (const ms of showing) {
          const withOffset = parseShowDate(`${local}:00${isoOffset(ms, timeZone)}`, timeZone);
          expect(withOffset).toEqual({ ok: true, value: new Date(ms) });
          // Also in another zone: an offset makes the band's zone irrelevant.
          expect(parseShowDate(`${local}${isoOffset(ms, timeZone)}`, "UTC")).toEqual(withOffset);
        }
        expect(typed).toEqual({ ok: true, value: new Date(showing[0]!) });
      }),
      { numRuns: 400 },
    );
  });
});
