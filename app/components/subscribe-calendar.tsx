import copyScript from "#app/site/copy-address.js?url";
import { HiOutlineCalendar } from "react-icons/hi";
import { useRouteLoaderData } from "react-router";
import { feedAddresses } from "#app/lib/shows/calendar.ts";
import { AddToCalendar } from "./add-to-calendar.tsx";

const ADDRESS_ID = "calendar-address";

/**
 * 'Add to calendar' for every show at once, under the list: what it does in
 * one line, Subscribe (webcal:// opens Apple Calendar and Outlook), and the
 * feed's https address for any other calendar app, in a read-only field a fan
 * can select without a script. Where scripts run, "Copy address" copies it
 * (app/site/copy-address.js, a few hundred bytes, sent with this box only);
 * Google Calendar's way in, in a few words.
 */
export function SubscribeCalendar() {
  const siteUrl = useRouteLoaderData<{ siteUrl: string }>("root")?.siteUrl;
  if (!siteUrl) return null;
  const { webcal, https } = feedAddresses(siteUrl);
  return (
    <AddToCalendar
      heading="h3"
      headingClassName="font-display text-title uppercase"
      className="mt-stack flex flex-col items-center gap-4 rounded-card border border-card-border px-gutter py-6 text-center"
    >
      <p className="-mt-2 text-small text-balance text-white/80">
        Every show in your calendar, updated on its own.
      </p>
      {/* The buttons and the field share one width: side by side from 640 px, stacked on a phone. */}
      <div className="flex w-full max-w-sm flex-col gap-3 sm:flex-row">
        <a href={webcal} className="button-secondary flex-1 accent-hover whitespace-nowrap">
          <HiOutlineCalendar aria-hidden="true" className="size-5" />
          Subscribe
        </a>
        <button
          type="button"
          hidden
          data-copies={ADDRESS_ID}
          className="button-secondary flex-1 cursor-pointer accent-hover whitespace-nowrap"
        >
          {/* No icon: every byte of this box is in Home's first response. */}
          <span aria-live="polite">Copy address</span>
        </button>
      </div>
      <input
        id={ADDRESS_ID}
        readOnly
        value={https}
        aria-label="Calendar address"
        className="min-h-11 w-full max-w-sm rounded border border-white/20 bg-transparent px-3 text-center text-caption text-white/80"
      />
      <p className="text-caption text-white/80">Google Calendar: Other calendars, +, From URL.</p>
      {/* Not in development, where React renders on the client too (and the menu's script is not sent either). */}
      {!import.meta.env.DEV && <script type="module" src={copyScript} />}
    </AddToCalendar>
  );
}
