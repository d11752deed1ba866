import { data, Link } from "react-router";
import { siteConfig } from "#content/site.config.ts";
import { showContext } from "#app/.server/shows/context.ts";
import { getShow } from "#app/.server/shows/index.ts";
import { HiArrowLeft, HiOutlineCalendar, HiOutlineLocationMarker } from "react-icons/hi";
import { AddToCalendar } from "#app/components/add-to-calendar.tsx";
import { DateBlock } from "#app/components/date-block.tsx";
import { ExternalLink } from "#app/components/external-link.tsx";
import { ShowStatusBadge } from "#app/components/show-status.tsx";
import { TicketAction } from "#app/components/ticket-action.tsx";
import { CALENDAR_FEED_LINK } from "#app/lib/meta.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { shareCardAlt, showShareCard, showShareImagePath } from "#app/lib/share-cards.ts";
import { googleCalendarUrl } from "#app/lib/shows/calendar.ts";
import { absoluteUrl } from "#app/lib/links.ts";
import { parseShowId } from "#app/lib/pages.ts";
import { showEventData } from "#app/lib/shows/event-data.ts";
import { showPageText, toShowView } from "#app/lib/shows/view.ts";
import { SHOWS_UNAVAILABLE_MESSAGE } from "#app/components/upcoming-shows.tsx";
import type { Route } from "./+types/show";

export async function loader({ params }: Route.LoaderArgs) {
  const id = parseShowId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const show = await getShow(id);
  if (show === undefined) throw data(null, { status: 404 });
  // The shows could not be loaded: the page says so (and a crawler retries later).
  if (show === null)
    return data({ show: null, eventData: null, text: null, calendar: null, image: null }, { status: 503 });

  const context = showContext();
  const view = toShowView(show, context.now, siteConfig);
  const eventData = showEventData(show, {
    ...context,
    fallbackImage: absoluteUrl(context.siteUrl, showShareImagePath(id)),
  });
  // A show still to come gets its own calendar file and Google Calendar link.
  const google = googleCalendarUrl(show, context);
  const calendar =
    google && !view.lifecycle.passed && show.status !== "cancelled"
      ? { ics: `/shows/${id}.ics`, google }
      : null;
  const image = { path: showShareImagePath(id), alt: shareCardAlt(showShareCard(view)) };
  return { show: view, eventData, text: showPageText(view, siteConfig.name), calendar, image };
}

// A 404 thrown by the loader renders the root's error page, with the root's meta.
export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const siteUrl = matches[0]?.loaderData?.siteUrl;
  const { show, text, eventData, image } = loaderData;
  if (!show || !text || !image) return pageMeta({ title: "Show", path: location.pathname, siteUrl });
  return [
    ...pageMeta({ title: text.title, description: text.description, path: show.path, siteUrl, image }),
    ...(eventData ? [{ "script:ld+json": eventData }] : []),
  ];
}

export function links() {
  return [CALENDAR_FEED_LINK];
}

