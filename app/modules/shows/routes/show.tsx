import { HiArrowLeft } from "react-icons/hi";
import { data } from "react-router";

import { notFound } from "#app/.server/not-found.ts";
import { servicesOf } from "#app/.server/request-context.ts";
import type { Services } from "#app/.server/services.ts";
import { m } from "#app/i18n/compiled/messages.js";
import { localPath, sitePathWithoutLanguage } from "#app/i18n/site-languages.ts";
import { absoluteUrl } from "#app/lib/links.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { parseShowId } from "#app/lib/pages.ts";
import { googleCalendarUrl } from "#app/lib/shows/calendar.ts";
import { showEventData } from "#app/lib/shows/event-data.ts";
import { type Flyer, flyerOf } from "#app/lib/shows/flyer.ts";
import { showPageText, toShowView } from "#app/lib/shows/view.ts";
import { FollowBox } from "#app/modules/follow/index.ts";
import { storedImageFile } from "#app/modules/media/.server/store.ts";
import { isRemindable, reminderOffer } from "#app/modules/reminders/.server/reminders.ts";
import { RemindBox } from "#app/modules/reminders/index.ts";
import { shareCardAlt, showShareCard, showShareImagePath } from "#app/modules/share/index.ts";
import { showContext } from "#app/modules/shows/.server/context.ts";
import { calendarFeedLink } from "#app/modules/shows/calendar-feed-link.ts";
import { ShowFacts } from "#app/modules/shows/components/show-facts.tsx";
import { ShowFlyer, type ShownFlyer } from "#app/modules/shows/components/show-flyer.tsx";
import { ShowHeading } from "#app/modules/shows/components/show-heading.tsx";
import { showsUnavailableMessage } from "#app/modules/shows/components/show-messages.ts";
import { type ShowCalendar, ShowTicketPanel } from "#app/modules/tickets/index.ts";
import { TicketBar } from "#app/modules/tickets/index.ts";
import { Link } from "#app/ui/link.tsx";
import { siteConfig } from "#content/site.config.ts";

import type { Route } from "./+types/show";

export async function loader({ params, context: routerContext }: Route.LoaderArgs) {
  const services = servicesOf(routerContext);
  const id = parseShowId(params.id);
  if (id === null) throw await notFound(services);
  const show = await services.shows.getShow(id);
  if (show === undefined) throw await notFound(services);
  // The shows could not be loaded: the page says so (and a crawler retries later).
  if (show === null)
    return data(
      {
        show: null,
        eventData: null,
        text: null,
        calendar: null,
        image: null,
        flyer: null,
        follow: null,
        remind: null,
      },
      { status: 503 },
    );

  const context = showContext(services.env.siteUrl);
  const view = toShowView(show, context.now, siteConfig);
  const flyer = await shownFlyer(flyerOf(show.flyerLink), services);
  // One event in every language (inLanguage aside): the share card of the site's first language.
  const eventData = showEventData(show, {
    ...context,
    fallbackImage: absoluteUrl(
      context.siteUrl,
      flyer?.kind === "upload"
        ? (flyer.image.original ?? flyer.image.src)
        : sitePathWithoutLanguage(showShareImagePath(id)),
    ),
  });
  // A show still to come gets its own calendar file and Google Calendar link.
  const google = googleCalendarUrl(show, context);
  const calendar: ShowCalendar | null =
    google && !view.lifecycle.passed && !view.lifecycle.onNow && show.status !== "cancelled"
      ? { ics: localPath(`/shows/${id}.ics`), google }
      : null;
  const image = { path: showShareImagePath(id), alt: shareCardAlt(showShareCard(view)) };
  return {
    show: view,
    eventData,
    text: showPageText(view, siteConfig.name),
    calendar,
    image,
    flyer,
    follow: services.following.form(),
    // The page stays the same for everyone: the form holds nothing of a fan's.
    remind: reminderOffer(services.reminders, { show: show.id }, isRemindable(show, context.now)),
  };
}

/** One uploaded at /admin is read from the database; gone, it shows none. */
async function shownFlyer(flyer: Flyer | null, { media }: Services): Promise<ShownFlyer | null> {
  if (flyer?.kind !== "upload") return flyer;
  const stored = media ? await media.image(flyer.id) : null;
  return stored && { kind: "upload", image: storedImageFile(stored) };
}

// A 404 thrown by the loader renders the root's error page, with the root's meta.
export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const siteUrl = matches[0]?.loaderData?.siteUrl;
  const { show, text, eventData, image } = loaderData;
  if (!show || !text || !image)
    return pageMeta({ title: m.shows_show_title(), path: location.pathname, siteUrl });
  return [
    ...pageMeta({ title: text.title, description: text.description, path: show.path, siteUrl, image }),
    ...(eventData ? [{ "script:ld+json": eventData }] : []),
  ];
}

export function links() {
  return [calendarFeedLink()];
}

export default function ShowPage({ loaderData }: Route.ComponentProps) {
  const { show, calendar, flyer, follow, remind } = loaderData;
  if (!show) {
    return (
      <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-gutter py-section text-center">
        <h1 className="font-display text-display uppercase">{m.shows_show_title()}</h1>
        <p role="status" className="text-lead">
          {showsUnavailableMessage()}
        </p>
        <AllShowsLink />
      </section>
    );
  }
  return (
    // A column as tall as the screen, so that the ticket bar at its end starts at the screen's foot.
    <article className="flex min-h-[calc(100dvh-4rem)] flex-col">
      <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-stack px-gutter py-section lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_auto_1fr] lg:gap-x-16">
        <ShowHeading show={show} band={siteConfig.name} />
        <div className="lg:col-start-1">
          <ShowFacts show={show} />
        </div>
        <div className="flex flex-col gap-stack empty:hidden lg:col-start-2 lg:row-span-2 lg:row-start-2">
          <ShowTicketPanel show={show} calendar={calendar} />
          {remind && <RemindBox offer={remind} title={show.heading} from={show.path} />}
          <ShowFlyer flyer={flyer} showName={show.heading} />
        </div>
        <nav
          aria-label={m.shows_more_shows()}
          className="flex flex-wrap items-center gap-x-8 self-start lg:col-start-1 lg:row-start-3"
        >
          <AllShowsLink />
          <Link to="/shows/past" className={NAV_LINK}>
            {m.shows_past_shows_link()}
          </Link>
        </nav>
      </div>
      {follow && (
        <div className="px-gutter pb-section">
          <FollowBox settings={follow} from={show.path} />
        </div>
      )}
      <TicketBar show={show} />
    </article>
  );
}

const NAV_LINK =
  "inline-flex min-h-11 items-center gap-1.5 accent-hover font-semibold underline decoration-white/30 underline-offset-4";

function AllShowsLink() {
  return (
    <Link to="/#upcoming-shows" className={NAV_LINK}>
      <HiArrowLeft aria-hidden="true" className="size-4" />
      {` ${m.shows_all_upcoming()}`}
    </Link>
  );
}
