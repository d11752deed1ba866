import { m } from "#app/i18n/compiled/messages.js";
import type { ShowView } from "#app/lib/shows/view.ts";
import { formatCount, type KeyNumbers } from "#app/modules/press/press.ts";
import { Link } from "#app/ui/link.tsx";
import { PageSection } from "#app/ui/page-section.tsx";

export interface PlayedFacts {
  numbers: KeyNumbers | null;
  notable: ShowView[];
}

export function PressPlayed({ played: { numbers, notable } }: { played: PlayedFacts }) {
  const facts = [
    ...(numbers?.shows
      ? [
          {
            value: m.press_shows({ count: numbers.shows, shown: formatCount(numbers.shows) }),
            label: m.press_shows_played({ count: numbers.shows }),
          },
        ]
      : []),
    ...(numbers?.cities
      ? [
          {
            value: m.press_cities({ count: numbers.cities, shown: formatCount(numbers.cities) }),
            label: m.press_on_the_road(),
          },
        ]
      : []),
    ...(numbers?.firstShow ? [{ value: numbers.firstShow, label: m.press_first_show() }] : []),
  ];
  if (facts.length === 0 && notable.length === 0) return null;
  return (
    <PageSection id="live" title={m.press_live()}>
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
          <h3 className="mt-stack mb-4 font-display text-title uppercase">{m.press_notable_shows()}</h3>
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
