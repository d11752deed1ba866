import { createContext, use, type ReactNode } from "react";
import { pageStyles, type PageStyle } from "./page-styles.ts";

/**
 * The page style this view is rendered in (the config's active style, or a
 * `?style=` preview), for the components that differ by style.
 */
const PageStyleContext = createContext<PageStyle>(pageStyles.normal);

export function usePageStyle(): PageStyle {
  return use(PageStyleContext);
}

export function PageStyleProvider({ style, children }: { style: PageStyle; children: ReactNode }) {
  return <PageStyleContext value={style}>{children}</PageStyleContext>;
}
