import { createContext, use, type ReactNode } from "react";
import { pageStyles, type PageStyle } from "./page-styles.ts";

const PageStyleContext = createContext<PageStyle>(pageStyles.normal);

export function usePageStyle(): PageStyle {
  return use(PageStyleContext);
}

export function PageStyleProvider({ style, children }: { style: PageStyle; children: ReactNode }) {
  return <PageStyleContext value={style}>{children}</PageStyleContext>;
}
