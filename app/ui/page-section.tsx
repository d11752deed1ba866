import type { ReactNode } from "react";

export function PageSection({
  id,
  title,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`mx-auto ${wide ? "max-w-6xl" : "max-w-4xl"} px-gutter py-section`}
    >
      <h2 id={id} className="mb-6 scroll-mt-8 text-center font-display text-heading uppercase sm:mb-stack">
        {title}
      </h2>
      {children}
    </section>
  );
}
