import type { Database } from "#app/.server/db/database.ts";
import { type RepeatedJob, startRepeatedJob } from "#app/.server/db/one-at-a-time.ts";
import { literal } from "#app/.server/db/sql.ts";
import { describeError, log } from "#app/.server/log.ts";
import type { OutgoingMail } from "#app/.server/mail/messages.ts";
import { queueReminderMailSql } from "#app/.server/mail/outbox.ts";
import { inLanguage } from "#app/i18n/.server/request-language.ts";
import { isSiteLanguage, SITE_LANGUAGES } from "#app/i18n/site-languages.ts";
import type { Show } from "#app/lib/shows/fields.ts";
import { validateShowRows } from "#app/lib/shows/stored.ts";
import { SELECT_SHOWS } from "#app/modules/shows/.server/sql.ts";
import type { ServiceLink } from "#app/site/types.ts";
import { siteConfig } from "#content/site.config.ts";

import { onSaleMail, releasedMail, reminderMailInput, showChangeMail, showSoonMail } from "./mail.ts";
import {
  isSpent,
  type PlannedReminder,
  planReminders,
  type ReleaseDay,
  type ReminderMessage,
} from "./plan.ts";

/** A release the planner can tell of: its day, and where to hear it. */
export interface ReleaseToTell extends ReleaseDay {
  listen: ServiceLink[];
}

export interface SendRemindersOptions {
  database: Database;
  siteUrl: string;
  /** null when they could not be read (Spotify did not answer): no release is told or dropped. */
  releases(): Promise<ReleaseToTell[] | null>;
  timeZone?: string;
  now?: () => Date;
  /** Deletes the .eml copies of mail deleted with spent reminders. */
  onMailDeleted?: () => Promise<unknown>;
}

interface ReminderToTell extends PlannedReminder {
  email: string;
  unsubscribeKey: string;
  language: string;
}

/** Every reminder: the confirmed ones are planned, any may be spent. */
const SELECT_REMINDERS = `select id, email, "showId", release, "consentedAt", "unsubscribeKey", language,
  "confirmedAt" is not null as confirmed from public.reminders order by id`;
const SELECT_TOLD = `select "reminderId", told from public.reminder_notices`;

const wordValues = (reminderId: number, words: readonly string[]) =>
  words.map((word) => `(${literal(reminderId)}, ${literal(word)})`).join(", ");

/**
 * One statement: the mail is queued only when one of its words was new, so running it twice (another
 * instance, a restart after kill -9) sends once; a reminder stopped meanwhile gets nothing.
 */
export function tellSql(reminderId: number, words: readonly string[], queueMail: string): string {
  const body = `declare recorded integer;
begin
  if not exists (select 1 from public.reminders where id = ${literal(reminderId)} and "confirmedAt" is not null) then
    return;
  end if;
  with inserted as (
    insert into public.reminder_notices ("reminderId", told) values ${wordValues(reminderId, words)}
    on conflict do nothing returning 1
  )
  select count(*) into recorded from inserted;
  if recorded > 0 then
    execute ${literal(queueMail)};
  end if;
end`;
  return `do ${literal(body)}`;
}

function recordSql(reminderId: number, words: readonly string[]): string {
  return `insert into public.reminder_notices ("reminderId", told)
    select "reminderId", told from (values ${wordValues(reminderId, words)}) as word ("reminderId", told)
    where exists (select 1 from public.reminders where id = ${literal(reminderId)})
    on conflict do nothing`;
}

function messageMail(
  reminder: ReminderToTell,
  message: ReminderMessage,
  releases: ReadonlyMap<string, ReleaseToTell>,
  siteUrl: string,
  now: Date,
): OutgoingMail | null {
  const language = isSiteLanguage(reminder.language) ? reminder.language : SITE_LANGUAGES[0];
  return inLanguage(language, () => {
    const input = reminderMailInput(reminder.email, reminder.unsubscribeKey, siteUrl, now);
    switch (message.kind) {
      case "reminder":
        return showSoonMail({ ...input, show: message.show });
      case "on sale":
        return onSaleMail({ ...input, show: message.show });
      case "change":
        return showChangeMail({ ...input, show: message.show, change: message.change });
      case "released": {
        const release = releases.get(message.release.slug);
        return release
          ? releasedMail({
              ...input,
              release: { kind: "release", slug: release.slug, title: release.title, listen: release.listen },
            })
          : null;
      }
    }
  });
}

