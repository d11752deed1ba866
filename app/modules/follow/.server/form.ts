import { z } from "zod";

import { DEFAULT_DISTANCE, defaultUnit, findPlace, parseDistance } from "#app/.server/places/index.ts";
import { m } from "#app/i18n/compiled/messages.js";
import { BASE_LANGUAGE } from "#app/i18n/languages.ts";
import { isSitePage, showIdOfPage } from "#app/lib/pages.ts";
import {
  FOLLOW_PATH,
  type FollowFormSettings,
  type FollowFormState,
  HONEYPOT_FIELD,
} from "#app/modules/follow/follow.ts";
import { siteConfig } from "#content/site.config.ts";

import type { SignUp } from "./store.ts";

const PLACE_HINTS: Record<string, () => string> = {
  US: m.follow_place_hint_us,
  CA: m.follow_place_hint_ca,
};

export function followFormSettings(): FollowFormSettings {
  const unit = defaultUnit();
  return {
    unit,
    distance: `${DEFAULT_DISTANCE[unit]} ${unit}`,
    placeHint: (PLACE_HINTS[siteConfig.country] ?? m.follow_place_hint_other)(),
  };
}

export type FormReading =
  /** The honeypot was filled: answered as a sign-up, nothing stored, nothing sent. */
  { kind: "robot" } | { kind: "invalid"; state: FollowFormState } | { kind: "valid"; signUp: SignUp };

/** Getters: each sentence in the language of the page that sent the form. */
export const EMAIL_MESSAGES = {
  get missing() {
    return m.follow_email_missing();
  },
  get invalid() {
    return m.follow_email_invalid();
  },
};
/** The base language's sentences, as the tests name them; a form gets them in its page's language. */
export const CONSENT_MESSAGE = m.follow_consent_missing({}, { locale: BASE_LANGUAGE });
export const CHOOSE_PLACE_MESSAGE = m.follow_choose_place({}, { locale: BASE_LANGUAGE });

/** RFC 5321 allows 254. */
const LONGEST_EMAIL = 254;
const emailSchema = z.email();

/** Lower-cased; `messages` in the words of the form it is on (every form's e-mail field reads the same). */
export function readEmail(
  text: string,
  messages: { readonly missing: string; readonly invalid: string } = EMAIL_MESSAGES,
): { email: string } | { error: string } {
  const email = text.trim().toLowerCase();
  if (email === "") return { error: messages.missing };
  if (email.length > LONGEST_EMAIL || !emailSchema.safeParse(email).success) {
    return { error: messages.invalid };
  }
  return { email };
}

export interface FormSite {
  showExists(id: number): Promise<boolean>;
}

/** Kept with the consent: one of the site's pages, else /follow. */
async function pageOf(text: string, site: FormSite): Promise<string> {
  if (!isSitePage(text)) return FOLLOW_PATH;
  const showId = showIdOfPage(text);
  return showId === null || (await site.showExists(showId)) ? text : FOLLOW_PATH;
}

export async function readFollowForm(form: URLSearchParams, site: FormSite): Promise<FormReading> {
  // Every value: a robot that sends the field twice, the first one empty, is still a robot.
  if (form.getAll(HONEYPOT_FIELD).some((value) => value !== "")) return { kind: "robot" };
  const field = (name: string) => (form.get(name) ?? "").slice(0, 300);
  const values = {
    email: field("email").trim(),
    place: field("place").trim(),
    distance: field("distance").trim(),
    consent: form.get("consent") === "yes",
  };
  const errors: FollowFormState["errors"] = {};
  let choices: string[] | null = null;

  const email = readEmail(values.email);
  if ("error" in email) errors.email = email.error;

  const match = findPlace(values.place);
  if (match.kind === "unknown") errors.place = match.message;
  if (match.kind === "ambiguous") {
    errors.place = m.follow_choose_place();
    choices = match.choices.map((place) => place.name);
  }

  // Home's short form has no distance field.
  const distance = parseDistance(values.distance || followFormSettings().distance, defaultUnit());
  if ("error" in distance) errors.distance = distance.error;

  if (!values.consent) errors.consent = m.follow_consent_missing();

  if ("error" in email || match.kind !== "found" || "error" in distance || !values.consent) {
    return { kind: "invalid", state: { values, errors, choices } };
  }
  return {
    kind: "valid",
    signUp: {
      email: email.email,
      place: match.place.name,
      latitude: match.place.latitude,
      longitude: match.place.longitude,
      withinKm: distance.km,
      unit: distance.unit,
      signedUpOn: await pageOf(field("from"), site),
    },
  };
}
