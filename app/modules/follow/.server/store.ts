import { z } from "zod";

import type { RunSql } from "#app/.server/db/database.ts";
import { literal } from "#app/.server/db/sql.ts";
import type { confirmationMail } from "#app/.server/mail/messages.ts";
import type { queueMailSql } from "#app/.server/mail/outbox.ts";
import { distanceInUnit } from "#app/.server/places/index.ts";
import { inLanguage } from "#app/i18n/.server/request-language.ts";
import type { Language } from "#app/i18n/languages.ts";
import { currentLanguage } from "#app/i18n/site-languages.ts";
import { createTurns } from "#app/lib/turns.ts";
import { confirmPath, unsubscribePath } from "#app/modules/follow/follow.ts";

import {
  CONFIRM_LINK_LIFETIME_MS,
  hashSecret,
  newSecret,
  readConfirmLink,
  signConfirmLink,
} from "./confirm-link.ts";

// Every write is one SQL message, one transaction: the confirmation e-mail is queued with the fan's row.

export const CONFIRMATION_INTERVAL_MS = 60 * 60 * 1000;

export interface FanPlace {
  place: string;
  latitude: number;
  longitude: number;
  withinKm: number;
  unit: "mi" | "km";
}

export interface SignUp extends FanPlace {
  /** Lower-cased. */
  email: string;
  signedUpOn: string;
  /** Every e-mail to the fan is in it; the page's language when left out. */
  language?: Language;
}

export const fanRow = z.object({
  id: z.coerce.number(),
  email: z.string(),
  place: z.string(),
  latitude: z.coerce.number(),
  longitude: z.coerce.number(),
  withinKm: z.coerce.number(),
  unit: z.enum(["mi", "km"]),
  consentedAt: z.coerce.date(),
  signedUpOn: z.string(),
  confirmedAt: z.coerce.date().nullable(),
  confirmSentAt: z.coerce.date().nullable(),
  unsubscribeKey: z.string(),
  /** The language of the page the fan last signed up on: their e-mails' (decision 100). */
  language: z.string(),
});
export type Fan = z.infer<typeof fanRow>;

const FAN_COLUMNS = Object.keys(fanRow.shape)
  .map((name) => `"${name}"`)
  .join(", ");

/** Their types: a confirmed fan's new place waits in "pendingPlace" as JSON until confirmed. */
const PLACE_COLUMNS = {
  place: "text",
  latitude: "double precision",
  longitude: "double precision",
  withinKm: "double precision",
  unit: "text",
} as const satisfies Record<keyof FanPlace, string>;

export interface ConfirmationMailer {
  confirmationMail: typeof confirmationMail;
  queueMailSql: typeof queueMailSql;
}

export interface FansStoreOptions {
  run: RunSql;
  signingKey: Buffer;
  siteUrl: string;
  mailer: ConfirmationMailer;
  onConfirming?: (fanId: number) => Promise<unknown>;
  /** Told once fans and their e-mails were deleted: the .eml copies go too. */
  onMailDeleted?: () => Promise<unknown>;
  now?: () => Date;
}

/** The site answers the same either way (no telling whether an address is on the list). */
export type SignUpOutcome = "confirmation queued" | "confirmation sent within the hour";

export type ConfirmOutcome =
  { kind: "confirmed"; fan: Fan } | { kind: "forged" } | { kind: "expired" } | { kind: "used" };

export interface FansStore {
  signUp(signUp: SignUp): Promise<SignUpOutcome>;
  /** Without doing it: a GET of the link (a mail scanner's too) must not confirm. */
  check(token: string): Promise<{ kind: "ready" } | Exclude<ConfirmOutcome, { kind: "confirmed" }>>;
  confirm(token: string): Promise<ConfirmOutcome>;
  unsubscribe(key: string): Promise<boolean>;
  deleteUnconfirmed(): Promise<number>;
  findByEmail(email: string): Promise<Fan | null>;
  remove(email: string): Promise<boolean>;
  list(): Promise<Fan[]>;
}

export { confirmPath, unsubscribePath };

