import { localIsoDate } from "#app/lib/shows/dates.ts";
import { formatPlace } from "#app/lib/shows/details.ts";
import type { Show } from "#app/lib/shows/fields.ts";
import { type DrawCounts, drawPerCity } from "#app/modules/press/.server/index.ts";
import type { VisitCounts } from "#app/modules/visits/.server/index.ts";

import { columns } from "../format.ts";

// Every number, for the band: the press page shows only those of 10 or more, if the band opts in.

function perShow(shows: readonly Show[], clicks: Map<number, number>, timeZone: string): string[][] {
  const known = new Set(shows.map((show) => show.id));
  const rows = shows
    .filter((show) => (clicks.get(show.id) ?? 0) > 0)
    .map((show) => [
      String(show.id),
      show.date ? localIsoDate(show.date, timeZone) : "TBA",
      show.venue,
      formatPlace(show.city, show.state) ?? "",
      String(clicks.get(show.id)),
    ]);
  const removed = [...clicks]
    .filter(([id, count]) => !known.has(id) && count > 0)
    .sort(([a], [b]) => a - b)
    .map(([id, count]) => [String(id), "", "(removed)", "", String(count)]);
  return [...rows, ...removed];
}

export interface Stats {
  shows: readonly Show[];
  counts: DrawCounts;
  visits: VisitCounts;
  /** The visits' period: "in the last 30 days (since 2026-05-03)", "since 2026-05-01". */
  period: string;
}

export function formatStats({ shows, counts, visits, period }: Stats, timeZone: string): string {
  const lines: string[] = [];
  const clicked = perShow(shows, counts.clicks, timeZone);
  const total = [...counts.clicks.values()].reduce((sum, count) => sum + count, 0);
  lines.push(`Get Tickets clicks, all days together: ${total}.`);
  if (clicked.length > 0) {
    lines.push(
      "",
      "Per show:",
      columns(["  id", "date", "venue", "city", "clicks"], indent(clicked)).trimEnd(),
    );
  }
  const cities = drawPerCity(shows, counts);
  if (cities.length > 0) {
    const withFans = counts.fans !== null;
    lines.push(
      "",
      withFans
        ? "Per city the band has played or is booked in, with the confirmed fans following near it:"
        : "Per city the band has played or is booked in:",
    );
    const rows = cities.map((city) => [
      city.city,
      String(city.clicks),
      ...(withFans ? [String(city.fans)] : []),
    ]);
    lines.push(columns(["  city", "clicks", ...(withFans ? ["fans"] : [])], indent(rows)).trimEnd());
  }
  lines.push("", ...visitLines(visits, period));
  lines.push("", "Counted without cookies or addresses; crawlers and prefetches are not counted.");
  return `${lines.join("\n")}\n`;
}

function visitLines({ pages, referrers }: VisitCounts, period: string): string[] {
  const total = pages.reduce((sum, page) => sum + page.visits, 0);
  const lines = [`Page visits ${period}: ${total}.`];
  if (pages.length > 0) {
    const rows = pages.map((page) => [page.path, String(page.visits)]);
    lines.push("", "Per page:", columns(["  page", "visits"], indent(rows)).trimEnd());
  }
  if (referrers.length > 0) {
    const rows = referrers.map((referrer) => [referrer.host, String(referrer.visits)]);
    lines.push(
      "",
      "Sites visitors came from, most first:",
      columns(["  site", "visits"], indent(rows)).trimEnd(),
    );
  }
  return lines;
}

const indent = (rows: string[][]) => rows.map(([first, ...rest]) => [`  ${first}`, ...rest]);
