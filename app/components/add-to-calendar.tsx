import type { ReactNode } from "react";

/**
 * The "Add to calendar" block, named by its heading: every show's feed on
 * Home, one show's file and Google Calendar link on its page. Each place
 * gives the heading's level and the block's look.
 */
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
        Add to calendar
      </Heading>
      {children}
    </section>
  );
}
