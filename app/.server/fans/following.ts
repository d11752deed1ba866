import { siteConfig } from "#content/site.config.ts";
import type { FollowFormSettings, FollowFormState } from "#app/lib/follow.ts";
import { listUpcomingShows, type ShowListing } from "#app/lib/shows/view.ts";
import { getEnv } from "../env.ts";
import { describeError, log } from "../log.ts";
import { confirmationMail, maskAddress, queueMailSql, wakeSender } from "../mail/index.ts";
import { distanceInUnit, showsNear } from "../places/index.ts";
import { singleton } from "../singleton.ts";
import { getAllShows } from "../shows/index.ts";
import { openedDatabase } from "../shows/open-store.ts";
import { loadSigningKey } from "./confirm-link.ts";
import { followFormSettings, readFollowForm } from "./form.ts";
import {
  addressMayPost,
  clientMayPost,
  isUrlEncodedForm,
  NOT_A_FORM,
  readSmallBody,
  TOO_LARGE,
  TOO_OFTEN,
  type Refusal,
} from "./guard.ts";
import { markKnownShows } from "./notify.ts";
import { createFansStore, type FansStore } from "./store.ts";

/**
 * Following the band, as the site's pages see it: the form's settings, the
 * sign-up post, the confirmation link and leaving. The fans live in the
 * embedded database; on a site whose shows are on Supabase following is not
 * offered yet (no form, and /follow says so).
 */

const state = singleton("following", () => ({ store: null as FansStore | null, database: null as unknown }));

/** Whether this site offers following: it keeps its shows, and so its fans, in the embedded database. */
export function followingAvailable(): boolean {
  return getEnv().supabase === null;
}

/** The form's settings for a page; null where following is not offered (no form is drawn). */
export function followForm(): FollowFormSettings | null {
  return followingAvailable() ? followFormSettings() : null;
}

/** The store on the database the server opened. */
export function fansStore(): FansStore {
  const database = openedDatabase();
  if (!database) throw new Error("following needs the embedded database, and it is not open");
  if (state.store && state.database === database) return state.store;
  const env = getEnv();
  state.database = database;
  state.store = createFansStore({
    run: (sql) => database.run(sql),
    signingKey: loadSigningKey(env.dataDir),
    siteUrl: env.siteUrl,
    mailer: { confirmationMail, queueMailSql },
    // The shows the confirmation page lists are known to the fan: never announced to them again.
    onConfirming: (fanId) =>
      markKnownShows(fanId, { database }).catch((error: unknown) =>
        log("error", "recording the shows a fan knows failed", { cause: describeError(error) }),
      ),
  });
  return state.store;
}

export type SignUpAnswer =
  | { kind: "check your inbox" }
  | { kind: "refused"; refusal: Refusal }
  | { kind: "invalid"; state: FollowFormState };

/**
 * A sign-up form as posted (from the site itself: server/form-posts.ts
 * answers a post from another site): refused (too large, too often),
 * shown again with what to fix, or answered "check your inbox", the same
 * whether or not the address was on the list, and for a robot that filled
 * the honeypot (for which nothing is stored or sent).
 */
export async function answerSignUp(request: Request, clientAddress: string | null): Promise<SignUpAnswer> {
  const refused = (refusal: Refusal) => ({ kind: "refused", refusal }) as const;
  if (!isUrlEncodedForm(request.headers)) return refused(NOT_A_FORM);
  const body = await readSmallBody(request);
  if (body === null) return refused(TOO_LARGE);
  if (!(await clientMayPost(clientAddress))) return refused(TOO_OFTEN);
  const reading = readFollowForm(new URLSearchParams(body));
  if (reading.kind === "robot") {
    log("info", "sign-up dropped: the hidden field was filled");
    return { kind: "check your inbox" };
  }
  if (reading.kind === "invalid") return reading;
  const { signUp } = reading;
  if (!(await addressMayPost(signUp.email))) return refused(TOO_OFTEN);
  const outcome = await fansStore().signUp(signUp);
  log("info", "fan signed up", { email: maskAddress(signUp.email), outcome });
  if (outcome === "confirmation queued") wakeSender();
  return { kind: "check your inbox" };
}

export type ConfirmAnswer =
  | { kind: "confirmed"; place: string; within: string; shows: ShowListing | null }
  | { kind: "forged" | "expired" | "used" };

/** Follows a confirmation link; once confirmed, the upcoming shows near the fan. */
export async function confirmFollowing(token: string): Promise<ConfirmAnswer> {
  const outcome = await fansStore().confirm(token);
  if (outcome.kind !== "confirmed") return outcome;
  const { fan } = outcome;
  log("info", "fan confirmed", { email: maskAddress(fan.email) });
  const shows = await getAllShows();
  return {
    kind: "confirmed",
    place: fan.place,
    within: distanceInUnit(fan.withinKm, fan.unit),
    shows: shows && listUpcomingShows(showsNear(shows, fan, fan.withinKm), new Date(), siteConfig),
  };
}

/** Deletes the fan whose unsubscribe key this is, with everything about them; false when there is none. */
export async function leave(key: string): Promise<boolean> {
  const left = await fansStore().unsubscribe(key);
  if (left) log("info", "fan left");
  return left;
}

/** How often sign-ups whose link expired are looked for. */
const CLEAR_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes unconfirmed sign-ups once their link has expired: now, then every
 * hour, for as long as the server runs. Returns how to stop.
 */
export function startClearingUnconfirmed(): () => void {
  const clear = () =>
    void fansStore()
      .deleteUnconfirmed()
      .then((count) => {
        if (count > 0) log("info", "unconfirmed sign-ups deleted", { count });
      })
      .catch((error: unknown) =>
        log("error", "deleting unconfirmed sign-ups failed", { cause: describeError(error) }),
      );
  clear();
  const timer = setInterval(clear, CLEAR_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
