import { siteConfig } from "#content/site.config.ts";
import {
  HONEYPOT_FIELD,
  type FollowClosed,
  type FollowFormSettings,
  type FollowFormState,
} from "#app/lib/follow.ts";
import { listUpcomingShows, type ShowListing } from "#app/lib/shows/view.ts";
import { getEnv, mailNotSetUp, offersFollowing } from "../env.ts";
import { describeError, log } from "../log.ts";
import { confirmationMail, deleteMailCopies, maskAddress, queueMailSql, wakeSender } from "../mail/index.ts";
import { distanceInUnit, showsNear } from "../places/index.ts";
import { singleton } from "../singleton.ts";
import { getAllShows, getShow } from "../shows/index.ts";
import { openedDatabase } from "../shows/open-store.ts";
import type { Database } from "../db/database.ts";
import { loadSharedSigningKey, loadSigningKey } from "./confirm-link.ts";
import { followFormSettings, readFollowForm } from "./form.ts";
import {
  clientMayPost,
  isUrlEncodedForm,
  mailLimits,
  NOT_A_FORM,
  readSmallBody,
  TOO_LARGE,
  TOO_MUCH_MAIL,
  TOO_OFTEN,
  UNAVAILABLE,
  type Refusal,
} from "./guard.ts";
import { markKnownShows } from "./notify.ts";
import { createFansStore, type FansStore, type SignUp } from "./store.ts";

/**
 * Following the band, as the site's pages see it: the form's settings, the
 * sign-up post, the confirmation link and leaving. The fans live in the
 * embedded database, or on Supabase in the project's database
 * (SUPABASE_DB_URL); on a site on Supabase without it following is not
 * offered (no form, and /follow says so).
 */

const state = singleton("following", () => ({
  store: null as FansStore | null,
  database: null as unknown,
  signingKey: null as Buffer | null,
}));

/** Whether this site offers following: it has a database for the fans (embedded, or SUPABASE_DB_URL). */
export function followingAvailable(): boolean {
  return offersFollowing(getEnv());
}

/**
 * At start-up, before the first request: the key that signs confirmation
 * links. In DATA_DIR for the embedded database; in the database itself on
 * Supabase, so that every server of the site shares it.
 */
export async function prepareFollowing(database: Database): Promise<void> {
  const env = getEnv();
  state.signingKey = env.supabase ? await loadSharedSigningKey(database) : loadSigningKey(env.dataDir);
}

/** What fans read in place of the form while mail is not set up (mailNotSetUp()). */
export const FOLLOWING_NOT_OPEN =
  "Following the band by e-mail is not open yet. Until it is, the shows list and the calendar feed have every date.";

/** Why a sign-up cannot be taken now, in words for fans; null when it can. */
export function followingClosed(): string | null {
  return mailNotSetUp(getEnv()) ? FOLLOWING_NOT_OPEN : null;
}

/**
 * The form's settings for a page; why it is closed (no confirmation e-mail could reach the
 * fan); null where following is not offered (nothing is drawn).
 */
export function followForm(): FollowFormSettings | FollowClosed | null {
  if (!followingAvailable()) return null;
  const closed = followingClosed();
  return closed ? { closed } : followFormSettings();
}

