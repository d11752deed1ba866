import { HiOutlineCalendar } from "react-icons/hi";
import { useRouteLoaderData } from "react-router";
import { feedAddresses } from "#app/lib/shows/calendar.ts";
import { AddToCalendar } from "./add-to-calendar.tsx";

/**
 * 'Add to calendar' for every show at once: the feed to subscribe to
 * (webcal:// opens Apple Calendar and Outlook), its https address to copy,
 * and how Google Calendar takes it.
 */
export function SubscribeCalendar() {
  const siteUrl = useRouteLoaderData<{ siteUrl: string }>("root")?.siteUrl;
  if (!siteUrl) return null;
  const { webcal, https } = feedAddresses(siteUrl);
  return (
    <AddToCalendar
      heading="h3"
      headingClassName="font-display text-title uppercase"
      className="mt-stack flex flex-col items-center gap-3 rounded-card border border-card-border px-gutter py-6 text-center"
    >
      <a href={webcal} className="button-secondary accent-hover">
        <HiOutlineCalendar aria-hidden="true" className="size-5" />
        Subscribe to every show
      </a>
      <p className="text-small text-white/80">
        Or copy this address: <code className="[overflow-wrap:anywhere] text-white">{https}</code>
      </p>
      <p className="text-caption text-white/80">
        Google Calendar: Other calendars, then +, then From URL, and paste the address. New shows and changes
        appear on their own.
      </p>
    </AddToCalendar>
  );
}
