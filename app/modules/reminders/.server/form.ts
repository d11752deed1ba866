import { m } from "#app/i18n/compiled/messages.js";
import { isSitePage } from "#app/lib/pages.ts";
import { readEmail } from "#app/modules/follow/.server/form.ts";
import { HONEYPOT_FIELD } from "#app/modules/follow/follow.ts";
import type { ReminderFormState } from "#app/modules/reminders/reminders.ts";

export type ReminderFormReading =
  /** The hidden field was filled: answered as a sign-up, nothing stored, nothing sent. */
  | { kind: "robot" }
  | { kind: "invalid"; state: ReminderFormState }
  | { kind: "valid"; email: string; signedUpOn: string };

/** Getters: each sentence in the language of the page that sent the form. */
const EMAIL_MESSAGES = {
  get missing() {
    return m.remind_email_missing();
  },
  get invalid() {
    return m.remind_email_invalid();
  },
};

/** Each sentence in the language of the page that sent the form. */
export function readReminderForm(form: URLSearchParams): ReminderFormReading {
  if (form.getAll(HONEYPOT_FIELD).some((value) => value !== "")) return { kind: "robot" };
  const values = {
    email: (form.get("email") ?? "").slice(0, 300).trim(),
    consent: form.get("consent") === "yes",
  };
  const errors: ReminderFormState["errors"] = {};
  const email = readEmail(values.email, EMAIL_MESSAGES);
  if ("error" in email) errors.email = email.error;
  if (!values.consent) errors.consent = m.remind_consent_missing();
  if ("error" in email || errors.consent) return { kind: "invalid", state: { values, errors } };
  const from = (form.get("from") ?? "").slice(0, 300);
  return { kind: "valid", email: email.email, signedUpOn: isSitePage(from) ? from : "/remind" };
}
