import { HiOutlineCalendar } from "react-icons/hi";

import { feedAddresses } from "#app/lib/shows/calendar.ts";
import copyScript from "#app/site/copy-address.js?url";

const ADDRESS_ID = "calendar-address";

/** webcal:// opens Apple Calendar and Outlook; the https address in a read-only field serves any other app. */
export function FeedAddress({ siteUrl, path }: { siteUrl: string; path?: string }) {
  const { webcal, https } = feedAddresses(siteUrl, path);
  return (
    <>
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
    </>
  );
}
