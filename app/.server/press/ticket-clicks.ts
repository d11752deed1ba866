import { z } from "zod";
import type { Database } from "../db/database.ts";
import { literal } from "../shows/sql.ts";

/**
 * The ticket_clicks table: one count per show and day (the band's day),
 * nothing about who clicked. The server adds to it; the stats command and
 * the press page read the sums.
 */

/** One more click on a show's ticket link on `day` ("2026-11-28"), as one statement. */
export async function countTicketClick(database: Database, showId: number, day: string): Promise<void> {
  await database.run(
    `insert into public.ticket_clicks ("showId", day, clicks) values (${literal(showId)}, ${literal(day)}::date, 1)
      on conflict ("showId", day) do update set clicks = public.ticket_clicks.clicks + 1`,
  );
}

const clicksRow = z.object({ showId: z.coerce.number(), clicks: z.coerce.number() });

/** Every show's clicks, all days together: show id → clicks (a show never clicked is absent). */
export async function clicksPerShow(database: Database): Promise<Map<number, number>> {
  const [rows = []] = await database.run(
    `select "showId", sum(clicks)::integer as clicks from public.ticket_clicks group by "showId"`,
  );
  return new Map(rows.map((row) => clicksRow.parse(row)).map(({ showId, clicks }) => [showId, clicks]));
}
