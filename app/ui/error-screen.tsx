import type { ReactNode } from "react";

import { m } from "#app/i18n/compiled/messages.js";

import { Link } from "./link.tsx";

export function ErrorScreen({
  heading,
  message,
  details,
  children,
}: {
  heading: string;
  message: string;
  details?: string;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-gutter py-section text-center">
      <h1 className="font-display text-display uppercase">{heading}</h1>
      <p className="text-lead">{message}</p>
      {children}
      <Link to="/" className="button-primary">
        {m.error_back_home()}
      </Link>
      {details && (
        <pre className="w-full overflow-x-auto rounded bg-white/10 p-4 text-left text-caption">{details}</pre>
      )}
    </section>
  );
}
