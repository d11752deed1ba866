import type { ReactNode } from "react";

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
