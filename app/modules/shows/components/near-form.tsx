import type { InputHTMLAttributes } from "react";

import { NEAR_PAGE_PATH } from "#app/lib/shows/near.ts";

/** A GET: the answer is a page anyone may link to or bookmark. */

const DISTANCE_HINT = { mi: "In miles, or say km: 150 km.", km: "In kilometres, or say mi: 100 mi." };

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
      <form method="get" action={NEAR_PAGE_PATH} className="flex flex-col gap-4">
        <Field
          name="place"
          label="Where you are"
          hint="A city and state or country, such as Tampa, FL, or a ZIP or postal code."
          error={errors.place}
          focused={errors.place !== undefined}
          input={{ required: true, autoComplete: "address-level2", defaultValue: values.place }}
        />
        <Field
          name="within"
          label="How far you will go"
          hint={DISTANCE_HINT[values.unit]}
          error={errors.within}
          focused={errors.place === undefined && errors.within !== undefined}
          input={{ defaultValue: values.within }}
        />
        <p>
          <button type="submit" className="button-primary cursor-pointer">
            Find the shows
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
