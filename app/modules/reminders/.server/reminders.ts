import type { Database } from "#app/.server/db/database.ts";
import { databaseAnswers } from "#app/.server/db/database.ts";
import { onOneInstance } from "#app/.server/db/one-at-a-time.ts";
import { type Env, mailNotSetUp, offersFollowing } from "#app/.server/env.ts";
import { describeError, log } from "#app/.server/log.ts";
import { deleteMailCopies, maskAddress } from "#app/.server/mail/index.ts";
import { inLanguage } from "#app/i18n/.server/request-language.ts";
import { m } from "#app/i18n/compiled/messages.js";
import type { Language } from "#app/i18n/languages.ts";
import { currentLanguage } from "#app/i18n/site-languages.ts";
import { isDateOnly, isUpcoming } from "#app/lib/shows/dates.ts";
import type { Show } from "#app/lib/shows/fields.ts";
import { loadSharedSigningKey, loadSigningKey } from "#app/modules/follow/.server/confirm-link.ts";
import {
  type FormLimits,
  isUrlEncodedForm,
  NOT_A_FORM,
  readSmallBody,
  type Refusal,
  TOO_LARGE,
  TOO_MUCH_MAIL,
  TOO_OFTEN,
  UNAVAILABLE,
} from "#app/modules/follow/.server/guard.ts";
import type { Albums } from "#app/modules/music/.server/index.ts";
import { discography, type DiscographyEntry, isFutureRelease, releaseDay } from "#app/modules/music/index.ts";
import {
  remindConfirmPath,
  type ReminderFormState,
  type ReminderSubject,
} from "#app/modules/reminders/reminders.ts";
import type { Shows } from "#app/modules/shows/.server/index.ts";
import { siteConfig } from "#content/site.config.ts";

import { readReminderForm } from "./form.ts";
import { type MailSubject, reminderConfirmationMail, reminderMailInput, reminderSetMail } from "./mail.ts";
import { reminderDue } from "./plan.ts";
import type { ReleaseToTell } from "./send.ts";
import { createRemindersStore, type Reminder, type RemindersStore } from "./store.ts";

/** What a page's form is about, once checked: null answers say why there is no form. */
export type SubjectReading =
  | { kind: "open"; subject: MailSubject; name: string }
  | { kind: "unknown" | "passed" | "out" | "unavailable" };

export type ReminderSignUpAnswer =
  | { kind: "check your inbox" }
  | { kind: "refused"; refusal: Refusal }
  | { kind: "invalid"; state: ReminderFormState };

export type ReminderConfirmAnswer =
  | { kind: "confirmed"; name: string; about: "show" | "release" }
  | { kind: "forged" | "expired" | "used" | "unavailable" };

export interface RemindersOptions {
  env: Env;
  database: Database | null;
  shows: Pick<Shows, "getShow">;
  albums: Pick<Albums, "getAlbums">;
  limits: FormLimits;
  /** The sender, and the planner (a reminder set within a day of its show goes at once). */
  wake(): void;
}

export interface Reminders {
  /** Offered where following is (no Supabase API alone), and closed while mail is not set up. */
  available(): boolean;
  closed(): string | null;
  readSubject(subject: ReminderSubject): Promise<SubjectReading>;
  /** `about`: the subject as the caller read it, still open (readSubject). */
  answerSignUp(
    request: Request,
    clientAddress: string | null,
    subject: ReminderSubject,
    about: MailSubject,
  ): Promise<ReminderSignUpAnswer>;
  checkConfirmLink(
    token: string,
  ): Promise<{ kind: "ready"; token: string } | Exclude<ReminderConfirmAnswer, { kind: "confirmed" }>>;
  confirm(token: string): Promise<ReminderConfirmAnswer>;
  stop(key: string, everything: boolean): Promise<"stopped" | "unavailable">;
  /** For the planner: every release with a day, or null while Spotify does not answer. */
  releaseDays(): Promise<ReleaseToTell[] | null>;
  startClearingUnconfirmed(): () => void;
  store(): Promise<RemindersStore>;
}

