import { addDays, fromWallClock, toWallClock } from "../../app/lib/time-zone";
import {
  hang,
  pickMode,
  sendJson,
  sendNotJson,
  startRecordingServer,
  type RecordedRequest,
  type RecordingServer,
} from "./recording-server";

/**
 * A fake of Supabase's REST API (PostgREST behind its gateway) for the
 * `shows` table: GET /rest/v1/shows with the anon key.
 */

export const FAKE_SUPABASE_ANON_KEY = "fake-anon-key-for-tests";

export const SUPABASE_ANSWERS = [
  "good",
  "empty",
  "bad-rows",
  "error",
  "unavailable",
  "hang",
  "not-json",
] as const;
export type SupabaseAnswer = (typeof SUPABASE_ANSWERS)[number];

export interface FakeSupabase extends RecordingServer {
  anonKey: string;
  /** How the next requests are answered. */
  answer(modes: { shows: SupabaseAnswer }): void;
  /** The rows "good" answers with, as the hosted table returns them. */
  goodRows(): Record<string, unknown>[];
}

const TIME_ZONE = "America/New_York";

/** Postgres' JSON form of a timestamptz, as PostgREST sends it: "2026-12-05T01:00:00+00:00". */
function timestamptz(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "+00:00");
}

/** Days from today at a wall-clock time in the band's zone. */
function daysFromNow(days: number, hour: number, minute = 0): Date {
  const clock = { ...addDays(toWallClock(new Date(), TIME_ZONE), days), hour, minute, second: 0 };
  return fromWallClock(clock, TIME_ZONE)!;
}

/** Shows around today, so the hosted Home page always lists some; names say where they came from. */
export function hostedShowRows(): Record<string, unknown>[] {
  const tenDaysOut = toWallClock(daysFromNow(10, 19, 30), TIME_ZONE);
  const pad = (value: number) => String(value).padStart(2, "0");
  return [
    {
      id: 101,
      date: timestamptz(daysFromNow(-7, 20)),
      venue: "Hosted Past Hall",
      city: "Orlando",
      state: "FL",
      price: 12,
      supportingArtists: [],
      ageRestriction: 18,
      ticketLink: "https://tickets.example.com/hosted-past",
      flyerLink: null,
    },
    {
      id: 102,
      date: timestamptz(daysFromNow(3, 20)),
      venue: "Hosted Ballroom",
      city: "Orlando",
      state: "FL",
      price: 15,
      supportingArtists: ["The Stand-Ins", "Loopback"],
      ageRestriction: 21,
      ticketLink: "https://tickets.example.com/hosted-ballroom",
      flyerLink: null,
    },
    {
      // A `timestamp without time zone` column: wall-clock time in the band's zone.
      id: 103,
      date: `${tenDaysOut.year}-${pad(tenDaysOut.month)}-${pad(tenDaysOut.day)}T19:30:00`,
      venue: "Hosted Warehouse",
      city: "Tampa",
      state: "FL",
      price: null,
      supportingArtists: null,
      ageRestriction: null,
      ticketLink: null,
      flyerLink: null,
    },
    {
      id: 104,
      date: null,
      venue: "Hosted Secret Show",
      city: "Miami",
      state: "FL",
      price: 0,
      supportingArtists: [],
      ageRestriction: null,
      ticketLink: null,
      flyerLink: null,
    },
  ];
}

/** Good rows plus three that no store should accept. */
function badRows(): Record<string, unknown>[] {
  return [
    ...hostedShowRows(),
    { id: 901, date: "2026-02-30T20:00:00+00:00", venue: "Hosted February Thirtieth" },
    { id: 902, date: timestamptz(daysFromNow(5, 20)), venue: 42 },
    { id: 903, date: timestamptz(daysFromNow(6, 20)), venue: "Hosted Negative Price", price: -5 },
  ];
}

export async function startFakeSupabase(
  options: { port?: number; anonKey?: string } = {},
): Promise<FakeSupabase> {
  const anonKey = options.anonKey ?? FAKE_SUPABASE_ANON_KEY;
  let mode: SupabaseAnswer = "good";

  function setAnswer(modes: Record<string, unknown>) {
    mode = pickMode("shows", modes.shows, SUPABASE_ANSWERS);
  }

  function authorized(request: RecordedRequest): boolean {
    return request.headers.apikey === anonKey && request.headers.authorization === `Bearer ${anonKey}`;
  }

  const server = await startRecordingServer(
    "supabase",
    [
      {
        method: "GET",
        path: /^\/rest\/v1\/shows$/,
        handle(request, response) {
          if (!authorized(request)) {
            sendJson(response, 401, {
              message: "Invalid API key",
              hint: "Double check your Supabase `anon` key.",
            });
            return;
          }
          switch (mode) {
            case "good":
              return sendJson(response, 200, hostedShowRows());
            case "empty":
              return sendJson(response, 200, []);
            case "bad-rows":
              return sendJson(response, 200, badRows());
            case "error":
              return sendJson(response, 500, {
                code: "XX000",
                message: "fake: internal error",
                details: null,
                hint: null,
              });
            case "unavailable":
              return sendJson(response, 503, { message: "fake: service unavailable" });
            case "hang":
              return hang(response);
            case "not-json":
              return sendNotJson(response);
          }
        },
      },
    ],
    {
      reset: () => {
        mode = "good";
      },
      answer: setAnswer,
    },
    options.port,
  );

  return {
    ...server,
    anonKey,
    answer: setAnswer,
    goodRows: hostedShowRows,
  };
}
