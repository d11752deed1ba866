import { z } from "zod";
import { cityKey } from "#app/lib/shows/city.ts";
import type { Show } from "#app/lib/shows/fields.ts";
import { formatPlace } from "#app/lib/shows/details.ts";
import { validateShowRows } from "#app/lib/shows/stored.ts";
import type { Database } from "../db/database.ts";
import { distanceKm, placeOfShow, type Place } from "../places/index.ts";
import { literal, SELECT_SHOWS } from "../shows/sql.ts";
import { fanRow } from "./store.ts";

/**
 * The band's list, for `npm run fans`: every fan with what they agreed to,
 * the shows (for the count per city), the outbox, and removing an address
 * with everything about it. Never the secrets (the confirmation hash, the
 * unsubscribe key).
 */

/** A fan as the list shows them: never the secrets (the confirmation hash, the unsubscribe key). */
const listedFanRow = fanRow.omit({ confirmSentAt: true, unsubscribeKey: true });
export type ListedFan = z.infer<typeof listedFanRow>;

const outboxRow = z.object({
  id: z.coerce.number(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.coerce.date(),
  sentAt: z.coerce.date().nullable(),
  attempts: z.coerce.number(),
  lastError: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxRow>;

/** One e-mail whole, as the outbox holds it: its plain text and extra headers (read as text: the same through every driver). */
const wholeMessageRow = outboxRow.extend({
  text: z.string(),
  headers: z.preprocess(
    (value) => (typeof value === "string" ? JSON.parse(value) : value),
    z.record(z.string(), z.string()),
  ),
});
export type WholeMessage = z.infer<typeof wholeMessageRow>;

const columns = (schema: z.ZodObject) =>
  Object.keys(schema.shape)
    .map((name) => `"${name}"`)
    .join(", ");

export interface BandList {
  /** "the embedded database in ./.data (through the running server, pid 123)". */
  readonly description: string;
  /** Every fan, confirmed or not, in the order they signed up. */
  fans(): Promise<ListedFan[]>;
  /** Every valid show, past and booked. */
  shows(): Promise<Show[]>;
  /** Deletes the fan with this address, what they were told and every e-mail to it; false when it was not there. */
  remove(email: string): Promise<boolean>;
  /** The e-mails not sent yet, and the `recent` last sent ones, oldest first. */
  outbox(recent: number): Promise<OutboxMessage[]>;
  /** One e-mail of the outbox, whole; null when there is none with this id. */
  message(id: number): Promise<WholeMessage | null>;
  close(): Promise<void>;
}

export interface BandListOptions {
  /** Told once an address was removed: its e-mails' .eml copies go too. */
  onMailDeleted?: () => Promise<unknown>;
}

export function bandList(
  database: Database,
  timeZone: string,
  description: string,
  { onMailDeleted = async () => {} }: BandListOptions = {},
): BandList {
  return {
    description,
    async fans() {
      const [rows = []] = await database.run(`select ${columns(listedFanRow)} from public.fans order by id`);
      return rows.map((row) => listedFanRow.parse(row));
    },
    async shows() {
      const [rows = []] = await database.run(SELECT_SHOWS);
      return validateShowRows(rows, timeZone, () => {});
    },
    async remove(email) {
      const address = literal(email.trim().toLowerCase());
      // One statement: the fan's notices and e-mails go with the row (on delete cascade), and any
      // e-mail to the address queued without a fan goes too.
      const [[row] = []] = await database.run(
        `with fan as (delete from public.fans where email = ${address} returning id),
          mail as (delete from public.outbox where lower("to") = ${address} returning id)
        select (select count(*) from fan)::integer as fans, (select count(*) from mail)::integer as mails`,
      );
      // The fan's own e-mails went by cascade, which "mails" does not count.
      if (Number(row?.fans ?? 0) > 0 || Number(row?.mails ?? 0) > 0) await onMailDeleted();
      return Number(row?.fans ?? 0) > 0;
    },
    async outbox(recent) {
      const [rows = []] = await database.run(
        `select ${columns(outboxRow)} from public.outbox
          where "sentAt" is null
            or id in (select id from public.outbox where "sentAt" is not null order by id desc limit ${literal(recent)})
          order by id`,
      );
      return rows.map((row) => outboxRow.parse(row));
    },
    async message(id) {
      const [[row] = []] = await database.run(
        `select ${columns(outboxRow)}, text, headers::text as headers from public.outbox where id = ${literal(id)}`,
      );
      return row ? wholeMessageRow.parse(row) : null;
    },
    close: () => database.close(),
  };
}

/** The list where there is no database yet: nobody has signed up. */
export function emptyBandList(description: string): BandList {
  return {
    description,
    fans: async () => [],
    shows: async () => [],
    remove: async () => false,
    outbox: async () => [],
    message: async () => null,
    close: async () => {},
  };
}

/** What counting a fan near a city needs of them. */
type NearbyFan = Pick<ListedFan, "latitude" | "longitude" | "withinKm" | "confirmedAt">;

export interface CityCount {
  /** "Tampa, FL", as the band writes the city on its shows. */
  city: string;
  place: Place;
  fans: number;
}

/** "Atlanta, GA", "Atlanta, Georgia" and "atlanta ga" are one city (app/lib/shows/city.ts). */
export { cityKey };

/**
 * A show's city as the counts name it: as the band writes it, else its place's name; null when
 * neither. The place is looked up only when the show names no city: the places' datasets take
 * about 150 MB once loaded, which the press page's count of cities must not cost.
 */
export const cityOfShow = (show: Show, place?: Place | null): string | null =>
  formatPlace(show.city, show.state) ?? (place === undefined ? placeOfShow(show) : place)?.name ?? null;

/**
 * Each place the band has played or is booked in (by where its shows are),
 * with the confirmed fans within their own distance of it, most first; and
 * the shows whose place is not found.
 */
export function fansPerCity(fans: readonly NearbyFan[], shows: readonly Show[]) {
  // By the city the band wrote (first spelling), where the first of its shows is (a postal code
  // places a show more closely).
  const places = new Map<string, { city: string; place: Place }>();
  const notFound: Show[] = [];
  for (const show of shows) {
    const place = placeOfShow(show);
    if (!place) notFound.push(show);
    else {
      const city = cityOfShow(show, place)!;
      if (!places.has(cityKey(city))) places.set(cityKey(city), { city, place });
    }
  }
  const confirmed = fans.filter((fan) => fan.confirmedAt !== null);
  const cities: CityCount[] = [...places.values()].map(({ city, place }) => ({
    city,
    place,
    fans: confirmed.filter((fan) => distanceKm(fan, place) <= fan.withinKm).length,
  }));
  cities.sort((a, b) => b.fans - a.fans || a.city.localeCompare(b.city));
  return { cities, notFound };
}
