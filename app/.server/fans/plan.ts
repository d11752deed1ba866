import { isUpcoming } from "#app/lib/shows/dates.ts";
import type { Show } from "#app/lib/shows/fields.ts";
import { distanceKm, placeOfShow } from "../places/index.ts";

/**
 * What each fan is to be told, worked out from the data alone: no clock, no
 * database. notify.ts reads the fans, what they were told and the shows,
 * asks this, and writes the answer with its e-mails.
 *
 * What a fan was told is kept per show as a `told` word (the fan_notices
 * table): "announced", then at most once each "cancelled", "postponed" and
 * "rescheduled <new date, ISO>". A fan is told a thing only when that word is
 * not there yet, so working the plan out again after it was written finds
 * nothing to tell.
 */

/** What the plan needs of a fan: who, where, how far they will travel. */
export interface PlannedFan {
  id: number;
  latitude: number;
  longitude: number;
  withinKm: number;
}

/** One row of fan_notices. */
export interface Notice {
  fanId: number;
  showId: number;
  told: string;
}

export type Change = "cancelled" | "postponed" | "rescheduled";

export const ANNOUNCED = "announced";

/** The word kept for a change: "cancelled", "postponed", "rescheduled 2027-03-01T00:00:00.000Z". */
export function toldOfChange(show: Pick<Show, "status" | "date">): string | null {
  if (show.status === "cancelled" || show.status === "postponed") return show.status;
  if (show.status === "rescheduled" && show.date) return `rescheduled ${show.date.toISOString()}`;
  return null;
}

/** One e-mail to a fan and the notices it records: written together, in one transaction. */
export type Message =
  | { kind: "announce"; shows: Show[]; notices: Notice[] }
  | { kind: "change"; show: Show; change: Change; notices: Notice[] };

export interface FanPlan<F extends PlannedFan> {
  fan: F;
  /** At most one announcement (every new show near them, soonest first), then one message per change. */
  messages: Message[];
}

export interface PlanInput<F extends PlannedFan> {
  /** The confirmed fans. */
  fans: readonly F[];
  shows: readonly Show[];
  notices: readonly Notice[];
  now: Date;
  /** The band's time zone, which decides when a show has passed. */
  timeZone: string;
}

/**
 * A fan hears of a show that is going ahead (scheduled, or rescheduled
 * before anyone near was told of it), has a date, has not passed, and whose
 * place is found within the fan's distance. A show whose place is not found
 * notifies nobody.
 */
function isAnnounceable(show: Show, now: Date, timeZone: string): boolean {
  const goingAhead = show.status === "scheduled" || show.status === "rescheduled";
  return goingAhead && show.date !== null && isUpcoming(show.date, now, timeZone);
}

/** The notices an announcement of `show` records: a rescheduled show is announced on its new date. */
function announcementNotices(fanId: number, show: Show): Notice[] {
  const change = toldOfChange(show);
  return [
    { fanId, showId: show.id, told: ANNOUNCED },
    ...(change ? [{ fanId, showId: show.id, told: change }] : []),
  ];
}

/** Per fan with something to tell (in the order of `fans`), the messages to write. */
export function planNotices<F extends PlannedFan>({
  fans,
  shows,
  notices,
  now,
  timeZone,
}: PlanInput<F>): FanPlan<F>[] {
  // No one to tell: the places (about 100 MB once loaded) are not looked up at all.
  if (fans.length === 0) return [];
  const told = new Set(notices.map((notice) => noticeKey(notice)));
  const upcoming = shows
    .filter((show) => isAnnounceable(show, now, timeZone))
    .flatMap((show) => {
      const place = placeOfShow(show);
      return place ? [{ show, place }] : [];
    })
    .sort((a, b) => a.show.date!.getTime() - b.show.date!.getTime() || a.show.id - b.show.id);
  // A change is told while the show has not passed; a postponed show may have no date at all.
  const changed = shows.filter((show) => show.status !== "scheduled" && isUpcoming(show.date, now, timeZone));
  const plans: FanPlan<F>[] = [];
  for (const fan of fans) {
    const isTold = (showId: number, word: string) =>
      told.has(noticeKey({ fanId: fan.id, showId, told: word }));
    const announce = upcoming
      .filter(({ show, place }) => !isTold(show.id, ANNOUNCED) && distanceKm(fan, place) <= fan.withinKm)
      .map(({ show }) => show);
    const messages: Message[] = [];
    if (announce.length > 0) {
      messages.push({
        kind: "announce",
        shows: announce,
        notices: announce.flatMap((show) => announcementNotices(fan.id, show)),
      });
    }
    for (const show of changed) {
      const word = toldOfChange(show);
      if (!word || !isTold(show.id, ANNOUNCED) || isTold(show.id, word)) continue;
      messages.push({
        kind: "change",
        show,
        change: show.status as Change,
        notices: [{ fanId: fan.id, showId: show.id, told: word }],
      });
    }
    if (messages.length > 0) plans.push({ fan, messages });
  }
  return plans;
}

/**
 * The shows a fan who confirms now already knows of (the confirmation page
 * lists them), as notices: the announcement they would otherwise be sent.
 */
export function knownShowNotices<F extends PlannedFan>(
  fan: F,
  shows: readonly Show[],
  notices: readonly Notice[],
  now: Date,
  timeZone: string,
): Notice[] {
  const [plan] = planNotices({ fans: [fan], shows, notices, now, timeZone });
  return (plan?.messages ?? []).flatMap((message) => (message.kind === "announce" ? message.notices : []));
}

function noticeKey({ fanId, showId, told }: Notice): string {
  return `${fanId}\n${showId}\n${told}`;
}
