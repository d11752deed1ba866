import { z } from "zod";

import type { Database } from "#app/.server/db/database.ts";
import { literal } from "#app/.server/db/sql.ts";

// One count per show and the band's day, nothing about who clicked.

export async function countTicketClick(database: Database, showId: number, day: string): Promise<void> {
  await database.run(
    `insert into public.ticket_clicks ("showId", day, clicks) values (${literal(showId)}, ${literal(day)}::date, 1)
      on conflict ("showId", day) do update set clicks = public.ticket_clicks.clicks + 1`,
  );
}

const clicksRow = z.object({ showId: z.coerce.number(), clicks: z.coerce.number() });

/** A show never clicked is absent. */
export async function clicksPerShow(database: Database): Promise<Map<number, number>> {
  const [rows = []] = await database.run(
    `select "showId", sum(clicks)::integer as clicks from public.ticket_clicks group by "showId"`,
  );
  return new Map(rows.map((row) => clicksRow.parse(row)).map(({ showId, clicks }) => [showId, clicks]));
}
