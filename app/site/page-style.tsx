import { createContext, type ReactNode, use } from "react";

import { type PageStyle, pageStyles } from "./page-styles.ts";

const PageStyleContext = createContext<PageStyle>(pageStyles.normal);

export function usePageStyle(): PageStyle {
  return use(PageStyleContext);
}

export function PageStyleProvider({ style, children }: { style: PageStyle; children: ReactNode }) {
  return <PageStyleContext value={style}>{children}</PageStyleContext>;
}
