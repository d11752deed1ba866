import { siteConfig } from "#content/site.config.ts";
import type { Database } from "../db/database.ts";
import { describeError, log } from "../log.ts";
import { announcementMail, changeMail } from "../mail/messages.ts";
import { queueMailSql } from "../mail/outbox.ts";
import { singleton } from "../singleton.ts";
import { onShowsChange } from "../shows/changes.ts";
import { openedDatabase } from "../shows/open-store.ts";
import { readNoticeData, readOneFan, recordNoticesSql, tellSql, type FanToTell } from "./notice-sql.ts";
import { ANNOUNCED, knownShowNotices, planNotices, type Message } from "./plan.ts";
import { unsubscribePath } from "./store.ts";

/**
 * Telling fans, once: when the shows change (the shows command writing
 * through the server's socket; on Supabase, found by looking every minute) and once after start-up (for changes made
 * while the server was down), plan what every confirmed fan is to be told
 * (plan.ts) and write each message with its notices in one transaction
 * (notice-sql.ts), then wake the sender, which sends the outbox. Writing the
 * plan twice writes nothing the second time.
 */

/**
 * Every writer of notices in this process takes its turn here: a run of the
 * planner and a fan's confirmation never interleave.
 */
const turns = singleton("fan-notice-turns", () => ({ last: Promise.resolve() as Promise<unknown> }));

function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const result = turns.last.then(work);
  turns.last = result.catch(() => {});
  return result;
}

export interface NotifyOptions {
  database: Database;
  siteUrl: string;
  timeZone?: string;
  now?: () => Date;
}

/** The outbox row for one message, as an INSERT to run in its transaction. */
function queueMessage(fan: FanToTell, message: Message, siteUrl: string, now: Date): string {
  const common = {
    to: fan.email,
    unsubscribeUrl: siteUrl + unsubscribePath(fan.unsubscribeKey),
    siteUrl,
    now,
  };
  if (message.kind === "announce") {
    return queueMailSql(fan.id, "announce", announcementMail({ ...common, shows: message.shows }));
  }
  return queueMailSql(
    fan.id,
    "change",
    changeMail({ ...common, show: message.show, change: message.change }),
  );
}

/**
 * Plans and writes once; returns how many messages were written (some may
 * have been found written already, and queue nothing).
 */
export function notifyFans({
  database,
  siteUrl,
  timeZone = siteConfig.timeZone,
  now = () => new Date(),
}: NotifyOptions): Promise<{ announcements: number; changes: number }> {
  return inTurn(async () => {
    const data = await readNoticeData(database, timeZone);
    const at = now();
    const plans = planNotices({ ...data, now: at, timeZone });
    const written = { announcements: 0, changes: 0 };
    for (const { fan, messages } of plans) {
      for (const message of messages) {
        await database.run(tellSql(fan.id, message.notices, queueMessage(fan, message, siteUrl, at)));
        if (message.kind === "announce") written.announcements++;
        else written.changes++;
      }
    }
    return written;
  });
}

/** How long to wait before trying again after a run failed (the database was busy, say). */
const RETRY_MS = 5_000;

/**
 * Runs notifyFans() now and whenever the shows change, one run at a time (a
 * change during a run asks for one more), waking the sender after each.
 * With `checkEveryMs`, also that often: on Supabase the shows change
 * without this server hearing of it (the shows command writes to the table,
 * the band edits it in Supabase's dashboard), and a run that finds nothing
 * new writes nothing.
 */
export function startNotifier(options: NotifyOptions & { wake(): void; checkEveryMs?: number }): {
  stop(): Promise<void>;
} {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let retry: NodeJS.Timeout | undefined;
  const runOnce = async () => {
    try {
      const written = await notifyFans(options);
      if (written.announcements + written.changes > 0) log("info", "fans told of shows", written);
    } catch (error) {
      log("error", "telling fans failed; trying again soon", { cause: describeError(error) });
      clearTimeout(retry);
      // A run that fails after stop() sets no timer that would hold the process open.
      if (!stopped) retry = setTimeout(request, RETRY_MS);
    } finally {
      // After a failure too: a write that timed out here may still have been made.
      options.wake();
    }
  };
  function request() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await runOnce();
      } while (again && !stopped);
      running = null;
    })();
  }
  onShowsChange(request);
  request();
  const check = options.checkEveryMs ? setInterval(request, options.checkEveryMs) : undefined;
  check?.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(check);
      await running;
    },
  };
}

/**
 * Records that a fan knows the upcoming shows near them now (the
 * confirmation page lists them), so they are not announced to them again.
 * Call it before the confirmation's transaction: the fan need not be
 * confirmed yet, and a show added in between is then announced as usual.
 * Returns how many shows were recorded.
 */
export function markKnownShows(
  fanId: number,
  {
    database = openedDatabase(),
    timeZone = siteConfig.timeZone,
    now = new Date(),
  }: { database?: Database | null; timeZone?: string; now?: Date } = {},
): Promise<number> {
  if (!database) return Promise.reject(new Error("the embedded database is not open"));
  return inTurn(async () => {
    const found = await readOneFan(database, fanId, timeZone);
    if (!found) return 0;
    const notices = knownShowNotices(found.fan, found.shows, found.notices, now, timeZone);
    if (notices.length > 0) await database.run(recordNoticesSql(fanId, notices));
    return notices.filter((notice) => notice.told === ANNOUNCED).length;
  });
}
