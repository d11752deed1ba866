import { HiOutlineCalendar } from "react-icons/hi";
import { useRouteLoaderData } from "react-router";
import { feedAddresses } from "#app/lib/shows/calendar.ts";

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
    <section
      aria-labelledby="add-to-calendar"
      className="mt-stack flex flex-col items-center gap-3 rounded-card border border-card-border px-gutter py-6 text-center"
    >
      <h3 id="add-to-calendar" className="font-display text-title uppercase">
        Add to calendar
      </h3>
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
    </section>
  );
}