/** The store on the database the server opened. */
export function fansStore(): FansStore {
  const database = openedDatabase();
  if (!database) throw new Error("following needs a database for the fans, and none is open");
  if (state.store && state.database === database) return state.store;
  const env = getEnv();
  if (!state.signingKey && env.supabase)
    throw new Error("following was not prepared: call prepareFollowing()");
  state.signingKey ??= loadSigningKey(env.dataDir);
  state.database = database;
  state.store = createFansStore({
    run: (sql) => database.run(sql),
    signingKey: state.signingKey,
    siteUrl: env.siteUrl,
    mailer: { confirmationMail, queueMailSql },
    // The shows the confirmation page lists are known to the fan: never announced to them again.
    onConfirming: (fanId) =>
      markKnownShows(fanId, { database }).catch((error: unknown) =>
        log("error", "recording the shows a fan knows failed", { cause: describeError(error) }),
      ),
    onMailDeleted: () => deleteMailCopies(database, env.dataDir),
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
 * the honeypot (for which nothing is stored or sent). That answer is given
 * before the database's work, which goes on after it: how long it takes
 * tells nothing (decision 068).
 */
export async function answerSignUp(request: Request, clientAddress: string | null): Promise<SignUpAnswer> {
  const refused = (refusal: Refusal) => ({ kind: "refused", refusal }) as const;
  if (!isUrlEncodedForm(request.headers)) return refused(NOT_A_FORM);
  const body = await readSmallBody(request);
  if (body === null) return refused(TOO_LARGE);
  if (!(await clientMayPost(clientAddress))) return refused(TOO_OFTEN);
  const form = new URLSearchParams(body);
  const site = { showExists: showHasPage };
  const reading = await readFollowForm(form, site);
  if (reading.kind === "robot") {
    // Read whole all the same, as a person's form is: a robot's answer comes no sooner.
    await readFollowForm(withoutHoneypot(form), site);
    log("info", "sign-up dropped: the hidden field was filled");
    return { kind: "check your inbox" };
  }
  if (reading.kind === "invalid") return reading;
  const { signUp } = reading;
  const allowance = await mailLimits.reserve(signUp.email, clientAddress);
  // Its owner has their links already: the usual answer, nothing stored and no more mail, so
  // posting someone's address again and again cannot lock them out.
  if (allowance === "mailbox had enough") {
    log("info", "sign-up dropped: its mailbox had its confirmation mails for the hour");
    return { kind: "check your inbox" };
  }
  if (allowance === "too many from here") return refused(TOO_OFTEN);
  if (allowance === "too much mail") return refused(TOO_MUCH_MAIL);
  let store;
  try {
    // Throws, whatever the address, while following is not prepared (its database was down at start-up).
    store = fansStore();
  } catch (error) {
    await mailLimits.release(signUp.email, clientAddress);
    log("error", "a sign-up could not be saved", { cause: describeError(error) });
    return refused(UNAVAILABLE);
  }
  void saveSignUp(store, signUp, clientAddress);
  return { kind: "check your inbox" };
}

function withoutHoneypot(form: URLSearchParams): URLSearchParams {
  const copy = new URLSearchParams(form);
  copy.delete(HONEYPOT_FIELD);
  return copy;
}

/** The sign-up's database work, after the answer: a failure is logged, for nobody is waiting. */
async function saveSignUp(store: FansStore, signUp: SignUp, clientAddress: string | null): Promise<void> {
  try {
    const outcome = await store.signUp(signUp);
    // A sign-up that sent no mail gives its place in the mail limits back.
    if (outcome !== "confirmation queued") await mailLimits.release(signUp.email, clientAddress);
    log("info", "fan signed up", { email: maskAddress(signUp.email), outcome });
    if (outcome === "confirmation queued") wakeSender();
  } catch (error) {
    await mailLimits.release(signUp.email, clientAddress);
    log("error", "a sign-up could not be saved", { cause: describeError(error) });
  }
}

/** A show the store could not be asked about counts as none: the sign-up is kept as made on /follow. */
const showHasPage = async (id: number) => Boolean(await getShow(id));

export type ConfirmAnswer =
  | { kind: "confirmed"; place: string; within: string; shows: ShowListing | null }
  | { kind: "forged" | "expired" | "used" | "unavailable" };

/** What the confirmation link's page offers: its Confirm button, or why the link no longer works. Changes nothing. */
export async function checkConfirmLink(
  token: string,
): Promise<{ kind: "ready" } | Exclude<ConfirmAnswer, { kind: "confirmed" }>> {
  try {
    return await fansStore().check(token);
  } catch (error) {
    log("error", "a confirmation link could not be checked", { cause: describeError(error) });
    return { kind: "unavailable" };
  }
}

/** Follows a confirmation link (the person's post of its page): once confirmed, the upcoming shows near the fan. */
export async function confirmFollowing(token: string): Promise<ConfirmAnswer> {
  let outcome;
  try {
    outcome = await fansStore().confirm(token);
  } catch (error) {
    log("error", "a confirmation could not be saved", { cause: describeError(error) });
    return { kind: "unavailable" };
  }
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

/**
 * Deletes the fan whose unsubscribe key this is, with everything about them;
 * "not on the list" when there is none, "unavailable" when the database failed.
 */
export async function leave(key: string): Promise<"left" | "not on the list" | "unavailable"> {
  try {
    const left = await fansStore().unsubscribe(key);
    if (left) log("info", "fan left");
    return left ? "left" : "not on the list";
  } catch (error) {
    log("error", "a fan could not be taken off the list", { cause: describeError(error) });
    return "unavailable";
  }
}

/** How often sign-ups whose link expired are looked for. */
const CLEAR_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes unconfirmed sign-ups once their link has expired: now, then every
 * hour, for as long as the server runs. Returns how to stop.
 */
export function startClearingUnconfirmed(): () => void {
  // fansStore() itself throws while following is not prepared (the database on Supabase was down at start-up).
  const clear = async () => {
    try {
      const count = await fansStore().deleteUnconfirmed();
      if (count > 0) log("info", "unconfirmed sign-ups deleted", { count });
    } catch (error) {
      log("error", "deleting unconfirmed sign-ups failed", { cause: describeError(error) });
    }
  };
  void clear();
  const timer = setInterval(() => void clear(), CLEAR_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
