import { type FormField, SHOW_FORM_FIELDS, SHOWN_FIELD } from "../show-form.ts";
import { INPUT } from "./fields.tsx";

export interface ShowFormProps {
  values: Record<string, string>;
  /** A sentence per field the show model refused, in the shows command's words. */
  errors: Record<string, string>;
  submit: string;
  timeZone: string;
  /** Editing: the stored show's values, so that only what is changed is saved. */
  shown?: Record<string, string>;
}

/** Every field of a show, labelled, with its mistake beside it; works without JavaScript. */
export function ShowForm({ values, errors, submit, timeZone, shown }: ShowFormProps) {
  const problems = SHOW_FORM_FIELDS.filter((field) => errors[field.name]);
  return (
    <form method="post" className="flex flex-col gap-5" noValidate>
      {shown && <input type="hidden" name={SHOWN_FIELD} value={JSON.stringify(shown)} />}
      {problems.length > 0 && (
        <div role="alert" className="rounded-card border border-red-400/70 bg-red-500/15 p-4">
          <h2 className="font-semibold">
            Nothing was saved. Please check {problems.length === 1 ? "this" : "these"}:
          </h2>
          <ul className="mt-2 flex flex-col gap-2">
            {problems.map((field) => (
              <li key={field.name}>
                <a href={`#${idOf(field)}`} className="inline-flex min-h-11 items-center underline">
                  {field.label} {errors[field.name]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {SHOW_FORM_FIELDS.map((field) => (
        <Field
          key={field.name}
          field={field}
          values={values}
          error={errors[field.name]}
          timeZone={timeZone}
        />
      ))}
      <button type="submit" className="button-primary cursor-pointer">
        {submit}
      </button>
    </form>
  );
}

const idOf = (field: FormField) => (field.kind === "when" ? `${field.name}-day` : field.name);

function Field({
  field,
  values,
  error,
  timeZone,
}: {
  field: FormField;
  values: Record<string, string>;
  error: string | undefined;
  timeZone: string;
}) {
  const id = idOf(field);
  const described =
    [field.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const common = { "aria-describedby": described, "aria-invalid": error ? true : undefined };
  return (
    <div className="flex flex-col gap-1">
      {field.kind === "when" ? (
        <fieldset className="flex flex-col gap-2" aria-describedby={described}>
          <legend className="font-semibold">
            {field.label} ({timeZone.replace(/_/g, " ")})
          </legend>
          <div className="flex flex-wrap gap-3">
            <label className="flex flex-col gap-1">
              <span className="text-small">Day</span>
              <input
                id={id}
                name={`${field.name}-day`}
                type="date"
                defaultValue={values[`${field.name}-day`]}
                className={INPUT}
                {...common}
              />
            </label>
            <label className="flex flex-col gap-1">
              <span className="text-small">Time</span>
              <input
                name={`${field.name}-time`}
                type="time"
                defaultValue={values[`${field.name}-time`]}
                className={INPUT}
              />
            </label>
          </div>
        </fieldset>
      ) : (
        <>
          <label htmlFor={id} className="font-semibold">
            {field.label}
            {"required" in field && field.required ? " (required)" : ""}
          </label>
          {field.kind === "textarea" ? (
            <textarea
              id={id}
              name={field.name}
              rows={3}
              defaultValue={values[field.name]}
              className={`${INPUT} py-2`}
              {...common}
            />
          ) : (
            <input
              id={id}
              name={field.name}
              type={field.kind}
              defaultValue={values[field.name]}
              required={"required" in field && field.required}
              className={INPUT}
              {...common}
            />
          )}
        </>
      )}
      {field.hint && (
        <p id={`${id}-hint`} className="text-caption text-white/80">
          {field.hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-small text-red-200">
          {field.label} {error}
        </p>
      )}
    </div>
  );
}
