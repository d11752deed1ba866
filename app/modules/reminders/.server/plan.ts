import { RELEASE_MAIL_LATE_DAYS, REMINDER_KEPT_AFTER_SHOW_DAYS } from "#app/lib/retention.ts";
import { isDateOnly, isUpcoming, localIsoDate } from "#app/lib/shows/dates.ts";
import type { Show } from "#app/lib/shows/fields.ts";

// Pure: no clock, no database. A reminder tells a thing only when its `told` word (reminder_notices) is not
// there yet, so planning again after the plan was written finds nothing to tell (docs/following.md).

export interface PlannedReminder {
  id: number;
  showId: number | null;
  release: string | null;
  consentedAt: Date;
}

/** A release with a date, by its page's slug: "2027-02-13". */
export interface ReleaseDay {
  slug: string;
  title: string;
  day: string;
}

export type ShowChangeKind = "cancelled" | "postponed" | "rescheduled" | "moved";

export type ReminderMessage =
  | { kind: "reminder"; show: Show; told: string[] }
  | { kind: "on sale"; show: Show; told: string[] }
  | { kind: "change"; show: Show; change: ShowChangeKind; told: string[] }
  | { kind: "released"; release: ReleaseDay; told: string[] };

export interface ReminderPlan {
  reminderId: number;
  /** Written in one statement each: the words, and the mail only if a word was new. */
  messages: ReminderMessage[];
  /** What is already true when it is first seen: recorded, never sent. */
  known: string[];
}

export interface ReminderPlanInput {
  /** Confirmed ones only. */
  reminders: readonly PlannedReminder[];
  told: ReadonlyMap<number, ReadonlySet<string>>;
  shows: ReadonlyMap<number, Show>;
  /** null: the releases could not be read (Spotify did not answer), so none is told or dropped. */
  releases: ReadonlyMap<string, ReleaseDay> | null;
  now: Date;
  timeZone: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A date-only show ("Saturday"): its reminder at noon the day before, in the band's time zone. */
const DATE_ONLY_REMINDER_MS = 12 * 60 * 60 * 1000;

export const ON_SALE = "on sale";
export const RELEASED = "released";
export const remindedWord = (start: Date) => `reminded ${start.toISOString()}`;

/** What a fan waiting for a show knows of it: a change to any of these is news. */
export function showWords(show: Show): string[] {
  return [`status ${show.status}`, `date ${show.date?.toISOString() ?? "none"}`, `venue ${show.venue}`];
}

/** When "about a day before" is. */
export function reminderDue(start: Date, timeZone: string): Date {
  return new Date(start.getTime() - (isDateOnly(start, timeZone) ? DATE_ONLY_REMINDER_MS : DAY_MS));
}

/** What the news is, of the words that are new; null when nothing a fan would care about changed. */
function changeOf(show: Show, fresh: readonly string[]): ShowChangeKind | null {
  const has = (prefix: string) => fresh.some((word) => word.startsWith(prefix));
  if (has("status ") && (show.status === "cancelled" || show.status === "postponed")) return show.status;
  if (has("date ") || (has("status ") && show.status === "rescheduled")) return "rescheduled";
  if (has("venue ")) return "moved";
  return null;
}

function showMessages(
  reminder: PlannedReminder,
  show: Show,
  toldBefore: ReadonlySet<string>,
  now: Date,
  timeZone: string,
): Pick<ReminderPlan, "messages" | "known"> {
  const words = showWords(show);
  // First seen since it was confirmed: what is true now is known, not news.
  const firstSeen = ![...toldBefore].some((word) => word.startsWith("status "));
  const known = firstSeen ? words : [];
  const told = firstSeen ? new Set([...toldBefore, ...words]) : toldBefore;
  const messages: ReminderMessage[] = [];
  const fresh = words.filter((word) => !told.has(word));
  const change = changeOf(show, fresh);
  if (change) messages.push({ kind: "change", show, change, told: fresh });
  // A change no one would write about (a show back on the same day, say): recorded all the same.
  else known.push(...fresh);
  const goingAhead = show.status === "scheduled" || show.status === "rescheduled";
  if (!goingAhead || !show.date) return { messages, known };
  const { onSaleDate } = show;
  if (
    onSaleDate &&
    !told.has(ON_SALE) &&
    onSaleDate > reminder.consentedAt &&
    onSaleDate <= now &&
    !show.soldOut
  ) {
    messages.push({ kind: "on sale", show, told: [ON_SALE] });
  }
  const reminded = remindedWord(show.date);
  // A date-only show is reminded of all its day (the list keeps it till the next morning).
  const started = !isDateOnly(show.date, timeZone) && show.date <= now;
  if (!told.has(reminded) && reminderDue(show.date, timeZone) <= now && !started) {
    messages.push({ kind: "reminder", show, told: [reminded] });
  }
  return { messages, known };
}

function releaseMessages(
  release: ReleaseDay,
  told: ReadonlySet<string>,
  now: Date,
  timeZone: string,
): ReminderMessage[] {
  if (told.has(RELEASED)) return [];
  const today = localIsoDate(now, timeZone);
  const latest = localIsoDate(
    new Date(Date.parse(`${release.day}T12:00:00Z`) + RELEASE_MAIL_LATE_DAYS * DAY_MS),
    "UTC",
  );
  return today >= release.day && today <= latest ? [{ kind: "released", release, told: [RELEASED] }] : [];
}

export function planReminders({
  reminders,
  told,
  shows,
  releases,
  now,
  timeZone,
}: ReminderPlanInput): ReminderPlan[] {
  const plans: ReminderPlan[] = [];
  const none = new Set<string>();
  for (const reminder of reminders) {
    const words = told.get(reminder.id) ?? none;
    if (reminder.showId !== null) {
      const show = shows.get(reminder.showId);
      // Nothing for a show that has passed, or is gone.
      if (!show || !isUpcoming(show.date, now, timeZone)) continue;
      const { messages, known } = showMessages(reminder, show, words, now, timeZone);
      if (messages.length > 0 || known.length > 0) plans.push({ reminderId: reminder.id, messages, known });
    } else if (reminder.release !== null && releases) {
      const release = releases.get(reminder.release);
      if (!release) continue;
      const messages = releaseMessages(release, words, now, timeZone);
      if (messages.length > 0) plans.push({ reminderId: reminder.id, messages, known: [] });
    }
  }
  return plans;
}

/** Reminders with nothing left to tell: their show passed a day ago or is gone; their release's mail is late. */
export function isSpent(
  reminder: PlannedReminder,
  shows: ReadonlyMap<number, Show>,
  releases: ReadonlyMap<string, ReleaseDay> | null,
  now: Date,
  timeZone: string,
): boolean {
  if (reminder.showId !== null) {
    const show = shows.get(reminder.showId);
    return (
      !show ||
      !isUpcoming(show.date, new Date(now.getTime() - REMINDER_KEPT_AFTER_SHOW_DAYS * DAY_MS), timeZone)
    );
  }
  if (reminder.release === null || !releases) return false;
  const release = releases.get(reminder.release);
  // Gone from the config and from Spotify.
  if (!release) return true;
  return (
    releaseMessages(release, new Set(), now, timeZone).length === 0 &&
    localIsoDate(now, timeZone) > release.day
  );
}
