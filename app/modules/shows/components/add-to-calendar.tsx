import type { ReactNode } from "react";

import { m } from "#app/i18n/compiled/messages.js";

export function AddToCalendar({
  heading: Heading,
  headingClassName,
  className,
  children,
}: {
  heading: "h2" | "h3";
  headingClassName: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="add-to-calendar" className={className}>
      <Heading id="add-to-calendar" className={headingClassName}>
        {m.shows_add_to_calendar()}
      </Heading>
      {children}
    </section>
  );
}
