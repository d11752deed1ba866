import { HiX } from "react-icons/hi";

import { m } from "#app/i18n/compiled/messages.js";
import { LanguageSwitch } from "#app/i18n/language-switch.tsx";
import { PRESS_PATH } from "#app/lib/pages.ts";
import { siteConfig } from "#content/site.config.ts";

import { SocialLinks } from "./footer.tsx";
import { Link } from "./link.tsx";
import { Logo } from "./logo.tsx";
import { NavLinks } from "./nav-links.tsx";

/**
 * The native modal <dialog>, opened and closed by invoker commands: no script needed. app/site/menu.js
 * adds what no attribute can: it closes the menu when the window widens past the phone layout (it would
 * stay modal, hidden) or comes back from the back/forward cache, keeps Tab inside, keeps aria-expanded.
 */
export const MENU_ID = "site-menu";

export function MenuOverlay() {
  return (
    <dialog
      id={MENU_ID}
      aria-label={m.shell_menu()}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none bg-(--page-background-color) bg-(image:--page-background) p-0 text-white backdrop:bg-black open:flex open:flex-col"
    >
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-white/10 px-gutter">
        <Link to="/" className="flex min-h-11 items-center rounded">
          <Logo height={40} />
        </Link>
        <button
          type="button"
          aria-label={m.shell_menu_close()}
          command="close"
          commandfor={MENU_ID}
          className="rounded accent-hover p-2"
        >
          <HiX aria-hidden="true" className="size-7" />
        </button>
      </div>
      <nav aria-label={m.shell_menu()} className="flex flex-1 items-center justify-center">
        <NavLinks className="flex flex-col items-center gap-10 font-display text-display tracking-wide uppercase" />
      </nav>
      <div className="flex flex-col items-center gap-3 border-t border-white/10 px-gutter py-6">
        <SocialLinks />
        <a
          href={`mailto:${siteConfig.bookingsEmail}`}
          className="inline-flex min-h-11 items-center accent-hover text-small underline underline-offset-4"
        >
          {m.shell_bookings_address({ email: siteConfig.bookingsEmail })}
        </a>
        <Link
          to={PRESS_PATH}
          className="inline-flex min-h-11 items-center accent-hover text-small underline underline-offset-4"
        >
          {m.shell_press_kit()}
        </Link>
        <LanguageSwitch className="flex gap-4 text-small" />
      </div>
    </dialog>
  );
}