export interface SendResult {
  queued: number;
  deleted: number;
}

/** Plans and writes every reminder's due e-mails (the sender sends them), and deletes spent reminders. */
export async function sendReminders({
  database,
  siteUrl,
  releases: readReleases,
  timeZone = siteConfig.timeZone,
  now: clock = () => new Date(),
  onMailDeleted = async () => {},
}: SendRemindersOptions): Promise<SendResult> {
  const [allRows = [], toldRows = [], showRows = []] = await database.run(
    `${SELECT_REMINDERS}; ${SELECT_TOLD}; ${SELECT_SHOWS}`,
  );
  const now = clock();
  const planned = (row: Record<string, unknown>): PlannedReminder => ({
    id: Number(row.id),
    showId: row.showId === null ? null : Number(row.showId),
    release: row.release === null ? null : String(row.release),
    // A Date from pg, an ISO string from PGlite's text answers: Date reads either.
    consentedAt: new Date(row.consentedAt as Date | string),
  });
  const reminders: ReminderToTell[] = allRows
    .filter((row) => row.confirmed === true)
    .map((row) => ({
      ...planned(row),
      email: String(row.email),
      unsubscribeKey: String(row.unsubscribeKey),
      language: String(row.language),
    }));
  const told = new Map<number, Set<string>>();
  for (const row of toldRows) {
    const id = Number(row.reminderId);
    if (!told.has(id)) told.set(id, new Set());
    told.get(id)!.add(String(row.told));
  }
  const shows = new Map<number, Show>(
    validateShowRows(showRows, timeZone, () => {}).map((show) => [show.id, show]),
  );
  const releaseList = await readReleases();
  const releases = releaseList && new Map(releaseList.map((release) => [release.slug, release]));

  const result: SendResult = { queued: 0, deleted: 0 };
  const byId = new Map(reminders.map((reminder) => [reminder.id, reminder]));
  for (const plan of planReminders({ reminders, told, shows, releases, now, timeZone })) {
    const reminder = byId.get(plan.reminderId)!;
    if (plan.known.length > 0) await database.run(recordSql(plan.reminderId, plan.known));
    for (const message of plan.messages) {
      const mail = messageMail(reminder, message, releases ?? new Map(), siteUrl, now);
      if (!mail) continue;
      await database.run(tellSql(plan.reminderId, message.told, queueReminderMailSql(plan.reminderId, mail)));
      result.queued++;
    }
  }
  const spent = allRows.map(planned).filter((reminder) => isSpent(reminder, shows, releases, now, timeZone));
  if (spent.length > 0) {
    const ids = spent.map((reminder) => literal(reminder.id)).join(", ");
    const [gone = []] = await database.run(
      `delete from public.reminders where id = any(array[${ids}]::bigint[]) returning id`,
    );
    result.deleted = gone.length;
    if (gone.length > 0) await onMailDeleted();
  }
  return result;
}

const EVERY_MS = 60_000;

/**
 * Runs sendReminders() now, every minute (a reminder's time comes with no change to anything), whenever
 * the shows change and when asked (a reminder confirmed); one run at a time across instances, waking the
 * sender after each.
 */
export function startReminders(
  options: SendRemindersOptions & {
    wake(): void;
    onShowsChange?: (listener: () => void) => void;
    everyMs?: number;
  },
): RepeatedJob {
  const job = startRepeatedJob({
    database: options.database,
    job: "sending reminders",
    run: () => sendReminders(options),
    onDone: (result) => {
      if (result.queued + result.deleted > 0) log("info", "reminders written", { ...result });
    },
    onError: (error) =>
      log("error", "writing reminders failed; trying again soon", { cause: describeError(error) }),
    after: options.wake,
    everyMs: options.everyMs ?? EVERY_MS,
  });
  options.onShowsChange?.(job.request);
  return job;
}
