import { servicesOf } from "#app/.server/request-context.ts";
import { m } from "#app/i18n/compiled/messages.js";
import { parseShowId } from "#app/lib/pages.ts";
import { showCalendar } from "#app/lib/shows/calendar.ts";
import { showContext, showsUnavailableResponse } from "#app/modules/shows/.server/context.ts";

import type { Route } from "./+types/show-calendar";
import { CALENDAR_HEADERS } from "./calendar-feed.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { shows, env } = servicesOf(context);
  const id = parseShowId(params.id);
  const show = id === null ? undefined : await shows.getShow(id);
  if (show === null) return showsUnavailableResponse();
  const body = show && showCalendar(show, showContext(env.siteUrl));
  if (!body) {
    // No such show, or no date yet: nothing to put in a calendar.
    return new Response(`${m.shows_calendar_not_found()}\n`, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(body, {
    headers: { ...CALENDAR_HEADERS, "Content-Disposition": `attachment; filename="show-${id}.ics"` },
  });
}
