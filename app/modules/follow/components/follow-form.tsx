import type { ReactNode } from "react";

import { m } from "#app/i18n/compiled/messages.js";
import { localPath } from "#app/i18n/site-languages.ts";
import {
  FOLLOW_PATH,
  type FollowField,
  type FollowFormSettings,
  type FollowFormState,
  HONEYPOT_FIELD,
  PRIVACY_PATH,
} from "#app/modules/follow/follow.ts";
import { Link } from "#app/ui/link.tsx";
import { siteConfig } from "#content/site.config.ts";

/**
 * A plain POST that works without a script. It holds nothing per visitor (no token: the server checks
 * where a post comes from instead), so the pages it is on stay the same for everyone and cached.
 */

const INPUT = "min-h-11 w-full rounded border border-white/40 bg-transparent px-3 text-body";
export const FIELD_IDS: Record<FollowField, string> = {
  email: "follow-email",
  place: "follow-place",
  distance: "follow-distance",
  consent: "follow-consent",
};

export function FollowForm({
  settings,
  from,
  compact = false,
  state = null,
}: {
  settings: FollowFormSettings;
  /** Kept with the fan's consent. */
  from: string;
  compact?: boolean;
  state?: FollowFormState | null;
}) {
  const values = state?.values;
  const errors = state?.errors ?? {};
  const first = (Object.keys(FIELD_IDS) as FollowField[]).find((field) => errors[field]);
  const fieldProps = (field: FollowField, hint?: string) => {
    const ids = [hint, errors[field] && `${FIELD_IDS[field]}-error`].filter(Boolean).join(" ");
    return {
      id: FIELD_IDS[field],
      name: field,
      required: field !== "distance",
      "aria-describedby": ids || undefined,
      "aria-invalid": errors[field] ? true : undefined,
      autoFocus: first === field,
    };
  };
  return (
    <form method="post" action={localPath(FOLLOW_PATH)} className="flex w-full flex-col gap-4 text-left">
      <input type="hidden" name="from" value={localPath(from)} />
      <Field label={m.follow_email_label()} field="email" error={errors.email}>
        <input
          {...fieldProps("email")}
          type="email"
          autoComplete="email"
          defaultValue={values?.email}
          className={INPUT}
        />
      </Field>
      {state?.choices ? (
        <PlaceChoices
          choices={state.choices}
          typed={values?.place ?? ""}
          error={errors.place}
          focused={first === "place"}
        />
      ) : (
        <Field label={m.follow_place_label()} field="place" error={errors.place} hint={settings.placeHint}>
          <input
            {...fieldProps("place", "follow-place-hint")}
            defaultValue={values?.place}
            className={INPUT}
          />
        </Field>
      )}
      {!compact && (
        <Field
          label={m.follow_distance_label()}
          field="distance"
          error={errors.distance}
          hint={m.follow_distance_hint({ distance: settings.distance })}
        >
          <input
            {...fieldProps("distance", "follow-distance-hint")}
            defaultValue={values?.distance ?? settings.distance}
            className={INPUT}
          />
        </Field>
      )}
      <div>
        <div className="flex items-center gap-3">
          <input
            {...fieldProps("consent")}
            type="checkbox"
            value="yes"
            defaultChecked={values?.consent}
            className="size-11 shrink-0"
          />
          <label htmlFor={FIELD_IDS.consent} className="text-small">
            {compact
              ? m.follow_consent_within({ band: siteConfig.name, distance: settings.distance })
              : m.follow_consent_near({ band: siteConfig.name })}
          </label>
        </div>
        <FieldError field="consent" error={errors.consent} />
      </div>
      {/* For robots that fill every field: hidden from people and assistive technology alike. */}
      <input name={HONEYPOT_FIELD} hidden tabIndex={-1} autoComplete="off" />
      <div className="flex flex-wrap items-center gap-6">
        <button type="submit" className="button-primary cursor-pointer">
          {m.follow_submit()}
        </button>
        <Link
          to={PRIVACY_PATH}
          className="inline-flex min-h-11 items-center accent-hover text-small underline"
        >
          {m.follow_privacy()}
        </Link>
      </div>
    </form>
  );
}

function Field({
  label,
  field,
  hint,
  error,
  children,
}: {
  label: string;
  field: FollowField;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={FIELD_IDS[field]} className="font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${FIELD_IDS[field]}-hint`} className="text-caption text-white/80">
          {hint}
        </p>
      )}
      {children}
      <FieldError field={field} error={error} />
    </div>
  );
}

function FieldError({ field, error }: { field: FollowField; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${FIELD_IDS[field]}-error`} className="text-small text-red-200">
      {error}
    </p>
  );
}

function PlaceChoices({
  choices,
  typed,
  error,
  focused,
}: {
  choices: string[];
  typed: string;
  error?: string;
  focused: boolean;
}) {
  return (
    <fieldset
      aria-describedby={error ? `${FIELD_IDS.place}-error` : undefined}
      className="flex flex-col gap-1"
    >
      <legend className="font-semibold">{m.follow_which_place({ typed })}</legend>
      <FieldError field="place" error={error} />
      {choices.map((choice, index) => (
        <label key={choice} className="flex min-h-11 items-center gap-3">
          <input
            type="radio"
            name="place"
            value={choice}
            required
            id={index === 0 ? FIELD_IDS.place : undefined}
            autoFocus={focused && index === 0}
            className="size-11 shrink-0"
          />
          {choice}
        </label>
      ))}
    </fieldset>
  );
}
