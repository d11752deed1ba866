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
    <section aria-labelledby="add-to-calendar" className="mt-10 flex flex-col items-center gap-3 text-center">
      <h3 id="add-to-calendar" className="text-xl font-semibold">
        Add to calendar
      </h3>
      <a href={webcal} className="rounded-full border-2 accent-hover border-white px-5 py-2.5 font-semibold">
        Subscribe to every show
      </a>
      <p className="text-white/80">
        Or copy this address: <code className="break-all text-white">{https}</code>
      </p>
      <p className="max-w-xl text-sm text-white/80">
        Google Calendar: Other calendars, then +, then From URL, and paste the address. New shows and changes
        appear on their own.
      </p>
    </section>
  );
}
