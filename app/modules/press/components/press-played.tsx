import type { ShowView } from "#app/lib/shows/view.ts";
import type { KeyNumbers } from "#app/modules/press/press.ts";
import { Link } from "#app/ui/link.tsx";
import { PageSection } from "#app/ui/page-section.tsx";

export interface PlayedFacts {
  numbers: KeyNumbers | null;
  notable: ShowView[];
}

const counted = (count: number, one: string, many: string) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

export function PressPlayed({ played: { numbers, notable } }: { played: PlayedFacts }) {
  const facts = [
    ...(numbers?.shows ? [{ value: counted(numbers.shows, "show", "shows"), label: "played" }] : []),
    ...(numbers?.cities ? [{ value: counted(numbers.cities, "city", "cities"), label: "on the road" }] : []),
    ...(numbers?.firstShow ? [{ value: numbers.firstShow, label: "first show" }] : []),
  ];
  if (facts.length === 0 && notable.length === 0) return null;
  return (
    <PageSection id="live" title="Live">
      {facts.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-3">
          {facts.map((fact) => (
            <li key={fact.label} className="rounded-card border border-card-border bg-card p-4 text-center">
              <span className="block font-display text-title uppercase">{fact.value}</span>{" "}
              <span className="eyebrow">{fact.label}</span>
            </li>
          ))}
        </ul>
      )}
      {notable.length > 0 && (
        <>
          <h3 className="mt-stack mb-4 font-display text-title uppercase">Notable shows</h3>
          <ul className="flex flex-col gap-2">
            {notable.map((show) => (
              <li key={show.id} className="rounded-card border border-card-border bg-card p-4">
                <Link
                  to={show.path}
                  className="inline-flex min-h-11 items-center accent-hover font-semibold underline decoration-white/30 underline-offset-4"
                >
                  {show.heading}
                </Link>
                <p className="text-small text-white/80">
                  {[show.heading !== show.venue ? show.venue : null, show.place, show.dateText]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </PageSection>
  );
}
