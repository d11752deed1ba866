import type { InputHTMLAttributes } from "react";

import { m } from "#app/i18n/compiled/messages.js";
import { localPath } from "#app/i18n/site-languages.ts";
import { NEAR_PAGE_PATH } from "#app/lib/shows/near.ts";

/** A GET: the answer is a page anyone may link to or bookmark. */

const DISTANCE_HINT = { mi: m.shows_near_within_hint_mi, km: m.shows_near_within_hint_km };

export interface NearFormValues {
  place: string;
  within: string;
  unit: "mi" | "km";
}
export type NearFormErrors = Partial<Record<"place" | "within", string>>;

export function NearForm({
  heading,
  values,
  errors,
}: {
  heading: string;
  values: NearFormValues;
  errors: NearFormErrors;
}) {
  return (
    <section aria-labelledby="near-form" className="flex flex-col gap-4">
      <h2 id="near-form" className="font-display text-title uppercase">
        {heading}
      </h2>
      <form method="get" action={localPath(NEAR_PAGE_PATH)} className="flex flex-col gap-4">
        <Field
          name="place"
          label={m.shows_near_place_label()}
          hint={m.shows_near_place_hint()}
          error={errors.place}
          focused={errors.place !== undefined}
          input={{ required: true, autoComplete: "address-level2", defaultValue: values.place }}
        />
        <Field
          name="within"
          label={m.shows_near_within_label()}
          hint={DISTANCE_HINT[values.unit]()}
          error={errors.within}
          focused={errors.place === undefined && errors.within !== undefined}
          input={{ defaultValue: values.within }}
        />
        <p>
          <button type="submit" className="button-primary cursor-pointer">
            {m.shows_near_submit()}
          </button>
        </p>
      </form>
    </section>
  );
}

function Field({
  name,
  label,
  hint,
  error,
  focused,
  input,
}: {
  name: keyof NearFormErrors;
  label: string;
  hint: string;
  error: string | undefined;
  focused: boolean;
  input: InputHTMLAttributes<HTMLInputElement>;
}) {
  const id = `near-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-caption text-white/80">
        {hint}
      </p>
      <input
        {...input}
        id={id}
        name={name}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        autoFocus={focused}
        className="min-h-11 w-full rounded border border-white/40 bg-transparent px-3 text-body"
      />
      {error && (
        <p id={`${id}-error`} className="text-small text-red-200">
          {error}
        </p>
      )}
    </div>
  );
}