export function createFansStore({
  run,
  signingKey,
  siteUrl,
  mailer,
  onConfirming = async () => {},
  onMailDeleted = async () => {},
  now = () => new Date(),
}: FansStoreOptions): FansStore {
  const fans = (rows: Record<string, unknown>[] | undefined) => (rows ?? []).map((row) => fanRow.parse(row));
  const one = async (sql: string) => fans((await run(sql))[0])[0] ?? null;
  /** `statement`: which statement returns the deleted fans' ids (notices and e-mails go by cascade). */
  const deleteFans = async (sql: string, statement = 0) => {
    const deleted = (await run(sql))[statement] ?? [];
    if (deleted.length > 0) await onMailDeleted();
    return deleted.length;
  };
  // One sign-up at a time: another for the same address must not run between the read and the write.
  const serially = createTurns();

  /** The row keeps only the secret's hash. The e-mail and its links are in the sign-up's language. */
  function confirmation(
    fanId: number,
    email: string,
    unsubscribeKey: string,
    place: FanPlace & { language: Language },
    expiresAt: Date,
  ) {
    const secret = newSecret();
    const token = signConfirmLink(signingKey, { fanId, expiresAt, secret });
    const mail = inLanguage(place.language, () =>
      mailer.confirmationMail({
        to: email,
        confirmUrl: siteUrl + confirmPath(token),
        unsubscribeUrl: siteUrl + unsubscribePath(unsubscribeKey),
        place: place.place,
        within: distanceInUnit(place.withinKm, place.unit),
      }),
    );
    return {
      hash: literal(hashSecret(secret)),
      expiresAt: literal(expiresAt),
      queue: mailer.queueMailSql(fanId, "confirm", mail),
    };
  }

  /** A sign-up carries the address too, which the pending place must not. */
  const placeOf = (place: FanPlace) =>
    Object.fromEntries(Object.keys(PLACE_COLUMNS).map((name) => [name, place[name as keyof FanPlace]]));
  const placeValues = (place: FanPlace) =>
    Object.fromEntries(Object.entries(placeOf(place)).map(([name, value]) => [`"${name}"`, literal(value)]));
  const pendingPlaceValues = Object.fromEntries(
    Object.entries(PLACE_COLUMNS).map(([name, type]) => [
      `"${name}"`,
      `coalesce(("pendingPlace"->>'${name}')::${type}, "${name}")`,
    ]),
  );
  const assignments = (values: Record<string, string>) =>
    Object.entries(values)
      .map(([column, value]) => `${column} = ${value}`)
      .join(", ");

  async function signUp(signUp: SignUp): Promise<SignUpOutcome> {
    const input = { ...signUp, language: signUp.language ?? currentLanguage() };
    const at = now();
    const [[row] = []] = await run(
      `select ${FAN_COLUMNS}, "confirmExpiresAt" from public.fans where email = ${literal(input.email)}`,
    );
    const known = row ? fanRow.parse(row) : null;
    if (known?.confirmSentAt && at.getTime() - known.confirmSentAt.getTime() < CONFIRMATION_INTERVAL_MS) {
      return "confirmation sent within the hour";
    }
    const link = (mail: ReturnType<typeof confirmation>) => ({
      '"confirmTokenHash"': mail.hash,
      '"confirmExpiresAt"': mail.expiresAt,
      '"confirmSentAt"': literal(at),
    });
    const answers = {
      ...placeValues(input),
      '"consentedAt"': literal(at),
      '"signedUpOn"': literal(input.signedUpOn),
      language: literal(input.language),
    };
    const fresh = new Date(at.getTime() + CONFIRM_LINK_LIFETIME_MS);
    if (!known) {
      const [[next] = []] = await run("select nextval(pg_get_serial_sequence('public.fans', 'id')) as id");
      const id = Number(next?.id);
      const unsubscribeKey = newSecret();
      const mail = confirmation(id, input.email, unsubscribeKey, input, fresh);
      const values = {
        id: literal(id),
        email: literal(input.email),
        ...answers,
        ...link(mail),
        '"unsubscribeKey"': literal(unsubscribeKey),
      };
      await run(
        `insert into public.fans (${Object.keys(values).join(", ")}) values (${Object.values(values).join(", ")}); ${mail.queue}`,
      );
    } else if (known.confirmedAt === null) {
      // New answers, but the sign-up still expires 48 hours after its first e-mail (decision 067).
      const until = z.coerce.date().nullable().parse(row?.confirmExpiresAt);
      const expiresAt = until && until > at ? until : fresh;
      const mail = confirmation(known.id, known.email, known.unsubscribeKey, input, expiresAt);
      const values = { ...answers, ...link(mail) };
      await run(
        `update public.fans set ${assignments(values)} where id = ${literal(known.id)}; ${mail.queue}`,
      );
    } else {
      // Confirmed: the new place waits in the row until the new link is followed.
      const mail = confirmation(known.id, known.email, known.unsubscribeKey, input, fresh);
      const values = {
        '"pendingPlace"': `${literal(JSON.stringify(placeOf(input)))}::jsonb`,
        // The page's language at once: this very e-mail is written in it.
        language: answers.language,
        ...link(mail),
      };
      await run(
        `update public.fans set ${assignments(values)} where id = ${literal(known.id)}; ${mail.queue}`,
      );
    }
    return "confirmation queued";
  }

  return {
    signUp: (input) => serially(() => signUp(input)),

    async check(token) {
      const read = readConfirmLink(signingKey, token, now());
      if (!read.ok) return { kind: read.problem };
      const [waiting = []] = await run(
        `select id from public.fans where id = ${literal(read.link.fanId)} and "confirmTokenHash" = ${literal(hashSecret(read.link.secret))}`,
      );
      return waiting.length > 0 ? { kind: "ready" } : { kind: "used" };
    },

    async confirm(token) {
      const read = readConfirmLink(signingKey, token, now());
      if (!read.ok) return { kind: read.problem };
      const { fanId, secret } = read.link;
      await onConfirming(fanId);
      const values = {
        ...pendingPlaceValues,
        '"pendingPlace"': "null",
        '"confirmedAt"': `coalesce("confirmedAt", ${literal(now())})`,
        '"confirmTokenHash"': "null",
      };
      const fan = await one(
        `update public.fans set ${assignments(values)} where id = ${literal(fanId)} and "confirmTokenHash" = ${literal(hashSecret(secret))} returning ${FAN_COLUMNS}`,
      );
      return fan ? { kind: "confirmed", fan } : { kind: "used" };
    },

    async unsubscribe(key) {
      const sql = `delete from public.fans where "unsubscribeKey" = ${literal(key)} returning id`;
      return (await deleteFans(sql)) > 0;
    },

    async deleteUnconfirmed() {
      const at = literal(now());
      return deleteFans(
        `update public.fans set "pendingPlace" = null where "confirmExpiresAt" <= ${at}; ` +
          `delete from public.fans where "confirmedAt" is null and "confirmExpiresAt" <= ${at} returning id`,
        1,
      );
    },

    findByEmail: (email) =>
      one(`select ${FAN_COLUMNS} from public.fans where email = ${literal(email.trim().toLowerCase())}`),

    async remove(email) {
      const address = literal(email.trim().toLowerCase());
      return (await deleteFans(`delete from public.fans where email = ${address} returning id`)) > 0;
    },

    async list() {
      return fans((await run(`select ${FAN_COLUMNS} from public.fans order by id`))[0]);
    },
  };
}
