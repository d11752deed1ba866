import type { ShowStatus } from "#app/lib/shows/parsers.ts";

/* Each state its own colour, light on a tint of itself: 7:1 or more on every style's background. */
const TONES: Record<ShowStatus, string> = {
  scheduled: "",
  cancelled: "border-red-400/70 bg-red-500/15 text-red-200",
  postponed: "border-amber-300/70 bg-amber-400/15 text-amber-100",
  rescheduled: "border-sky-300/70 bg-sky-400/15 text-sky-100",
};

export function ShowStatusBadge({ status, label }: { status: ShowStatus; label: string | null }) {
  if (!label) return null;
  return (
    <strong
      className={`inline-block rounded-sm border px-2 py-0.5 text-caption font-bold tracking-[0.14em] uppercase ${TONES[status]}`}
    >
      {label}
    </strong>
  );
}
