import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { siteConfig } from "#content/site.config.ts";
import { MenuButton } from "./menu-button.tsx";
import { MenuOverlay } from "./menu-overlay.tsx";
import { NavLinks } from "./nav-links.tsx";
import { SizedImage } from "./sized-image.tsx";

/** Below this window width the top bar shows a menu button instead of links. */
const BURGER_QUERY = "(width < 500px)";

/**
 * Whether the window is narrow enough for the menu button, re-evaluated on
 * every resize. The server cannot know the width: the first paint relies on
 * a CSS media query, and this value only drives behaviour after hydration.
 */
function useBurgerButton(): boolean {
  const [burgerButton, setBurgerButton] = useState(false);
  useEffect(() => {
    const update = () => setBurgerButton(window.matchMedia(BURGER_QUERY).matches);
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return burgerButton;
}

export function TopBar() {
  // Whether the full-screen menu is open.
  const [fullscreenNavigator, setFullscreenNavigator] = useState(false);
  const burgerButton = useBurgerButton();
  const menuButton = useRef<HTMLButtonElement>(null);
  const { logo } = siteConfig.images;

  return (
    <header className="relative z-20 border-b border-white/10 bg-black/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-gutter">
        <Link to="/" className="shrink-0 rounded">
          <SizedImage image={logo} className="h-10 w-auto" />
        </Link>
        <nav aria-label="Main" className="burger:hidden">
          <NavLinks className="flex gap-7 text-small font-bold tracking-[0.14em] uppercase" />
        </nav>
        <MenuButton
          ref={menuButton}
          expanded={fullscreenNavigator}
          onClick={() => setFullscreenNavigator(true)}
          className="hidden burger:inline-flex"
        />
      </div>
      <MenuOverlay
        open={fullscreenNavigator}
        setOpen={setFullscreenNavigator}
        burgerButton={burgerButton}
        returnFocusTo={menuButton}
      />
    </header>
  );
}
