import { siteConfig } from "#content/site.config";
import { listUpcomingShows, showRowSchema, type Show, type ShowListing } from "~/lib/shows";
import { getDatabase } from "./database";
import { getEnv } from "./env";
import { describeError, log } from "./log";

/**
 * The one way into the shows. Routes call getUpcomingShows(); which store
 * answers (embedded now, hosted Supabase next) is decided here.
 */

/**
 * The shows listed at `now`, ready to display; null when they could not be
 * loaded (the block says so, the rest of the page renders as usual).
 */
export async function getUpcomingShows(now: Date): Promise<ShowListing | null> {
  try {
    const shows = await readEmbeddedShows();
    return listUpcomingShows(shows, now, siteConfig.timeZone);
  } catch (error) {
    log("error", "Error fetching shows:", { cause: describeError(error) });
    return null;
  }
}

async function readEmbeddedShows(): Promise<Show[]> {
  const database = await getDatabase(getEnv().dataDir);
  const { rows } = await database.query("select * from public.shows order by date asc nulls last");
  return parseShowRows(rows);
}

/** Validates rows one by one: a bad row is logged with its id and skipped. */
export function parseShowRows(rows: readonly unknown[]): Show[] {
  const schema = showRowSchema(siteConfig.timeZone);
  const shows: Show[] = [];
  for (const row of rows) {
    const parsed = schema.safeParse(row);
    if (parsed.success) {
      shows.push(parsed.data);
    } else {
      const id = (row as { id?: unknown } | null)?.id;
      log("warn", "skipped an invalid show row", {
        id: id ?? null,
        problems: parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
      });
    }
  }
  return shows;
}
