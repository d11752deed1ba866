import { localPath, SITE_LANGUAGES } from "#app/i18n/site-languages.ts";

// "Remind me" of one show, or "e-mail me on release day" for one release: a form on that page alone,
// the same double opt-in, limits and outbox as following (docs/following.md).

export const REMIND_PATH = "/remind";
export const REMIND_CHECK_INBOX_PATH = "/remind/check-your-inbox";
export const REMIND_CONFIRM_PATH = "/remind/confirm";
export const REMIND_STOP_PATH = "/remind/stop";

/** What a reminder is about: one show, or one release by its page's slug. */
export type ReminderSubject = { show: number } | { release: string };

const query = (subject: ReminderSubject) =>
  "show" in subject ? `show=${subject.show}` : `release=${encodeURIComponent(subject.release)}`;

/** In the language of the page or e-mail that gives the link. */
export const remindPath = (subject: ReminderSubject) => localPath(`${REMIND_PATH}?${query(subject)}`);
export const remindConfirmPath = (token: string) =>
  localPath(`${REMIND_CONFIRM_PATH}?token=${encodeURIComponent(token)}`);
/** `everything`: every e-mail to the address, following included; else this reminder alone. */
export const remindStopPath = (key: string, everything = false) =>
  localPath(`${REMIND_STOP_PATH}?key=${encodeURIComponent(key)}${everything ? "&all=yes" : ""}`);

/** Posts the server guards like the follow form's (server/form-posts.ts), in every language. */
export const REMINDER_POST_PATHS: readonly string[] = SITE_LANGUAGES.flatMap((language) =>
  [REMIND_PATH, REMIND_CONFIRM_PATH, REMIND_STOP_PATH].map((path) => localPath(path, language)),
);

export type ReminderField = "email" | "consent";

export interface ReminderFormState {
  values: { email: string; consent: boolean };
  errors: Partial<Record<ReminderField, string>>;
}

/** What the form on a page needs: where it posts and what the fan agrees to. */
export interface ReminderOffer {
  subject: ReminderSubject;
  /** "Remind me" for a show, "E-mail me on release day" for a release. */
  kind: "show" | "release";
}