export default function ShowPage({ loaderData }: Route.ComponentProps) {
  const { show, calendar } = loaderData;
  if (!show) {
    return (
      <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-gutter py-section text-center">
        <h1 className="font-display text-display uppercase">Show</h1>
        <p role="status" className="text-lead">
          {SHOWS_UNAVAILABLE_MESSAGE}
        </p>
        <AllShowsLink />
      </section>
    );
  }
  const { lifecycle } = show;
  const smallPrint = [show.price, show.ages].filter(Boolean).join(" · ");
  const hasTickets = lifecycle.tickets.kind !== "none" || Boolean(show.flyerUrl);
  return (
    <article className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-stack px-gutter py-section lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-16">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-start lg:col-span-2">
        <DateBlock show={show} large decorative />
        <div className="flex min-w-0 flex-col gap-2">
          {lifecycle.label && (
            <p>
              <ShowStatusBadge status={lifecycle.status} label={lifecycle.label} />
            </p>
          )}
          <h1 className="font-display text-display uppercase">{show.heading}</h1>
          <p className="text-lead font-semibold">
            {show.dateText && show.dateTime ? (
              <time dateTime={show.dateTime}>{show.dateText}</time>
            ) : (
              "Date to be announced"
            )}
          </p>
          {lifecycle.movedFrom && <p className="text-white/80">{lifecycle.movedFrom}</p>}
          {lifecycle.passed && <p className="eyebrow">This show has passed.</p>}
        </div>
      </header>

      {(hasTickets || smallPrint || calendar) && (
        <aside
          aria-label="Tickets"
          // Right under the heading on a phone (one tap away); beside the venue on a wide screen.
          className="flex flex-col gap-5 self-start rounded-card border border-card-border bg-card p-6 lg:col-start-2 lg:row-span-2 lg:row-start-2"
        >
          {smallPrint && <p className="font-display text-title uppercase">{smallPrint}</p>}
          {hasTickets && (
            <div className="flex flex-wrap items-center gap-4">
              <TicketAction lifecycle={lifecycle} showName={show.heading} />
              {show.flyerUrl && (
                <ExternalLink
                  href={show.flyerUrl}
                  className="accent-hover font-semibold underline decoration-white/30 underline-offset-4"
                >
                  See the flyer
                </ExternalLink>
              )}
            </div>
          )}
          {calendar && (
            <AddToCalendar
              heading="h2"
              headingClassName="eyebrow"
              className="flex flex-col gap-2 border-t border-white/10 pt-4"
            >
              <div className="flex flex-wrap gap-x-5 gap-y-2">
                <a
                  href={calendar.ics}
                  download
                  className="inline-flex items-center gap-1.5 accent-hover underline decoration-white/30 underline-offset-4"
                >
                  <HiOutlineCalendar aria-hidden="true" className="size-5" />
                  Calendar file (.ics)
                </a>
                <ExternalLink
                  href={calendar.google}
                  className="accent-hover underline decoration-white/30 underline-offset-4"
                >
                  Google Calendar
                </ExternalLink>
              </div>
            </AddToCalendar>
          )}
        </aside>
      )}

      <div className="flex flex-col gap-stack lg:col-start-1 lg:row-start-2">
        <section aria-labelledby="venue" className="flex flex-col gap-1">
          <h2
            id="venue"
            className={show.heading === show.venue ? "sr-only" : "font-display text-title uppercase"}
          >
            {/* Under a heading that is already the venue's name, only screen readers need it again. */}
            {show.venue}
          </h2>
          {show.addressLines.length > 0 ? (
            <address className="not-italic">
              {show.addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          ) : (
            show.place && <p>{show.place}</p>
          )}
          {show.directionsUrl && (
            <ExternalLink
              href={show.directionsUrl}
              className="mt-2 inline-flex items-center gap-1.5 self-start accent-hover font-semibold underline decoration-white/30 underline-offset-4"
            >
              <HiOutlineLocationMarker aria-hidden="true" className="size-5" />
              Directions <span className="sr-only">to {show.venue}</span>
            </ExternalLink>
          )}
        </section>

        {(show.lineup || show.notes) && (
          <section aria-label="Details" className="flex flex-col gap-2 text-lead">
            {show.lineup && <p>{show.lineup}</p>}
            {show.notes && <p className="text-white/90">{show.notes}</p>}
          </section>
        )}
      </div>

      <nav
        aria-label="More shows"
        className="flex flex-wrap items-center gap-x-8 gap-y-3 border-t border-white/15 pt-6 lg:col-start-1 lg:row-start-3"
      >
        <AllShowsLink />
        <Link
          to="/shows/past"
          className="accent-hover font-semibold underline decoration-white/30 underline-offset-4"
        >
          Past shows
        </Link>
      </nav>
    </article>
  );
}

function AllShowsLink() {
  return (
    <Link
      to="/#upcoming-shows"
      className="inline-flex items-center gap-1.5 accent-hover font-semibold underline decoration-white/30 underline-offset-4"
    >
      <HiArrowLeft aria-hidden="true" className="size-4" /> All upcoming shows
    </Link>
  );
}
