import { z } from "zod";

import type { Database } from "#app/.server/db/database.ts";
import { literal } from "#app/.server/db/sql.ts";
import { cityOfShow, distanceKm, type Place, placeOfShow } from "#app/.server/places/index.ts";
import { cityKey } from "#app/lib/shows/city.ts";
import type { Show } from "#app/lib/shows/fields.ts";
import { validateShowRows } from "#app/lib/shows/stored.ts";
import { SELECT_SHOWS } from "#app/modules/shows/.server/sql.ts";

import { fanRow } from "./store.ts";

/** Never the secrets (the confirmation hash, the unsubscribe key). */
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

/** Headers read as text: the same through every driver. */
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
  fans(): Promise<ListedFan[]>;
  shows(): Promise<Show[]>;
  remove(email: string): Promise<boolean>;
  /** Confirmed reminders per show (its id) and per release (its slug), most first. */
  reminders(): Promise<ReminderCount[]>;
  outbox(recent: number): Promise<OutboxMessage[]>;
  message(id: number): Promise<WholeMessage | null>;
  close(): Promise<void>;
}

export interface ReminderCount {
  showId: number | null;
  release: string | null;
  fans: number;
}

export interface BandListOptions {
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
      // Notices and the fan's mail go by cascade; the address's reminders of shows and releases, and mail
      // to it queued without a fan, go too.
      const [[row] = []] = await database.run(
        `with fan as (delete from public.fans where email = ${address} returning id),
          reminder as (delete from public.reminders where email = ${address} returning id),
          mail as (delete from public.outbox where lower("to") = ${address} returning id)
        select (select count(*) from fan)::integer + (select count(*) from reminder)::integer as removed,
          (select count(*) from mail)::integer as mails`,
      );
      // "mails" misses the cascade.
      if (Number(row?.removed ?? 0) > 0 || Number(row?.mails ?? 0) > 0) await onMailDeleted();
      return Number(row?.removed ?? 0) > 0;
    },
    async reminders() {
      const [rows = []] = await database.run(
        `select "showId", release, count(*)::integer as fans from public.reminders
          where "confirmedAt" is not null group by "showId", release order by fans desc, "showId", release`,
      );
      return rows.map((row) => ({
        showId: row.showId === null ? null : Number(row.showId),
        release: row.release === null ? null : String(row.release),
        fans: Number(row.fans),
      }));
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

export function emptyBandList(description: string): BandList {
  return {
    description,
    fans: async () => [],
    shows: async () => [],
    remove: async () => false,
    reminders: async () => [],
    outbox: async () => [],
    message: async () => null,
    close: async () => {},
  };
}

type NearbyFan = Pick<ListedFan, "latitude" | "longitude" | "withinKm" | "confirmedAt">;

export interface CityCount {
  city: string;
  place: Place;
  fans: number;
}

/** Confirmed fans within their own distance of each place played, most first; and shows not placed. */
export function fansPerCity(fans: readonly NearbyFan[], shows: readonly Show[]) {
  // Keyed by the band's first spelling, placed where its first show is (a postal code places closer).
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
