import { localPath, SITE_LANGUAGES } from "#app/i18n/site-languages.ts";
import type { DistanceUnit } from "#app/lib/shows/near.ts";

export const FOLLOW_PATH = "/follow";
export const CHECK_INBOX_PATH = "/follow/check-your-inbox";
export const CONFIRM_PATH = "/follow/confirm";
export const UNSUBSCRIBE_PATH = "/unsubscribe";
export const PRIVACY_PATH = "/privacy";

/** In the language of the page or e-mail that gives the link: a fan opens it in their own. */
export const confirmPath = (token: string) => localPath(`${CONFIRM_PATH}?token=${encodeURIComponent(token)}`);
export const unsubscribePath = (key: string) =>
  localPath(`${UNSUBSCRIBE_PATH}?key=${encodeURIComponent(key)}`);

/** Kept by the page cache like the site's other pages. */
export const FOLLOW_PAGES: readonly string[] = [FOLLOW_PATH, CHECK_INBOX_PATH, PRIVACY_PATH];

/** A GET of a confirmation link only shows its button: mail scanners open links. In every language. */
export const FORM_POST_PATHS: readonly string[] = SITE_LANGUAGES.flatMap((language) =>
  [FOLLOW_PATH, CONFIRM_PATH, UNSUBSCRIBE_PATH].map((path) => localPath(path, language)),
);

export const MAX_FORM_BYTES = 2_048;

/** The field a person never sees and a form-filling robot fills: a sign-up with it is dropped. */
export const HONEYPOT_FIELD = "website";

export interface FollowFormSettings {
  unit: DistanceUnit;
  distance: string;
  placeHint: string;
}

/** Instead of the form, while the site cannot send its confirmation e-mails. */
export interface FollowClosed {
  closed: string;
}

export type FollowField = "email" | "place" | "distance" | "consent";

export interface FollowFormState {
  values: { email: string; place: string; distance: string; consent: boolean };
  errors: Partial<Record<FollowField, string>>;
  choices: string[] | null;
}
