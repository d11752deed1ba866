import { useEffect, useRef, type KeyboardEvent, type RefObject } from "react";
import { HiX } from "react-icons/hi";
import { Link, useLocation } from "react-router";
import { siteConfig } from "#content/site.config.ts";
import { SocialLinks } from "./footer";
import { NavLinks } from "./nav-links";
import { SizedImage } from "./sized-image";

/**
 * The full-screen menu for narrow windows, on the native modal <dialog>:
 * the browser keeps focus inside it and closes it on Escape. This component
 * keeps the dialog in step with `open` (the top bar's state), locks page scrolling
 * while it is open, and closes it on any navigation (a link, browser back).
 */
export const MENU_ID = "site-menu";

export function MenuOverlay({
  open: fullscreenNavigator,
  setOpen: setFullscreenNavigator,
  burgerButton,
  returnFocusTo,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Whether the window is narrow enough for the menu button; widening it closes the menu. */
  burgerButton: boolean;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!fullscreenNavigator) return;
    if (!element.open) element.showModal();

    const menuButton = returnFocusTo.current;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      // Close first: a modal dialog makes the rest of the page inert, so the
      // menu button could not take focus back while it is still open.
      if (element.open) element.close();
      root.style.overflow = previousOverflow;
      menuButton?.focus();
    };
  }, [fullscreenNavigator, returnFocusTo]);

  useEffect(() => {
    setFullscreenNavigator(false);
  }, [location.key, setFullscreenNavigator]);

  // Widening the window past the menu button's breakpoint closes the menu.
  useEffect(() => {
    if (!burgerButton) setFullscreenNavigator(false);
  }, [burgerButton, setFullscreenNavigator]);

  const close = () => setFullscreenNavigator(false);

  // A modal dialog already makes the page behind it inert; this also keeps
  // Tab from leaving for the browser's own toolbar, so focus cycles inside.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>("a[href], button")];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      id={MENU_ID}
      aria-label="Menu"
      // Escape closes the dialog natively; this keeps the state in step.
      onClose={close}
      onKeyDown={keepFocusInside}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none bg-(--page-background-color) bg-(image:--page-background) p-0 text-white backdrop:bg-black open:flex open:flex-col"
    >
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-white/10 px-gutter">
        <Link to="/" onClick={close} className="rounded">
          <SizedImage image={siteConfig.images.logo} className="h-10 w-auto" />
        </Link>
        <button
          type="button"
          aria-label="Close menu"
          command="close"
          commandfor={MENU_ID}
          onClick={close}
          className="rounded accent-hover p-2"
        >
          <HiX aria-hidden="true" className="size-7" />
        </button>
      </div>
      <nav aria-label="Menu" className="flex flex-1 items-center justify-center">
        <NavLinks
          onNavigate={close}
          className="flex flex-col items-center gap-10 font-display text-display tracking-wide uppercase"
        />
      </nav>
      <div className="flex flex-col items-center gap-3 border-t border-white/10 px-gutter py-6">
        <SocialLinks />
        <a
          href={`mailto:${siteConfig.bookingsEmail}`}
          className="accent-hover text-small underline underline-offset-4"
        >
          Bookings: {siteConfig.bookingsEmail}
        </a>
      </div>
    </dialog>
  );
}
