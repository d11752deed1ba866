import type { ReactNode } from "react";

import { PageHeader } from "#app/ui/page-header.tsx";

/** A form or a short message: its banner is short, so the form starts on a phone's first screen. */
export function FollowPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} short />
      <div className="mx-auto flex max-w-2xl flex-col gap-6 px-gutter py-section">{children}</div>
    </>
  );
}
