import { createContext, use, useEffect, useMemo, useState, type ReactNode } from "react";
import { pageStyles, type PageStyle } from "./page-styles";

/** Below this window width the top bar shows a menu button instead of links. */
export const BURGER_QUERY = "(width < 500px)";

export interface PageContextValue {
  /** The style this page view is rendered in. */
  currentStyle: PageStyle;
  /** Whether the full-screen menu overlay is open. */
  fullscreenNavigator: boolean;
  setFullscreenNavigator: (open: boolean) => void;
  /** Whether the window is narrow enough for the menu button (re-evaluated on every resize). */
  burgerButton: boolean;
}

const PageContext = createContext<PageContextValue>({
  currentStyle: pageStyles.normal,
  fullscreenNavigator: false,
  setFullscreenNavigator: () => {},
  burgerButton: false,
});

export function usePage(): PageContextValue {
  return use(PageContext);
}

function isBurgerWidth(): boolean {
  return typeof window !== "undefined" && window.matchMedia(BURGER_QUERY).matches;
}

export function PageProvider({ style, children }: { style: PageStyle; children: ReactNode }) {
  const [fullscreenNavigator, setFullscreenNavigator] = useState(false);
  // The server cannot know the width: the first paint relies on a CSS media
  // query, and this value only drives behaviour after hydration.
  const [burgerButton, setBurgerButton] = useState(false);

  useEffect(() => {
    const update = () => setBurgerButton(isBurgerWidth());
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);

  const value = useMemo(
    () => ({ currentStyle: style, fullscreenNavigator, setFullscreenNavigator, burgerButton }),
    [style, fullscreenNavigator, burgerButton],
  );
  return <PageContext value={value}>{children}</PageContext>;
}
