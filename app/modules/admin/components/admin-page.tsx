import type { ReactNode } from "react";

import { PageHeader } from "#app/ui/page-header.tsx";

import { ADMIN_PATH } from "../index.ts";

/** The band's pages: the site's look, plainer; one column that fits a phone. */
export function AdminPage({
  title,
  signedIn,
  children,
}: {
  title: string;
  signedIn: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} short />
      <div className="mx-auto flex max-w-2xl flex-col gap-6 px-gutter py-section">
        {signedIn && (
          <nav aria-label="Band pages" className="flex flex-wrap items-center gap-4">
            <a href={ADMIN_PATH} className="inline-flex min-h-11 items-center underline">
              Shows
            </a>
            <a href={`${ADMIN_PATH}/campaign`} className="inline-flex min-h-11 items-center underline">
              Campaign
            </a>
            <a href={`${ADMIN_PATH}/numbers`} className="inline-flex min-h-11 items-center underline">
              Numbers
            </a>
            <a href={`${ADMIN_PATH}/account`} className="inline-flex min-h-11 items-center underline">
              Passkeys
            </a>
            <form method="post" action={`${ADMIN_PATH}/sign-out`}>
              <button type="submit" className="inline-flex min-h-11 cursor-pointer items-center underline">
                Sign out
              </button>
            </form>
          </nav>
        )}
        {children}
      </div>
    </>
  );
}

export function Notice({ children, tone = "info" }: { children: ReactNode; tone?: "info" | "error" }) {
  const colors = tone === "error" ? "border-red-400/70 bg-red-500/15" : "border-white/30 bg-white/10";
  return (
    <p role={tone === "error" ? "alert" : "status"} className={`rounded-card border p-4 ${colors}`}>
      {children}
    </p>
  );
}
