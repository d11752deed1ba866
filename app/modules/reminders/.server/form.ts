import { z } from "zod";

import { m } from "#app/i18n/compiled/messages.js";
import { isSitePage } from "#app/lib/pages.ts";
import { HONEYPOT_FIELD } from "#app/modules/follow/follow.ts";
import type { ReminderFormState } from "#app/modules/reminders/reminders.ts";

export type ReminderFormReading =
  /** The hidden field was filled: answered as a sign-up, nothing stored, nothing sent. */
  | { kind: "robot" }
  | { kind: "invalid"; state: ReminderFormState }
  | { kind: "valid"; email: string; signedUpOn: string };

/** RFC 5321 allows 254. */
const LONGEST_EMAIL = 254;
const emailSchema = z.email();

/** Each sentence in the language of the page that sent the form. */
export function readReminderForm(form: URLSearchParams): ReminderFormReading {
  if (form.getAll(HONEYPOT_FIELD).some((value) => value !== "")) return { kind: "robot" };
  const values = {
    email: (form.get("email") ?? "").slice(0, 300).trim(),
    consent: form.get("consent") === "yes",
  };
  const errors: ReminderFormState["errors"] = {};
  const email = values.email.toLowerCase();
  if (email === "") errors.email = m.remind_email_missing();
  else if (email.length > LONGEST_EMAIL || !emailSchema.safeParse(email).success) {
    errors.email = m.remind_email_invalid();
  }
  if (!values.consent) errors.consent = m.remind_consent_missing();
  if (errors.email || errors.consent) return { kind: "invalid", state: { values, errors } };
  const from = (form.get("from") ?? "").slice(0, 300);
  return { kind: "valid", email, signedUpOn: isSitePage(from) ? from : "/remind" };
}
