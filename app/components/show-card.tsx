import type { ShowView } from "#app/lib/shows/view.ts";
import { ExternalLink } from "./external-link";

export function ShowCard({ show }: { show: ShowView }) {
  const details = [show.price, show.ages].filter(Boolean).join(" · ");
  return (
    <article className="flex flex-col gap-4 rounded-lg border border-white/15 bg-white/5 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1">
        {show.dateText && show.dateTime && (
          <time
            dateTime={show.dateTime}
            className="text-sm font-semibold tracking-wide text-white/80 uppercase"
          >
            {show.dateText}
          </time>
        )}
        <h3 className="font-display text-3xl">{show.venue}</h3>
        {show.place && <p>{show.place}</p>}
        {details && <p className="text-white/80">{details}</p>}
        {show.lineup && <p className="text-white/80">{show.lineup}</p>}
      </div>
      <div className="flex shrink-0 items-center gap-4">
        {show.flyerUrl && (
          <ExternalLink href={show.flyerUrl} className="accent-hover underline underline-offset-4">
            Flyer <span className="sr-only">for {show.venue}</span>
          </ExternalLink>
        )}
        {show.ticketUrl ? (
          <ExternalLink
            href={show.ticketUrl}
            className="rounded-full bg-white px-5 py-2.5 font-semibold text-black transition-colors duration-200 hover:bg-accent hover:text-white focus-visible:bg-accent focus-visible:text-white"
          >
            Get Tickets <span className="sr-only">for {show.venue}</span>
          </ExternalLink>
        ) : (
          <p className="font-semibold">Tickets at door</p>
        )}
      </div>
    </article>
  );
}
