import { m } from "#app/i18n/compiled/messages.js";
import type { ShowStatus } from "#app/lib/shows/parsers.ts";

/* Each state its own colour, light on a tint of itself: 7:1 or more on every style's background. */
const TONES: Record<ShowStatus, string> = {
  scheduled: "",
  cancelled: "border-red-400/70 bg-red-500/15 text-red-200",
  postponed: "border-amber-300/70 bg-amber-400/15 text-amber-100",
  rescheduled: "border-sky-300/70 bg-sky-400/15 text-sky-100",
};

const BADGE = "rounded-sm border px-2 py-0.5 text-caption font-bold tracking-[0.14em] uppercase";

export function ShowStatusBadge({ status, label }: { status: ShowStatus; label: string | null }) {
  if (!label) return null;
  return <strong className={`inline-block ${BADGE} ${TONES[status]}`}>{label}</strong>;
}

/** The list's On now, at the top of the show's page: the style's highlight, with its dot. */
export function OnNowBadge() {
  return (
    <strong className="inline-flex items-center gap-2 rounded-sm border border-white/40 px-2 py-0.5 eyebrow">
      <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-(--highlight)" />
      {m.shows_on_now()}
    </strong>
  );
}
