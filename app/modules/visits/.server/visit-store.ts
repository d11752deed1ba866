import { z } from "zod";

import type { Database } from "#app/.server/db/database.ts";
import { literal } from "#app/.server/db/sql.ts";

// Numbers per day only: page visits per path, and per referring host. Nothing about who visited.

/** Counts for one day: `${day} ${path}` → visits, `${day} ${host}` → visits. */
export interface VisitTally {
  pages: Map<string, number>;
  referrers: Map<string, number>;
}

/** A tally's key: the band's day, then the path or host (neither holds a space). */
export const tallyKey = (day: string, what: string) => `${day} ${what}`;

function rows(tally: Map<string, number>): string {
  return [...tally]
    .map(([key, visits]) => {
      const space = key.indexOf(" ");
      return `(${literal(key.slice(0, space))}::date, ${literal(key.slice(space + 1))}, ${literal(visits)})`;
    })
    .join(", ");
}

/** One message, one transaction: added to what is there, so several instances' counts add up. */
export function addVisitsSql({ pages, referrers }: VisitTally): string | null {
  const statements = [
    ...(pages.size > 0
      ? [
          `insert into public.page_visits as t (day, path, visits) values ${rows(pages)}
            on conflict (day, path) do update set visits = t.visits + excluded.visits`,
        ]
      : []),
    ...(referrers.size > 0
      ? [
          `insert into public.referrer_visits as t (day, host, visits) values ${rows(referrers)}
            on conflict (day, host) do update set visits = t.visits + excluded.visits`,
        ]
      : []),
  ];
  return statements.length > 0 ? statements.join(";\n") : null;
}

export async function addVisits(database: Database, tally: VisitTally): Promise<void> {
  const sql = addVisitsSql(tally);
  if (sql) await database.run(sql);
}

export interface VisitCounts {
  /** Every page visited in the period, most visited first. */
  pages: { path: string; visits: number }[];
  /** The sites most visitors came from, most first. */
  referrers: { host: string; visits: number }[];
}

const pageRow = z.object({ path: z.string(), visits: z.coerce.number() });
const referrerRow = z.object({ host: z.string(), visits: z.coerce.number() });

/** From `since` (the band's day, "2026-11-05") to today; `topReferrers` sites at most. */
export async function readVisits(database: Database, since: string, topReferrers = 10): Promise<VisitCounts> {
  const [pages = [], referrers = []] = await database.run(
    `select path, sum(visits)::bigint as visits from public.page_visits where day >= ${literal(since)}::date
       group by path order by sum(visits) desc, path;
     select host, sum(visits)::bigint as visits from public.referrer_visits where day >= ${literal(since)}::date
       group by host order by sum(visits) desc, host limit ${literal(topReferrers)}`,
  );
  return {
    pages: pages.map((row) => pageRow.parse(row)),
    referrers: referrers.map((row) => referrerRow.parse(row)),
  };
}
