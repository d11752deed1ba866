import { m } from "#app/i18n/compiled/messages.js";
import { localPath } from "#app/i18n/site-languages.ts";
import { HONEYPOT_FIELD, PRIVACY_PATH } from "#app/modules/follow/follow.ts";
import {
  type ReminderField,
  type ReminderFormState,
  type ReminderSubject,
  remindPath,
} from "#app/modules/reminders/reminders.ts";
import { Link } from "#app/ui/link.tsx";

/**
 * A plain POST that works without a script and holds nothing per visitor, so the show's or release's page
 * stays the same for everyone and kept (the server checks where a post comes from instead).
 */

const INPUT = "min-h-11 w-full rounded border border-white/40 bg-transparent px-3 text-body";
export const REMIND_FIELD_IDS: Record<ReminderField, string> = {
  email: "remind-email",
  consent: "remind-consent",
};

export function RemindForm({
  subject,
  title,
  from,
  state = null,
}: {
  subject: ReminderSubject;
  /** A release's title, for its consent line. */
  title: string;
  /** The page it is on, kept with the consent. */
  from: string;
  state?: ReminderFormState | null;
}) {
  const errors = state?.errors ?? {};
  const first = (Object.keys(REMIND_FIELD_IDS) as ReminderField[]).find((field) => errors[field]);
  const described = (field: ReminderField) =>
    errors[field] ? { "aria-describedby": `${REMIND_FIELD_IDS[field]}-error`, "aria-invalid": true } : {};
  const show = "show" in subject;
  return (
    <form method="post" action={remindPath(subject)} className="flex w-full flex-col gap-4 text-left">
      <input type="hidden" name="from" value={localPath(from)} />
      <div className="flex flex-col gap-1">
        <label htmlFor={REMIND_FIELD_IDS.email} className="font-semibold">
          {m.remind_email_label()}
        </label>
        <input
          id={REMIND_FIELD_IDS.email}
          name="email"
          type="email"
          required
          autoComplete="email"
          defaultValue={state?.values.email}
          autoFocus={first === "email"}
          {...described("email")}
          className={INPUT}
        />
        <FieldError field="email" error={errors.email} />
      </div>
      <div>
        <div className="flex items-center gap-3">
          <input
            id={REMIND_FIELD_IDS.consent}
            name="consent"
            type="checkbox"
            value="yes"
            required
            defaultChecked={state?.values.consent}
            autoFocus={first === "consent"}
            {...described("consent")}
            className="size-11 shrink-0"
          />
          <label htmlFor={REMIND_FIELD_IDS.consent} className="text-small">
            {show ? m.remind_consent_show() : m.remind_consent_release({ title })}
          </label>
        </div>
        <FieldError field="consent" error={errors.consent} />
      </div>
      {/* For robots that fill every field: hidden from people and assistive technology alike. */}
      <input name={HONEYPOT_FIELD} hidden tabIndex={-1} autoComplete="off" />
      <div className="flex flex-wrap items-center gap-6">
        <button type="submit" className="button-primary cursor-pointer">
          {show ? m.remind_submit_show() : m.remind_submit_release()}
        </button>
        <Link
          to={PRIVACY_PATH}
          className="inline-flex min-h-11 items-center accent-hover text-small underline"
        >
          {m.remind_privacy()}
        </Link>
      </div>
    </form>
  );
}

function FieldError({ field, error }: { field: ReminderField; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${REMIND_FIELD_IDS[field]}-error`} className="text-small text-red-200">
      {error}
    </p>
  );
}

export const REMIND_BOX_ID = "remind-me";

/** On a show's or a future release's page: the form, or why it is closed. */
export function RemindBox({
  offer,
  title,
  from,
}: {
  offer: { subject: ReminderSubject } | { closed: string };
  title: string;
  from: string;
}) {
  const show = "subject" in offer && "show" in offer.subject;
  return (
    <section
      aria-labelledby={REMIND_BOX_ID}
      className="flex w-full max-w-2xl flex-col gap-4 rounded-card border border-card-border bg-card p-6"
    >
      {/* Labelled as the ticket panel beside it is: a quiet offer, not another headline. */}
      <h2 id={REMIND_BOX_ID} className="eyebrow">
        {show || "closed" in offer ? m.remind_box_heading() : m.remind_submit_release()}
      </h2>
      {"closed" in offer ? (
        <p>{offer.closed}</p>
      ) : (
        <>
          <p className="text-small">{show ? m.remind_box_lead_show() : m.remind_box_lead_release()}</p>
          <RemindForm subject={offer.subject} title={title} from={from} />
        </>
      )}
    </section>
  );
}
