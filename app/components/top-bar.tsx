import { useRef } from "react";
import { Link } from "react-router";
import { siteConfig } from "#content/site.config.ts";
import { usePage } from "#app/site/page-context.tsx";
import { MenuButton } from "./menu-button";
import { MenuOverlay } from "./menu-overlay";
import { NavLinks } from "./nav-links";
import { SizedImage } from "./sized-image";

export function TopBar() {
  const { fullscreenNavigator, setFullscreenNavigator } = usePage();
  const menuButton = useRef<HTMLButtonElement>(null);
  const { logo } = siteConfig.images;

  return (
    <header className="relative z-20 border-b border-white/10 bg-black/60">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link to="/" className="shrink-0 rounded">
          <SizedImage image={logo} className="h-10 w-auto" />
        </Link>
        <nav aria-label="Main" className="burger:hidden">
          <NavLinks className="flex gap-6 text-lg" />
        </nav>
        <MenuButton
          ref={menuButton}
          expanded={fullscreenNavigator}
          onClick={() => setFullscreenNavigator(true)}
          className="hidden burger:inline-flex"
        />
      </div>
      <MenuOverlay returnFocusTo={menuButton} />
    </header>
  );
}
