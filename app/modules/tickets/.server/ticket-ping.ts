import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import { RateLimiterMemory } from "rate-limiter-flexible";

import { clientKey } from "#app/.server/clients/client-key.ts";
import type { Database } from "#app/.server/db/database.ts";
import { describeError, log } from "#app/.server/log.ts";
import { safeHttpUrl } from "#app/lib/links.ts";
import { TICKET_CLICK_MEMORY_HOURS } from "#app/lib/retention.ts";
import { localIsoDate } from "#app/lib/shows/dates.ts";
import type { Show } from "#app/lib/shows/fields.ts";
import { allowed, isCrossSite } from "#app/modules/follow/.server/guard.ts";

import { countTicketClick } from "./ticket-clicks.ts";

// A Get Tickets `<a ping>` counts +1 for the show on the band's day, once per client; no cookie, no
// address stored (only in memory, for the limits). What is refused and why: decisions 065 and 072.

export interface TicketPing {
  showId: string;
  header(name: string): string | undefined;
  /** The proxy's word for it when trusted; used only for the limits, in memory. */
  clientAddress: string | null;
}

export type PingOutcome =
  | "counted"
  | "not a ping"
  | "from another site"
  | "not from the site's page"
  | "too often"
  | "crawler"
  | "no such show"
  | "not its ticket link"
  | "counted already today"
  | "no database"
  | "not saved";

/** The browser never reads it; a person testing the site might. */
export const PING_STATUS: Record<PingOutcome, number> = {
  counted: 204,
  "not a ping": 415,
  "from another site": 403,
  "too often": 429,
  // Not told apart from a counted click: nothing to learn by probing.
  crawler: 204,
  "not from the site's page": 204,
  "no such show": 204,
  "not its ticket link": 204,
  "counted already today": 204,
  "no database": 204,
  "not saved": 204,
};

export interface TicketPingsOptions {
  /** Null when they cannot be read. */
  shows(): Promise<Show[] | null>;
  /** Null when the site has no database (shows from Supabase's API, without DATABASE_URL). */
  database(): Database | null;
  siteUrl: string;
  timeZone: string;
  now?: () => Date;
  /** Default: 30 in 10 minutes (a household shares one address). */
  perClient?: RateLimiterMemory;
}

const PING_TYPE = "text/ping";

/** A flood of new clients forgets the oldest first. */
const MAX_COUNTED_TODAY = 100_000;

function looksLikePing(header: TicketPing["header"]): boolean {
  const type = (header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const mode = header("sec-fetch-mode");
  const destination = header("sec-fetch-dest");
  return (
    type === PING_TYPE &&
    (mode === undefined || mode === "no-cors") &&
    (destination === undefined || destination === "empty")
  );
}

/** The HTML standard has a browser send Ping-From to the page's own origin, which ours always is. */
function fromSitePage(header: TicketPing["header"], siteUrl: string): boolean {
  let origin: string;
  try {
    origin = new URL(header("ping-from") ?? "").origin;
  } catch {
    return false;
  }
  if (origin === "null") return false;
  const asOrigin = (name: string) =>
    name === "origin" ? origin : name === "host" ? header("host") : undefined;
  return !isCrossSite(asOrigin, siteUrl);
}

/** Every ping carries Ping-To. */
function followedTicketLink(pingTo: string | undefined, show: Show): boolean {
  const link = safeHttpUrl(show.ticketLink);
  return link !== null && pingTo !== undefined && safeHttpUrl(pingTo) === link;
}

export function createTicketPings(options: TicketPingsOptions) {
  const now = options.now ?? (() => new Date());
  const perClient =
    options.perClient ?? new RateLimiterMemory({ keyPrefix: "ticket-ping", points: 30, duration: 10 * 60 });
  // The day is in the key, so a client counts again the next day.
  const countedToday = new LRUCache<string, true>({
    max: MAX_COUNTED_TODAY,
    ttl: TICKET_CLICK_MEMORY_HOURS * 60 * 60_000,
    perf: { now: () => now().getTime() },
  });

  return async function countPing(ping: TicketPing): Promise<PingOutcome> {
    if (!looksLikePing(ping.header)) return "not a ping";
    if (isCrossSite(ping.header, options.siteUrl)) return "from another site";
    const client = clientKey(ping.clientAddress);
    if (!(await allowed(perClient, client))) return "too often";
    // Every browser names itself.
    const agent = ping.header("user-agent");
    if (!agent || isbot(agent)) return "crawler";
    if (!fromSitePage(ping.header, options.siteUrl)) return "not from the site's page";
    const id = /^[1-9]\d{0,14}$/.test(ping.showId) ? Number(ping.showId) : null;
    const show = id === null ? undefined : (await options.shows())?.find((each) => each.id === id);
    if (!show) return "no such show";
    if (!followedTicketLink(ping.header("ping-to"), show)) return "not its ticket link";
    const database = options.database();
    if (!database) return "no database";
    const day = localIsoDate(now(), options.timeZone);
    const key = `${client} ${show.id} ${day}`;
    if (countedToday.has(key)) return "counted already today";
    // Marked before the write, so that two pings at once count once.
    countedToday.set(key, true);
    try {
      await countTicketClick(database, show.id, day);
      return "counted";
    } catch (error) {
      countedToday.delete(key);
      log("warn", "ticket click not saved", { showId: show.id, cause: describeError(error) });
      return "not saved";
    }
  };
}
