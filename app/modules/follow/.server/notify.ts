import type { Database } from "#app/.server/db/database.ts";
import { startRepeatedJob } from "#app/.server/db/one-at-a-time.ts";
import { describeError, log } from "#app/.server/log.ts";
import { announcementMail, changeMail } from "#app/.server/mail/messages.ts";
import { queueMailSql } from "#app/.server/mail/outbox.ts";
import { inLanguage } from "#app/i18n/.server/request-language.ts";
import { createTurns, type Turns } from "#app/lib/turns.ts";
import { siteConfig } from "#content/site.config.ts";

import { type FanToTell, readNoticeData, readOneFan, recordNoticesSql, tellSql } from "./notice-sql.ts";
import { ANNOUNCED, knownShowNotices, type Message, planNotices } from "./plan.ts";
import { unsubscribePath } from "./store.ts";

export interface NotifyOptions {
  database: Database;
  siteUrl: string;
  timeZone?: string;
  now?: () => Date;
  turns?: Turns;
}

/** Written in the fan's language, links included. */
function queueMessage(fan: FanToTell, message: Message, siteUrl: string, now: Date): string {
  return inLanguage(fan.language, () => messageSql(fan, message, siteUrl, now));
}

function messageSql(fan: FanToTell, message: Message, siteUrl: string, now: Date): string {
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

/** Some messages may have been found written already, and queue nothing. */
export function notifyFans({
  database,
  siteUrl,
  timeZone = siteConfig.timeZone,
  now = () => new Date(),
  turns = createTurns(),
}: NotifyOptions): Promise<{ announcements: number; changes: number }> {
  return turns(async () => {
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

/**
 * Runs notifyFans() now and whenever the shows change, one run at a time across instances, waking
 * the sender after each; with `checkEveryMs` also that often (on Supabase the table changes behind
 * the server's back).
 */
export function startNotifier(
  options: NotifyOptions & {
    wake(): void;
    checkEveryMs?: number;
    onShowsChange?: (listener: () => void) => void;
  },
): {
  stop(): Promise<void>;
} {
  const job = startRepeatedJob({
    database: options.database,
    job: "telling fans of shows",
    run: () => notifyFans(options),
    onDone: (written) => {
      if (written.announcements + written.changes > 0) log("info", "fans told of shows", written);
    },
    onError: (error) =>
      log("error", "telling fans failed; trying again soon", { cause: describeError(error) }),
    after: options.wake,
    everyMs: options.checkEveryMs,
  });
  options.onShowsChange?.(job.request);
  return { stop: job.stop };
}

/** The confirmation page lists them: not announced again. Before the confirmation, so a show added in between is. */
export function markKnownShows(
  fanId: number,
  {
    database,
    timeZone = siteConfig.timeZone,
    now = new Date(),
    turns = createTurns(),
  }: { database: Database; timeZone?: string; now?: Date; turns?: Turns },
): Promise<number> {
  return turns(async () => {
    const found = await readOneFan(database, fanId, timeZone);
    if (!found) return 0;
    const notices = knownShowNotices(found.fan, found.shows, found.notices, now, timeZone);
    if (notices.length > 0) await database.run(recordNoticesSql(fanId, notices));
    return notices.filter((notice) => notice.told === ANNOUNCED).length;
  });
}
