import { isbot } from "isbot";
import { RateLimiterMemory } from "rate-limiter-flexible";
import type { Show } from "#app/lib/shows/fields.ts";
import { localIsoDate } from "#app/lib/shows/dates.ts";
import { safeHttpUrl } from "#app/lib/links.ts";
import type { Database } from "../db/database.ts";
import { allowed, isCrossSite } from "../fans/guard.ts";
import { describeError, log } from "../log.ts";
import { countTicketClick } from "./ticket-clicks.ts";

/**
 * A ping from a Get Tickets link (`<a ping>`), judged and counted: +1 for
 * the show on today's date in the band's zone. No cookie is read or set and
 * no address is stored (the rate limit holds a client's address in memory
 * for minutes, as the sign-up form's does). Not counted: a crawler, a ping
 * from another site, one for a show that does not exist or whose ticket link
 * it did not follow, and a client pinging too often.
 */

/** What the browser sent, as the server hands it over. */
export interface TicketPing {
  /** The id in the path, as typed. */
  showId: string;
  header(name: string): string | undefined;
  /** The client's address (the proxy's word for it when trusted); only for the rate limit. */
  clientAddress: string | null;
}

export type PingOutcome =
  | "counted"
  | "not a ping"
  | "from another site"
  | "too often"
  | "crawler"
  | "no such show"
  | "not its ticket link"
  | "no database"
  | "not saved";

/** The answer's status: the browser never reads it, a person testing the site might. */
export const PING_STATUS: Record<PingOutcome, number> = {
  counted: 204,
  "not a ping": 415,
  "from another site": 403,
  "too often": 429,
  // Not told apart from a counted click: nothing to learn by probing.
  crawler: 204,
  "no such show": 204,
  "not its ticket link": 204,
  "no database": 204,
  "not saved": 204,
};

export interface TicketPingsOptions {
  /** Every show; null when they cannot be read. */
  shows(): Promise<Show[] | null>;
  /** Where the counts go; null when the site has no database (a hosted site without SUPABASE_DB_URL). */
  database(): Database | null;
  siteUrl: string;
  timeZone: string;
  now?: () => Date;
  /** Pings per client address: 30 in 10 minutes (a household shares one) when not given. */
  perClient?: RateLimiterMemory;
}

const PING_TYPE = "text/ping";

/** Whether the link the browser followed (its Ping-To) is the show's ticket link. */
function followedTicketLink(pingTo: string | undefined, show: Show): boolean {
  const link = safeHttpUrl(show.ticketLink);
  if (link === null) return false;
  // A browser that does not say where it went (Ping-To is the HTML standard's, not every client's).
  if (pingTo === undefined) return true;
  return safeHttpUrl(pingTo) === link;
}

export function createTicketPings(options: TicketPingsOptions) {
  const now = options.now ?? (() => new Date());
  const perClient =
    options.perClient ?? new RateLimiterMemory({ keyPrefix: "ticket-ping", points: 30, duration: 10 * 60 });

  /** Judges a ping and counts it when it is a click; the outcome says which. */
  return async function countPing(ping: TicketPing): Promise<PingOutcome> {
    const type = (ping.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (type !== PING_TYPE) return "not a ping";
    if (isCrossSite(ping.header, options.siteUrl)) return "from another site";
    if (!(await allowed(perClient, ping.clientAddress ?? "unknown"))) return "too often";
    // Every browser names itself: a client that does not is no person's click either.
    const agent = ping.header("user-agent");
    if (!agent || isbot(agent)) return "crawler";
    const id = /^[1-9]\d{0,14}$/.test(ping.showId) ? Number(ping.showId) : null;
    const show = id === null ? undefined : (await options.shows())?.find((each) => each.id === id);
    if (!show) return "no such show";
    if (!followedTicketLink(ping.header("ping-to"), show)) return "not its ticket link";
    const database = options.database();
    if (!database) return "no database";
    try {
      await countTicketClick(database, show.id, localIsoDate(now(), options.timeZone));
      return "counted";
    } catch (error) {
      log("warn", "ticket click not saved", { showId: show.id, cause: describeError(error) });
      return "not saved";
    }
  };
}
