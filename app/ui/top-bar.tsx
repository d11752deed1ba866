import { m } from "#app/i18n/compiled/messages.js";
import { LanguageSwitch } from "#app/i18n/language-switch.tsx";

import { Link } from "./link.tsx";
import { Logo } from "./logo.tsx";
import { MenuButton } from "./menu-button.tsx";
import { MenuOverlay } from "./menu-overlay.tsx";
import { NavLinks } from "./nav-links.tsx";

export function TopBar() {
  return (
    <header className="relative z-20 border-b border-white/10 bg-black/70 [view-transition-name:top-bar]">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-gutter">
        <Link to="/" className="flex min-h-11 shrink-0 items-center rounded">
          <Logo height={40} />
        </Link>
        <nav aria-label={m.shell_nav_main()} className="burger:hidden">
          <NavLinks className="flex gap-7 text-small font-bold tracking-[0.14em] uppercase" />
        </nav>
        <div className="flex items-center gap-4">
          <LanguageSwitch className="flex text-small" />
          <MenuButton className="hidden burger:inline-flex" />
        </div>
      </div>
      <MenuOverlay />
    </header>
  );
}
