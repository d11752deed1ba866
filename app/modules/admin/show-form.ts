import { isDateOnly, localIsoDate, localIsoDateTime } from "#app/lib/shows/dates.ts";
import type { Show, ShowField } from "#app/lib/shows/fields.ts";

/**
 * The show form's fields, in the order a band fills them in, and how each becomes the text the shows
 * command would be given: one set of rules (the show model's) reads both.
 */

export type FormField =
  | { name: ShowField; label: string; kind: "text" | "url" | "textarea"; hint?: string; required?: boolean }
  | { name: "date" | "onSaleDate"; label: string; kind: "when"; hint?: string };

export const SHOW_FORM_FIELDS: readonly FormField[] = [
  {
    name: "date",
    label: "Date and time",
    kind: "when",
    hint: "Leave the date empty when it is not known yet.",
  },
  { name: "venue", label: "Venue", kind: "text", required: true },
  {
    name: "title",
    label: "Title",
    kind: "text",
    hint: "An event name, such as a festival; else the venue heads it.",
  },
  { name: "city", label: "City", kind: "text" },
  { name: "state", label: "State", kind: "text", hint: "Such as FL." },
  {
    name: "country",
    label: "Country",
    kind: "text",
    hint: "Two letters, such as US or CA; empty: the band's own.",
  },
  { name: "address", label: "Street address", kind: "text" },
  { name: "postalCode", label: "ZIP or postal code", kind: "text" },
  { name: "price", label: "Price", kind: "text", hint: "Such as 15, 12.50 or Free; empty: no price shown." },
  { name: "ageRestriction", label: "Minimum age", kind: "text", hint: "Such as 21; empty: all ages." },
  {
    name: "ticketLink",
    label: "Ticket link",
    kind: "url",
    hint: "Where to buy tickets; empty: at the door.",
  },
  {
    name: "onSaleDate",
    label: "On sale from",
    kind: "when",
    hint: "Until then there is no ticket button; empty: on sale now.",
  },
  { name: "supportingArtists", label: "Support acts", kind: "text", hint: "Separated by commas." },
  {
    name: "notes",
    label: "Notes for fans",
    kind: "textarea",
    hint: '"Doors 7 PM" in them goes beside the date.',
  },
];

export const FORM_FIELD_NAMES = SHOW_FORM_FIELDS.map((field) => field.name);

/** What the form posted, as the shows command's text for each field. */
export function formInput(form: FormData): Partial<Record<ShowField, string>> {
  const input: Partial<Record<ShowField, string>> = {};
  for (const field of SHOW_FORM_FIELDS) {
    if (field.kind === "when") {
      const day = String(form.get(`${field.name}-day`) ?? "").trim();
      const time = String(form.get(`${field.name}-time`) ?? "").trim();
      // A time alone is left for the date rule to name.
      input[field.name] = day && time ? `${day} ${time}` : day || time;
    } else {
      input[field.name] = String(form.get(field.name) ?? "");
    }
  }
  return input;
}

/** The form's values for a stored show (edit), as the band would type them. */
export function formValues(show: Show, timeZone: string): Record<string, string> {
  const when = (date: Date | null) =>
    date === null
      ? { day: "", time: "" }
      : {
          day: localIsoDate(date, timeZone),
          time: isDateOnly(date, timeZone) ? "" : localIsoDateTime(date, timeZone).slice(11, 16),
        };
  const values: Record<string, string> = {};
  for (const field of SHOW_FORM_FIELDS) {
    if (field.kind === "when") {
      const { day, time } = when(show[field.name]);
      values[`${field.name}-day`] = day;
      values[`${field.name}-time`] = time;
      continue;
    }
    const value = show[field.name];
    values[field.name] = Array.isArray(value) ? value.join(", ") : value === null ? "" : String(value);
  }
  return values;
}

/** What was typed, to show again beside its mistakes: nothing the band typed is lost. */
export function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of SHOW_FORM_FIELDS) {
    const names = field.kind === "when" ? [`${field.name}-day`, `${field.name}-time`] : [field.name];
    for (const name of names) values[name] = String(form.get(name) ?? "");
  }
  return values;
}

/** The edit form carries the values it showed: only what the member changed is saved (another's change stays). */
export const SHOWN_FIELD = "shown";

export function changedInput(form: FormData): Partial<Record<ShowField, string>> {
  const input = formInput(form);
  let shown: Record<string, unknown>;
  try {
    shown = JSON.parse(String(form.get(SHOWN_FIELD) ?? "")) as Record<string, unknown>;
  } catch {
    return input;
  }
  const typed = typedValues(form);
  for (const field of SHOW_FORM_FIELDS) {
    const names = field.kind === "when" ? [`${field.name}-day`, `${field.name}-time`] : [field.name];
    if (names.every((name) => typed[name] === (shown[name] ?? ""))) delete input[field.name];
  }
  return input;
}
