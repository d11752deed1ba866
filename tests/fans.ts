import { literal } from "#app/.server/db/sql.ts";
import { UNCONFIRMED_HOURS } from "#app/lib/retention.ts";

/**
 * Fans for tests, written straight into the fans table: the places the
 * tests use, and an INSERT for any number of fans (confirmed unless told).
 */

export const TAMPA = { place: "Tampa, FL", latitude: 27.9506, longitude: -82.4572 };
export const ST_PETERSBURG = { place: "St. Petersburg, FL", latitude: 27.7676, longitude: -82.6403 };
export const SEATTLE = { place: "Seattle, WA", latitude: 47.6062, longitude: -122.3321 };

/** 100 miles, the default distance, in kilometres. */
export const HUNDRED_MILES_KM = 160.9344;

export interface TestFan {
  email: string;
  place: string;
  latitude: number;
  longitude: number;
  withinKm?: number;
  unit?: "mi" | "km";
  /** Unconfirmed when false. */
  confirmed?: boolean;
  signedUpOn?: string;
  consentedAt?: Date;
  /** "en" when left out. */
  language?: string;
}

const CONSENTED_AT = new Date("2026-11-20T15:30:00Z");

/** One INSERT for the fans, returning their ids in order. */
export function insertFansSql(fans: readonly TestFan[]): string {
  const rows = fans.map((fan) => {
    const consentedAt = fan.consentedAt ?? CONSENTED_AT;
    const values = [
      literal(fan.email),
      literal(fan.place),
      literal(fan.latitude),
      literal(fan.longitude),
      literal(fan.withinKm ?? HUNDRED_MILES_KM),
      literal(fan.unit ?? "mi"),
      literal(consentedAt),
      literal(fan.signedUpOn ?? "/follow"),
      fan.confirmed === false ? "null" : literal(new Date(consentedAt.getTime() + 60_000)),
      literal(`unsubscribe-key-${fan.email}`),
      // An unconfirmed sign-up's link, as the store writes it: it expires with the sign-up.
      fan.confirmed === false
        ? literal(new Date(consentedAt.getTime() + UNCONFIRMED_HOURS * 60 * 60 * 1000))
        : "null",
      literal(fan.language ?? "en"),
    ];
    return `(${values.join(", ")})`;
  });
  return `insert into public.fans (email, place, latitude, longitude, "withinKm", unit, "consentedAt",
    "signedUpOn", "confirmedAt", "unsubscribeKey", "confirmExpiresAt", language) values ${rows.join(", ")} returning id`;
}
