import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import { RateLimiterMemory } from "rate-limiter-flexible";
import type { Show } from "#app/lib/shows/fields.ts";
import { localIsoDate } from "#app/lib/shows/dates.ts";
import { safeHttpUrl } from "#app/lib/links.ts";
import { TICKET_CLICK_MEMORY_HOURS } from "#app/lib/retention.ts";
import { clientKey } from "../clients/client-key.ts";
import type { Database } from "../db/database.ts";
import { allowed, isCrossSite } from "../fans/guard.ts";
import { describeError, log } from "../log.ts";
import { countTicketClick } from "./ticket-clicks.ts";

/**
 * A ping from a Get Tickets link (`<a ping>`), judged and counted: +1 for
 * the show on today's date in the band's zone, at most once per client. No
 * cookie is read or set and no address is stored (in memory only: the rate
 * limit holds a client's key for minutes, as the sign-up form's does, and
 * the clicks counted today for a day). Not counted: what a browser's ping
 * does not look like (no Ping-From on the site's own page, no Ping-To of
 * the show's ticket link), a crawler, a ping from another site, one for a
 * show that does not exist, a client pinging too often, and a client's
 * second click on a show the same day.
 */

/** What the browser sent, as the server hands it over. */
export interface TicketPing {
  /** The id in the path, as typed. */
  showId: string;
  header(name: string): string | undefined;
  /** The client's address (the proxy's word for it when trusted); only for the limits, in memory. */
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

/** The answer's status: the browser never reads it, a person testing the site might. */
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

/** Clients remembered as counted today, at most: a flood of new ones forgets the oldest first. */
const MAX_COUNTED_TODAY = 100_000;

/** Whether the request is what a browser sends for `<a ping>`: its type, and its fetch metadata when sent. */
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

/**
 * Whether Ping-From names a page of this site: the HTML standard has a
 * browser send it for a ping to the page's own origin, which ours always is.
 * The site is SITE_URL's origin or the one the browser asked for, as for a
 * form's Origin (isCrossSite).
 */
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

/** Whether the link the browser followed (its Ping-To, which every ping carries) is the show's ticket link. */
function followedTicketLink(pingTo: string | undefined, show: Show): boolean {
  const link = safeHttpUrl(show.ticketLink);
  return link !== null && pingTo !== undefined && safeHttpUrl(pingTo) === link;
}

export function createTicketPings(options: TicketPingsOptions) {
  const now = options.now ?? (() => new Date());
  const perClient =
    options.perClient ?? new RateLimiterMemory({ keyPrefix: "ticket-ping", points: 30, duration: 10 * 60 });
  // "client show day": the day is in the key, so a client counts again the next day.
  const countedToday = new LRUCache<string, true>({
    max: MAX_COUNTED_TODAY,
    ttl: TICKET_CLICK_MEMORY_HOURS * 60 * 60_000,
    perf: { now: () => now().getTime() },
  });

  /** Judges a ping and counts it when it is a click; the outcome says which. */
  return async function countPing(ping: TicketPing): Promise<PingOutcome> {
    if (!looksLikePing(ping.header)) return "not a ping";
    if (isCrossSite(ping.header, options.siteUrl)) return "from another site";
    const client = clientKey(ping.clientAddress);
    if (!(await allowed(perClient, client))) return "too often";
    // Every browser names itself: a client that does not is no person's click either.
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