const CLEAR_EVERY_MS = 60 * 60 * 1000;

const releaseOf = (entry: DiscographyEntry): ReleaseToTell | null => {
  const day = releaseDay(entry);
  return day ? { slug: entry.slug, title: entry.title, day, listen: entry.listen } : null;
};

/** A show a fan can still be reminded of: not started (a date-only one, not over), and not cancelled. */
export function isRemindable(show: Show, now: Date, timeZone = siteConfig.timeZone): boolean {
  if (show.status === "cancelled") return false;
  if (show.date === null) return show.status === "postponed";
  return isDateOnly(show.date, timeZone) ? isUpcoming(show.date, now, timeZone) : now < show.date;
}

/** What a show's or release's page offers: the form, why it is closed, or nothing (`open` false). */
export function reminderOffer(
  reminders: Pick<Reminders, "available" | "closed">,
  subject: ReminderSubject,
  open: boolean,
): { subject: ReminderSubject } | { closed: string } | null {
  if (!reminders.available() || !open) return null;
  const why = reminders.closed();
  return why ? { closed: why } : { subject };
}

export function createReminders({ env, database, shows, albums, limits, wake }: RemindersOptions): Reminders {
  let opened: Promise<RemindersStore> | null = null;
  function store(): Promise<RemindersStore> {
    if (!database) return Promise.reject(new Error("reminders need a database, and none is open"));
    opened ??= (async () => {
      const signingKey = env.postgres ? await loadSharedSigningKey(database) : loadSigningKey(env.dataDir);
      return createRemindersStore({
        run: (sql) => database.run(sql),
        signingKey,
        onMailDeleted: () => deleteMailCopies(database, env.dataDir),
      });
    })();
    opened.catch(() => (opened = null));
    return opened;
  }

  const available = () => offersFollowing(env) && database !== null;
  const closed = () => (mailNotSetUp(env) ? m.remind_not_open() : null);

  async function entries(): Promise<DiscographyEntry[] | null> {
    const found = await albums.getAlbums();
    return found === null ? null : discography(found, siteConfig.releases);
  }

  async function readSubject(subject: ReminderSubject): Promise<SubjectReading> {
    const now = new Date();
    if ("show" in subject) {
      const show = await shows.getShow(subject.show);
      if (show === undefined) return { kind: "unknown" };
      if (show === null) return { kind: "unavailable" };
      if (!isRemindable(show, now)) return { kind: "passed" };
      const name = [show.venue, show.city].filter(Boolean).join(", ");
      return { kind: "open", subject: { kind: "show", show }, name };
    }
    const all = await entries();
    const entry = all?.find((found) => found.slug === subject.release);
    if (!entry) return { kind: all === null ? "unavailable" : "unknown" };
    if (!isFutureRelease(entry, now)) return { kind: "out" };
    return {
      kind: "open",
      subject: { kind: "release", slug: entry.slug, title: entry.title, listen: entry.listen },
      name: entry.title,
    };
  }

  async function save(
    email: string,
    subject: ReminderSubject,
    about: MailSubject,
    language: Language,
    signedUpOn: string,
    clientAddress: string | null,
  ) {
    try {
      const reminders = await store();
      const now = new Date();
      const links = (unsubscribeKey: string) => reminderMailInput(email, unsubscribeKey, env.siteUrl, now);
      // A show within a day: the reminder itself, at once, says it is set.
      const soon =
        about.kind === "show" &&
        about.show.date !== null &&
        reminderDue(about.show.date, siteConfig.timeZone) <= now;
      const outcome = await reminders.signUp(
        { email, subject, language, signedUpOn },
        {
          confirmation: ({ confirmToken, unsubscribeKey }) =>
            inLanguage(language, () =>
              reminderConfirmationMail({
                ...links(unsubscribeKey),
                subject: about,
                confirmUrl: env.siteUrl + remindConfirmPath(confirmToken),
              }),
            ),
          set: ({ unsubscribeKey }) =>
            soon
              ? null
              : inLanguage(language, () => reminderSetMail({ ...links(unsubscribeKey), subject: about })),
        },
      );
      if (outcome === "mail sent within the hour") await limits.mail.release(email, clientAddress);
      log("info", "reminder asked for", { email: maskAddress(email), outcome });
      wake();
    } catch (error) {
      await limits.mail.release(email, clientAddress);
      log("error", "a reminder could not be saved", { cause: describeError(error) });
    }
  }

  const describe = async (reminder: Reminder): Promise<ReminderConfirmAnswer> => {
    const subject: ReminderSubject =
      reminder.showId !== null ? { show: reminder.showId } : { release: reminder.release ?? "" };
    const reading = await readSubject(subject).catch(() => ({ kind: "unavailable" }) as const);
    const about = "show" in subject ? "show" : "release";
    return { kind: "confirmed", name: reading.kind === "open" ? reading.name : "", about };
  };

  return {
    available,
    closed,
    readSubject,

    async answerSignUp(request, clientAddress, subject, about) {
      const refused = (refusal: Refusal) => ({ kind: "refused", refusal }) as const;
      if (!isUrlEncodedForm(request.headers)) return refused(NOT_A_FORM);
      const body = await readSmallBody(request);
      if (body === null) return refused(TOO_LARGE);
      if (!(await limits.clientMayPost(clientAddress))) return refused(TOO_OFTEN);
      const reading = readReminderForm(new URLSearchParams(body));
      // Answered as a person's form is: the robot learns nothing.
      if (reading.kind === "robot") {
        log("info", "reminder dropped: the hidden field was filled");
        return { kind: "check your inbox" };
      }
      if (reading.kind === "invalid") return reading;
      const { email, signedUpOn } = reading;
      const allowance = await limits.mail.reserve(email, clientAddress);
      if (allowance === "mailbox had enough") return { kind: "check your inbox" };
      if (allowance === "too many from here") return refused(TOO_OFTEN);
      if (allowance === "too much mail") return refused(TOO_MUCH_MAIL);
      if (!database || !(await databaseAnswers(database))) {
        await limits.mail.release(email, clientAddress);
        return refused(UNAVAILABLE);
      }
      void save(email, subject, about, currentLanguage(), signedUpOn, clientAddress);
      return { kind: "check your inbox" };
    },

    async checkConfirmLink(token) {
      try {
        const answer = await (await store()).check(token);
        return answer.kind === "ready" ? { kind: "ready", token } : answer;
      } catch (error) {
        log("error", "a reminder link could not be checked", { cause: describeError(error) });
        return { kind: "unavailable" };
      }
    },

    async confirm(token) {
      let outcome;
      try {
        outcome = await (await store()).confirm(token);
      } catch (error) {
        log("error", "a reminder could not be confirmed", { cause: describeError(error) });
        return { kind: "unavailable" };
      }
      if (outcome.kind !== "confirmed") return outcome;
      log("info", "reminder confirmed", { email: maskAddress(outcome.reminder.email) });
      // Its first e-mail may be due at once (a show within a day).
      wake();
      return describe(outcome.reminder);
    },

    async stop(key, everything) {
      try {
        const stopped = await (await store()).stop(key, everything);
        if (stopped) log("info", everything ? "address stopped every e-mail" : "reminder stopped");
        return "stopped";
      } catch (error) {
        log("error", "a reminder could not be stopped", { cause: describeError(error) });
        return "unavailable";
      }
    },

    async releaseDays() {
      const all = await entries();
      return all && all.flatMap((entry) => releaseOf(entry) ?? []);
    },

    startClearingUnconfirmed() {
      const clear = async () => {
        if (!database) return;
        try {
          const count = await onOneInstance(database, "deleting unconfirmed reminders", async () =>
            (await store()).deleteUnconfirmed(),
          );
          if (count) log("info", "unconfirmed reminders deleted", { count });
        } catch (error) {
          log("error", "deleting unconfirmed reminders failed", { cause: describeError(error) });
        }
      };
      void clear();
      const timer = setInterval(() => void clear(), CLEAR_EVERY_MS);
      timer.unref();
      return () => clearInterval(timer);
    },
    store,
  };
}
