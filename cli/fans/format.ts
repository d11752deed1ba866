import { maskAddress } from "#app/.server/mail/mask.ts";
import { distanceInUnit } from "#app/.server/places/index.ts";
import { localIsoDateTime } from "#app/lib/shows/dates.ts";
import type { Show } from "#app/lib/shows/fields.ts";
import {
  fansPerCity,
  type ListedFan,
  type OutboxMessage,
  type ReminderCount,
  type WholeMessage,
} from "#app/modules/follow/.server/band-list.ts";

import { toCsv } from "../csv.ts";
import { columns, toLocalIso } from "../format.ts";

const when = (date: Date | null, timeZone: string) =>
  date ? localIsoDateTime(date, timeZone).replace("T", " ") : "—";

const confirmedText = (fan: ListedFan, timeZone: string) =>
  fan.confirmedAt ? when(fan.confirmedAt, timeZone) : "not yet";

export function formatFanList(fans: readonly ListedFan[], timeZone: string): string {
  if (fans.length === 0) return "Nobody has signed up yet.\n";
  const rows = fans.map((fan) => [
    fan.email,
    fan.place,
    distanceInUnit(fan.withinKm, fan.unit),
    confirmedText(fan, timeZone),
    fan.signedUpOn,
    fan.language,
  ]);
  return columns(["email", "place", "within", "confirmed", "signed up on", "language"], rows);
}

export function formatCount(
  fans: readonly ListedFan[],
  shows: readonly Show[],
  reminders: readonly ReminderCount[] = [],
): string {
  const confirmed = fans.filter((fan) => fan.confirmedAt !== null).length;
  const lines = [`${confirmed} confirmed, ${fans.length - confirmed} not confirmed yet.`];
  const { cities, notFound } = fansPerCity(fans, shows);
  if (cities.length > 0) {
    lines.push("", "Confirmed fans within their distance of each city the band has played or is booked in:");
    const rows = cities.map(({ city, fans: near }) => [`  ${city}`, String(near)]);
    lines.push(columns(["  city", "fans"], rows).trimEnd());
  }
  if (notFound.length > 0) {
    lines.push("", "Shows whose place is not found (they notify nobody):");
    for (const show of notFound) {
      lines.push(`  show ${show.id}: ${[show.venue, show.city, show.state].filter(Boolean).join(", ")}`);
    }
  }
  if (reminders.length > 0) {
    const named = new Map(shows.map((show) => [show.id, show]));
    lines.push("", "Confirmed reminders (docs/following.md#remind-me):");
    const rows = reminders.map(({ showId, release, fans: waiting }) => {
      const show = showId === null ? undefined : named.get(showId);
      const what =
        showId === null
          ? `release ${release}`
          : `show ${showId}${show ? `: ${[show.venue, show.city].filter(Boolean).join(", ")}` : ""}`;
      return [`  ${what}`, String(waiting)];
    });
    lines.push(columns(["  for", "fans"], rows).trimEnd());
  }
  return `${lines.join("\n")}\n`;
}

const EXPORT_COLUMNS = [
  "email",
  "place",
  "latitude",
  "longitude",
  "within",
  "withinKm",
  "confirmed",
  "consentedAt",
  "signedUpOn",
  "language",
  "confirmedAt",
] as const;

function exportRow(fan: ListedFan, timeZone: string): Record<(typeof EXPORT_COLUMNS)[number], unknown> {
  return {
    email: fan.email,
    place: fan.place,
    latitude: fan.latitude,
    longitude: fan.longitude,
    within: distanceInUnit(fan.withinKm, fan.unit),
    withinKm: Math.round(fan.withinKm * 1000) / 1000,
    confirmed: fan.confirmedAt !== null,
    consentedAt: toLocalIso(fan.consentedAt, timeZone),
    signedUpOn: fan.signedUpOn,
    language: fan.language,
    confirmedAt: fan.confirmedAt && toLocalIso(fan.confirmedAt, timeZone),
  };
}

export function fansJson(fans: readonly ListedFan[], timeZone: string): string {
  const rows = fans.map((fan) => exportRow(fan, timeZone));
  return `${JSON.stringify(rows, null, 2)}\n`;
}

export function fansCsv(fans: readonly ListedFan[], timeZone: string): string {
  const cells = (row: ReturnType<typeof exportRow>) =>
    EXPORT_COLUMNS.map((column) => String(row[column] ?? ""));
  return toCsv(
    EXPORT_COLUMNS,
    fans.map((fan) => cells(exportRow(fan, timeZone))),
  );
}

export function formatOutbox(messages: readonly OutboxMessage[], timeZone: string): string {
  if (messages.length === 0) return "No e-mails yet.\n";
  const pending = messages.filter((message) => message.sentAt === null).length;
  const rows = messages.map((message) => [
    String(message.id),
    message.kind,
    maskAddress(message.to),
    when(message.createdAt, timeZone),
    message.sentAt ? when(message.sentAt, timeZone) : "waiting",
    String(message.attempts),
    message.lastError ?? "",
  ]);
  const table = columns(["id", "kind", "to", "queued", "sent", "attempts", "last error"], rows);
  return `${table}${pending} waiting to be sent.\n`;
}

/** Plain text with every link whole: the .eml's quoted-printable "=" breaks cut a copied link. */
export function formatMessage(message: WholeMessage, timeZone: string): string {
  const state = message.sentAt ? `sent ${when(message.sentAt, timeZone)}` : "waiting to be sent";
  const headers = [
    `id: ${message.id} (${message.kind}, ${state})`,
    `To: ${message.to}`,
    `Subject: ${message.subject}`,
    `Queued: ${when(message.createdAt, timeZone)}`,
    ...Object.entries(message.headers).map(([name, value]) => `${name}: ${value}`),
  ];
  if (message.lastError) headers.push(`Last error: ${message.lastError}`);
  return `${headers.join("\n")}\n\n${message.text.replace(/\r\n/g, "\n").replace(/\n*$/, "\n")}`;
}
