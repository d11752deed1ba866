import { randomUUID } from "node:crypto";

import pg from "pg";

import { describeError, log as writeLog } from "../log.ts";
import { clientConfig } from "./postgres.ts";

/** The channel the shows' trigger notifies (supabase/migrations/20261130000000_changes.sql). */
export const CHANGES_CHANNEL = "headliner_changes";
const READ_VERSION = "select version::text as version from headliner.changes";
const PROBE = "probe:";

const PROBE_WAIT_MS = 5_000;
/** Notifications this close together make one call. */
const COALESCE_MS = 100;
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

export interface ListenOptions {
  connectionString: string;
  onChange(): void;
  /**
   * How often the version is read: the pace of the fallback, and, while listening, what finds a
   * silently dropped connection and a notification that never came.
   */
  pollEveryMs?: number;
  /** Never LISTEN, as behind a transaction pooler. */
  pollOnly?: boolean;
  probeWaitMs?: number;
  log?: typeof writeLog;
}

/**
 * Calls onChange when the shows change in the database, from whichever instance or tool. Runs
 * until closed: a lost connection is made again, and once it is, onChange is called to catch up.
 */
export function listenForChanges({
  connectionString,
  onChange,
  pollEveryMs = 60_000,
  pollOnly = false,
  probeWaitMs = PROBE_WAIT_MS,
  log = writeLog,
}: ListenOptions): { close(): Promise<void> } {
  let closed = false;
  let client: pg.Client | null = null;
  let version: string | null = null;
  let coalescing: NodeJS.Timeout | undefined;
  let wakeUp = () => {};
  let saidCannotListen = false;
  const every = `${pollEveryMs / 1000} s`;

  const changed = () => {
    if (closed || coalescing) return;
    coalescing = setTimeout(() => {
      coalescing = undefined;
      if (closed) return;
      try {
        onChange();
      } catch (error) {
        log("error", "acting on a change to the shows failed", { cause: describeError(error) });
      }
    }, COALESCE_MS);
  };

  /** Resolves after `ms`, or at once when closed. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        // A session's pause outlives the connection it was on: it must not disarm a later one.
        if (wakeUp === done) wakeUp = () => {};
        resolve();
      }
      wakeUp = done;
    });

  /** Listens (or polls) until the connection fails: then throws. */
  async function session(catchUp: boolean, onReady: (heard: boolean) => void): Promise<never> {
    const connection = new pg.Client({
      ...clientConfig(connectionString),
      application_name: "headliner: changes",
    });
    client = connection;
    let failed: (error: Error) => void = () => {};
    const failure = new Promise<never>((_, reject) => (failed = reject));
    failure.catch(() => {});
    let probeHeard: (payload: string) => void = () => {};
    connection.on("error", (error) => failed(error));
    connection.on("end", () => failed(new Error("the database ended the connection")));
    connection.on("notification", ({ channel, payload = "" }) => {
      if (channel !== CHANGES_CHANNEL) return;
      if (payload.startsWith(PROBE)) return probeHeard(payload);
      if (/^\d+$/.test(payload) && (version === null || BigInt(payload) > BigInt(version))) {
        version = payload;
      }
      changed();
    });
    const orFailure = <T>(work: Promise<T>) => Promise.race([work, failure]);

    await orFailure(connection.connect());
    let heard = false;
    if (!pollOnly) {
      await orFailure(connection.query(`listen ${CHANGES_CHANNEL}`));
      // A transaction pooler takes LISTEN and never delivers: a notification of our own must come back.
      const probe = PROBE + randomUUID();
      const probeCame = new Promise<boolean>((resolve) => {
        probeHeard = (payload) => payload === probe && resolve(true);
        setTimeout(resolve, probeWaitMs, false).unref();
      });
      await orFailure(connection.query("select pg_notify($1, $2)", [CHANGES_CHANNEL, probe]));
      heard = await orFailure(probeCame);
    }
    const [row] = (await orFailure(connection.query<{ version: string }>(READ_VERSION))).rows;
    version = row?.version ?? null;
    onReady(heard);
    if (catchUp) changed();
    for (;;) {
      await orFailure(pause(pollEveryMs));
      if (closed) throw new Error("closed");
      const [latest] = (await orFailure(connection.query<{ version: string }>(READ_VERSION))).rows;
      if ((latest?.version ?? null) !== version) {
        version = latest?.version ?? null;
        changed();
      }
    }
  }

  const running = (async () => {
    let lost = false;
    let failures = 0;
    let subscribedOnce = false;
    while (!closed) {
      try {
        // The first subscription at start finds the shows as the store just read them.
        await session(subscribedOnce || failures > 0, (heard) => {
          if (!heard && !pollOnly && !saidCannotListen) {
            saidCannotListen = true;
            log(
              "warn",
              `Changes to the shows cannot be heard through this database address (a transaction pooler does not pass notifications on), so this instance looks for them every ${every} instead.`,
            );
          } else if (lost) log("info", "changes to the shows are followed again");
          else if (!subscribedOnce) {
            log(
              "info",
              heard
                ? "listening for changes to the shows"
                : `looking for changes to the shows every ${every}`,
            );
          }
          lost = false;
          failures = 0;
          subscribedOnce = true;
        });
      } catch (error) {
        const dropped = client as pg.Client | null;
        client = null;
        void dropped?.end().catch(() => {});
        if (closed) break;
        if (!lost) {
          lost = true;
          log("warn", "cannot reach the database to follow changes to the shows; trying again", {
            cause: describeError(error),
          });
        }
        failures++;
        await pause(Math.min(FIRST_RETRY_MS * 2 ** (failures - 1), LAST_RETRY_MS));
      }
    }
  })();

  return {
    async close() {
      closed = true;
      clearTimeout(coalescing);
      wakeUp();
      // A connection cut on the way may never answer the goodbye.
      const ended = client?.end().catch(() => {});
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
      await running;
    },
  };
}
