import type { ReactNode } from "react";

import { m } from "#app/i18n/compiled/messages.js";

import { Footer } from "./footer.tsx";
import { TopBar } from "./top-bar.tsx";

export function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded bg-white text-black focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-30 focus:inline-flex focus:min-h-11 focus:items-center focus:px-4"
      >
        {m.shell_skip_to_content()}
      </a>
      <TopBar />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
    </div>
  );
}
