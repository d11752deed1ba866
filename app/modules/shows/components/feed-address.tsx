import { HiOutlineCalendar } from "react-icons/hi";

import { m } from "#app/i18n/compiled/messages.js";
import { feedAddresses } from "#app/lib/shows/calendar.ts";
import copyScript from "#app/site/copy-address.js?url";
import { ExternalLink } from "#app/ui/external-link.tsx";

const ADDRESS_ID = "calendar-address";

/**
 * webcal:// opens Apple Calendar and Outlook, and Google Calendar takes the feed from a link of its own. The
 * https address, for any other app, is one tap further in, not shown to every fan: a read-only field, with a
 * copy button where the script runs.
 */
export function FeedAddress({ siteUrl, path }: { siteUrl: string; path?: string }) {
  const { webcal, https } = feedAddresses(siteUrl, path);
  return (
    <>
      <div className="flex w-full max-w-sm flex-col gap-3 sm:flex-row">
        <a href={webcal} className="button-secondary flex-1 accent-hover whitespace-nowrap">
          <HiOutlineCalendar aria-hidden="true" className="size-5" />
          {m.shows_subscribe()}
        </a>
        <ExternalLink
          href={googleSubscribeUrl(webcal)}
          className="button-secondary flex-1 accent-hover whitespace-nowrap"
        >
          Google Calendar
        </ExternalLink>
      </div>
      <details className="flex w-full max-w-sm flex-col items-center">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 accent-hover text-small underline [&::-webkit-details-marker]:hidden">
          {m.shows_another_calendar_app()}
        </summary>
        <div className="flex flex-col items-center gap-3">
          <input
            id={ADDRESS_ID}
            readOnly
            value={https}
            aria-label={m.shows_calendar_address()}
            className="min-h-11 w-full rounded border border-white/20 bg-transparent px-3 text-center text-caption text-white/80"
          />
          <button
            type="button"
            hidden
            data-copies={ADDRESS_ID}
            // The word the script says once it has copied, in the page's language.
            data-copied={m.shows_copied()}
            className="button-secondary cursor-pointer accent-hover whitespace-nowrap"
          >
            {/* No icon: every byte of this box is in Home's first response. */}
            <span aria-live="polite">{m.shows_copy_address()}</span>
          </button>
        </div>
      </details>
      {/* Not in development, where React renders on the client too (and the menu's script is not sent either). */}
      {!import.meta.env.DEV && <script type="module" src={copyScript} />}
    </>
  );
}

/** Google Calendar's own "add by URL", opened with the feed filled in. */
export function googleSubscribeUrl(webcal: string): string {
  return `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`;
}
