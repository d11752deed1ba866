import { distanceKm, placeOfShow } from "#app/.server/places/index.ts";
import { isUpcoming } from "#app/lib/shows/dates.ts";
import type { Show } from "#app/lib/shows/fields.ts";

// Pure: no clock, no database. A fan is told a thing only when its `told` word (fan_notices) is not
// there yet, so planning again after the plan was written finds nothing to tell.

export interface PlannedFan {
  id: number;
  latitude: number;
  longitude: number;
  withinKm: number;
}

export interface Notice {
  fanId: number;
  showId: number;
  told: string;
}

export type Change = "cancelled" | "postponed" | "rescheduled";

export const ANNOUNCED = "announced";

/** "cancelled", "postponed", "rescheduled 2027-03-01T00:00:00.000Z". */
export function toldOfChange(show: Pick<Show, "status" | "date">): string | null {
  if (show.status === "cancelled" || show.status === "postponed") return show.status;
  if (show.status === "rescheduled" && show.date) return `rescheduled ${show.date.toISOString()}`;
  return null;
}

/** Written together with its notices, in one transaction. */
export type Message =
  | { kind: "announce"; shows: Show[]; notices: Notice[] }
  | { kind: "change"; show: Show; change: Change; notices: Notice[] };

export interface FanPlan<F extends PlannedFan> {
  fan: F;
  /** At most one announcement (soonest first), then one message per change. */
  messages: Message[];
}

export interface PlanInput<F extends PlannedFan> {
  /** Confirmed fans only. */
  fans: readonly F[];
  shows: readonly Show[];
  notices: readonly Notice[];
  now: Date;
  /** Decides when a show has passed. */
  timeZone: string;
}

function isAnnounceable(show: Show, now: Date, timeZone: string): boolean {
  const goingAhead = show.status === "scheduled" || show.status === "rescheduled";
  return goingAhead && show.date !== null && isUpcoming(show.date, now, timeZone);
}

/** A rescheduled show is announced on its new date. */
function announcementNotices(fanId: number, show: Show): Notice[] {
  const change = toldOfChange(show);
  return [
    { fanId, showId: show.id, told: ANNOUNCED },
    ...(change ? [{ fanId, showId: show.id, told: change }] : []),
  ];
}

export function planNotices<F extends PlannedFan>({
  fans,
  shows,
  notices,
  now,
  timeZone,
}: PlanInput<F>): FanPlan<F>[] {
  // No one to tell: the places' datasets are not loaded at all.
  if (fans.length === 0) return [];
  const told = new Set(notices.map((notice) => noticeKey(notice)));
  const upcoming = shows
    .filter((show) => isAnnounceable(show, now, timeZone))
    .flatMap((show) => {
      const place = placeOfShow(show);
      return place ? [{ show, place }] : [];
    })
    .sort((a, b) => a.show.date!.getTime() - b.show.date!.getTime() || a.show.id - b.show.id);
  // A postponed show may have no date at all.
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

/** What a fan confirming now already knows (the confirmation page lists it), so it is not sent too. */
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
