import type { ShowView } from "#app/lib/shows/view.ts";
import { TicketAction } from "./ticket-action.tsx";

/**
 * On a phone, the price and the Get Tickets button stay at the bottom of
 * the screen while the page scrolls: `position: sticky` at the end of the
 * show's article, so no script is needed, and at the end of the page it
 * comes to rest below the last content instead of covering it or the
 * footer. Only when there is a ticket to buy; from `lg` the ticket panel
 * beside the details takes its place.
 */
export function TicketBar({ show }: { show: ShowView }) {
  const { lifecycle } = show;
  if (lifecycle.onNow || lifecycle.tickets.kind !== "buy") return null;
  return (
    <aside
      aria-label="Tickets"
      className="sticky bottom-0 z-10 mt-auto border-t border-card-border bg-(--page-background-color) lg:hidden"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-4 px-gutter py-3">
        {show.price && (
          <p className="flex shrink-0 flex-col leading-tight">
            <span className="font-display text-title">{show.price}</span>
            {show.ages && <span className="text-caption text-white/80">{show.ages}</span>}
          </p>
        )}
        {/* A flex box: the button stretches to its height, a thumb's target. */}
        <div className="flex min-h-12 flex-1">
          <TicketAction lifecycle={lifecycle} showId={show.id} showName={show.heading} wide />
        </div>
      </div>
    </aside>
  );
}
