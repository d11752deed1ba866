import { m } from "#app/i18n/compiled/messages.js";
import type { ShowView } from "#app/lib/shows/view.ts";

import { TicketAction } from "./ticket-action.tsx";

/**
 * On a phone: `position: sticky` at the end of the show's article, so no script is needed and at the end
 * of the page it rests below the content instead of covering the footer. From `lg` the panel takes over.
 */
export function TicketBar({ show }: { show: ShowView }) {
  const { lifecycle } = show;
  if (lifecycle.onNow || lifecycle.tickets.kind !== "buy") return null;
  return (
    <aside
      aria-label={m.tickets_label()}
      className="sticky bottom-0 z-10 mt-auto border-t border-card-border bg-(--page-background-color) lg:hidden"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-4 px-gutter py-3">
        {show.price && (
          <p className="flex shrink-0 flex-col leading-tight">
            <span className="font-display text-title">{show.price}</span>
            {show.ages && <span className="text-caption text-white/80">{show.ages}</span>}
          </p>
        )}
        <div className="flex min-h-12 flex-1">
          <TicketAction lifecycle={lifecycle} showId={show.id} showName={show.heading} wide />
        </div>
      </div>
    </aside>
  );
}
