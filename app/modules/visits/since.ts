// Which days the visits are read for: `--since` in the shows command, `?since=` on the band's Numbers page.

/** The period read when none is asked for: the last 30 days, today among them. */
export const DEFAULT_VISIT_DAYS = 30;

/** A period longer than this is a typing mistake (the counts began in 2026). */
const MAX_DAYS = 3_660;

export interface VisitPeriod {
  /** The first day, the band's ("2026-11-05"); the period ends today. */
  since: string;
  /** "in the last 30 days (since 2026-11-05)", "since 2026-11-01", "today". */
  description: string;
}

export type SincePeriod = ({ ok: true } & VisitPeriod) | { ok: false; message: string };

const DAY_MS = 86_400_000;

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Midnight UTC of an ISO day, or null when it is no such day ("2026-02-30"). */
function dayMs(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(ms) || isoDay(ms) !== text ? null : ms;
}

/** The last `days` days, `today` (the band's day) among them. */
export function lastDays(days: number, today: string): VisitPeriod {
  const since = isoDay(dayMs(today)! - (days - 1) * DAY_MS);
  return { since, description: days === 1 ? "today" : `in the last ${days} days (since ${since})` };
}

/**
 * "2026-11-01" (from that day on) or "7d" (the last 7 days, today among them); undefined: the default.
 * `today` is the band's day ("2026-12-04").
 */
export function parseSince(text: string | undefined, today: string): SincePeriod {
  const todayMs = dayMs(today)!;
  const value = (text ?? "").trim();
  if (value === "") return { ok: true, ...lastDays(DEFAULT_VISIT_DAYS, today) };
  const days = /^(\d{1,5})d$/i.exec(value);
  if (days) {
    const count = Number(days[1]);
    if (count >= 1 && count <= MAX_DAYS) return { ok: true, ...lastDays(count, today) };
    return { ok: false, message: `--since "${value}": give between 1d and ${MAX_DAYS}d` };
  }
  const ms = dayMs(value);
  if (ms === null) {
    return {
      ok: false,
      message: `--since must be a day (2026-11-01) or a number of days (7d), not "${value}"`,
    };
  }
  if (ms > todayMs) return { ok: false, message: `--since ${value} is after today (${today})` };
  return { ok: true, since: value, description: `since ${value}` };
}
