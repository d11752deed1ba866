import type { ShowStatus } from "#app/lib/shows/parsers.ts";

const TONES: Record<ShowStatus, string> = {
  scheduled: "",
  cancelled: "border-red-300 text-red-200",
  postponed: "border-amber-300 text-amber-200",
  rescheduled: "border-sky-300 text-sky-200",
};

/** The lifecycle badge beside a show's date: Cancelled, Postponed, Rescheduled; nothing for a scheduled show. */
export function ShowStatusBadge({ status, label }: { status: ShowStatus; label: string | null }) {
  if (!label) return null;
  return (
    <strong
      className={`rounded-full border px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase ${TONES[status]}`}
    >
      {label}
    </strong>
  );
}
