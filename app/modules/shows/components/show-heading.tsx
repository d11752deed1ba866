import { m } from "#app/i18n/compiled/messages.js";
import type { ShowView } from "#app/lib/shows/view.ts";

import { DateBlock } from "./date-block.tsx";
import { OnNowBadge, ShowStatusBadge } from "./show-status.tsx";

export function ShowHeading({ show, band }: { show: ShowView; band: string }) {
  const { lifecycle } = show;
  const named = show.heading !== show.venue;
  const where = named ? [show.venue, show.place].filter(Boolean).join(", ") : show.place;
  return (
    <header className="flex gap-6 lg:col-span-2">
      <div className="hidden sm:block">
        <DateBlock show={show} large decorative />
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        {lifecycle.label && (
          <p>
            <ShowStatusBadge status={lifecycle.status} label={lifecycle.label} />
          </p>
        )}
        {lifecycle.onNow && (
          <p>
            <OnNowBadge />
          </p>
        )}
        <div className="flex flex-col gap-2">
          <p className="eyebrow">{named ? m.shows_band_at({ band }) : m.shows_band_live_at({ band })}</p>
          <h1 className="font-display text-display uppercase">{show.heading}</h1>
          {where && <p className="text-lead text-white/85">{where}</p>}
        </div>
        {lifecycle.movedFrom && <p className="text-white/85">{lifecycle.movedFrom}</p>}
        {lifecycle.status === "cancelled" && <p className="font-semibold">{m.shows_is_cancelled()}</p>}
        {lifecycle.onNow && <p className="font-semibold">{m.shows_is_on_now()}</p>}
        {lifecycle.status === "postponed" && <p className="font-semibold">{m.shows_postponed_note()}</p>}
        {lifecycle.passed && <p className="eyebrow">{m.shows_has_passed()}</p>}
      </div>
    </header>
  );
}
