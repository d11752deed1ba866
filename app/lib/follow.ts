import type { DistanceUnit } from "#app/.server/places/index.ts";

/**
 * Following the band: the addresses and the form's fields, shared by the
 * pages, the form and the server that answers it.
 */

export const FOLLOW_PATH = "/follow";
export const CHECK_INBOX_PATH = "/follow/check-your-inbox";
export const CONFIRM_PATH = "/follow/confirm";
export const UNSUBSCRIBE_PATH = "/unsubscribe";
export const PRIVACY_PATH = "/privacy";

/** A confirmation e-mail's link, and every e-mail's way out: for one fan each. */
export const confirmPath = (token: string) => `${CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
export const unsubscribePath = (key: string) => `${UNSUBSCRIBE_PATH}?key=${encodeURIComponent(key)}`;

/** The pages about following that are the same for everyone (kept by the page cache like the site's others). */
export const FOLLOW_PAGES: readonly string[] = [FOLLOW_PATH, CHECK_INBOX_PATH, PRIVACY_PATH];

/**
 * The addresses the site takes a POST at: the sign-up form, the confirmation link's Confirm button
 * (a GET only shows it: mail scanners open links), and leaving (RFC 8058's one-click too).
 */
export const FORM_POST_PATHS: readonly string[] = [FOLLOW_PATH, CONFIRM_PATH, UNSUBSCRIBE_PATH];

/** A POST's body, at most: the form's fields fill a few hundred bytes. */
export const MAX_FORM_BYTES = 2_048;

/** The field a person never sees and a form-filling robot fills: a sign-up with it is dropped. */
export const HONEYPOT_FIELD = "website";

/** What the form starts with: the distance in the band's unit. */
export interface FollowFormSettings {
  unit: DistanceUnit;
  /** "100 mi", "150 km". */
  distance: string;
  /** How to write a place where the band plays: "City, ST or ZIP code". */
  placeHint: string;
}

/** In place of the form, while the site cannot send its confirmation e-mails: why, in words for fans. */
export interface FollowClosed {
  closed: string;
}

export type FollowField = "email" | "place" | "distance" | "consent";

/** The form as it was sent, when it is shown again with what to fix. */
export interface FollowFormState {
  values: { email: string; place: string; distance: string; consent: boolean };
  errors: Partial<Record<FollowField, string>>;
  /** When the place's name is several places: their names, for the fan to pick one. */
  choices: string[] | null;
}
