import { useRouteLoaderData } from "react-router";

import { m } from "#app/i18n/compiled/messages.js";
import { NEAR_PAGE_PATH } from "#app/lib/shows/near.ts";
import { Link } from "#app/ui/link.tsx";

import { AddToCalendar } from "./add-to-calendar.tsx";
import { FeedAddress } from "./feed-address.tsx";

/** The near-me feed's form is on its own page: every byte here is in Home's first response. */
export function SubscribeCalendar() {
  const siteUrl = useRouteLoaderData<{ siteUrl: string }>("root")?.siteUrl;
  if (!siteUrl) return null;
  return (
    <AddToCalendar
      heading="h3"
      headingClassName="font-display text-title uppercase"
      className="mt-stack flex flex-col items-center gap-4 rounded-card border border-card-border px-gutter py-6 text-center"
    >
      <p className="-mt-2 text-small text-balance text-white/80">{m.shows_feed_pitch()}</p>
      <FeedAddress siteUrl={siteUrl} />
      <Link
        to={NEAR_PAGE_PATH}
        className="inline-flex min-h-11 items-center accent-hover text-small underline"
      >
        {m.shows_only_near_you()}
      </Link>
    </AddToCalendar>
  );
}
