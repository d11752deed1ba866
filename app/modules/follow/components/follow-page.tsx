import type { ReactNode } from "react";

import { PageHeader } from "#app/ui/page-header.tsx";

export function FollowPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} />
      <div className="mx-auto flex max-w-2xl flex-col gap-6 px-gutter py-section">{children}</div>
    </>
  );
}
