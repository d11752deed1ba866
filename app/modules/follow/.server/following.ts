import { type Database, databaseAnswers } from "#app/.server/db/database.ts";
import { onOneInstance } from "#app/.server/db/one-at-a-time.ts";
import { type Env, mailNotSetUp, offersFollowing } from "#app/.server/env.ts";
import { describeError, log } from "#app/.server/log.ts";
import { confirmationMail, deleteMailCopies, maskAddress, queueMailSql } from "#app/.server/mail/index.ts";
import { distanceInUnit, showsNear } from "#app/.server/places/index.ts";
import { m } from "#app/i18n/compiled/messages.js";
import { listUpcomingShows, type ShowListing } from "#app/lib/shows/view.ts";
import type { Turns } from "#app/lib/turns.ts";
import {
  type FollowClosed,
  type FollowFormSettings,
  type FollowFormState,
  HONEYPOT_FIELD,
} from "#app/modules/follow/follow.ts";
import type { Shows } from "#app/modules/shows/.server/index.ts";
import { siteConfig } from "#content/site.config.ts";

import { loadSharedSigningKey, loadSigningKey } from "./confirm-link.ts";
import { followFormSettings, readFollowForm } from "./form.ts";
import {
  type FormLimits,
  isUrlEncodedForm,
  NOT_A_FORM,
  readSmallBody,
  type Refusal,
  TOO_LARGE,
  TOO_MUCH_MAIL,
  TOO_OFTEN,
  UNAVAILABLE,
} from "./guard.ts";
import { markKnownShows } from "./notify.ts";
import { createFansStore, type FansStore, type SignUp } from "./store.ts";

export type SignUpAnswer =
  | { kind: "check your inbox" }
  | { kind: "refused"; refusal: Refusal }
  | { kind: "invalid"; state: FollowFormState };

export type ConfirmAnswer =
  | { kind: "confirmed"; place: string; within: string; shows: ShowListing | null }
  | { kind: "forged" | "expired" | "used" | "unavailable" };

const CLEAR_EVERY_MS = 60 * 60 * 1000;

export interface FollowingOptions {
  env: Env;
  /** The fans' database (embedded, or DATABASE_URL); null where following is not offered. */
  database: Database | null;
  shows: Pick<Shows, "getShow" | "getAllShows">;
  limits: FormLimits;
  wake(): void;
  turns: Turns;
}

/** Following the band, as the site's pages see it: the form, the sign-up, the confirmation and leaving. */
export interface Following {
  available(): boolean;
  closed(): string | null;
  form(): FollowFormSettings | FollowClosed | null;
  /** On Postgres the links' key is in the database, shared by every server. */
  prepare(): Promise<void>;
  answerSignUp(request: Request, clientAddress: string | null): Promise<SignUpAnswer>;
  checkConfirmLink(token: string): Promise<{ kind: "ready" } | Exclude<ConfirmAnswer, { kind: "confirmed" }>>;
  confirmFollowing(token: string): Promise<ConfirmAnswer>;
  leave(key: string): Promise<"left" | "not on the list" | "unavailable">;
  startClearingUnconfirmed(): () => void;
}

export function createFollowing({ env, database, shows, limits, wake, turns }: FollowingOptions): Following {
  let signingKey: Buffer | null = null;
  let store: FansStore | null = null;

  function fansStore(): FansStore {
    if (!database) throw new Error("following needs a database for the fans, and none is open");
    if (store) return store;
    if (!signingKey && env.postgres) throw new Error("following was not prepared: call prepareFollowing()");
    signingKey ??= loadSigningKey(env.dataDir);
    store = createFansStore({
      run: (sql) => database.run(sql),
      signingKey,
      siteUrl: env.siteUrl,
      mailer: { confirmationMail, queueMailSql },
      // The shows the confirmation page lists are known to the fan: never announced to them again.
      onConfirming: (fanId) =>
        markKnownShows(fanId, { database, turns }).catch((error: unknown) =>
          log("error", "recording the shows a fan knows failed", { cause: describeError(error) }),
        ),
      onMailDeleted: () => deleteMailCopies(database, env.dataDir),
    });
    return store;
  }

  const available = () => offersFollowing(env);
  /** What fans read in place of the form while mail is not set up, in the page's language. */
  const closed = () => (mailNotSetUp(env) ? m.follow_not_open() : null);
  /** A show the store could not be asked about counts as none: the sign-up is kept as made on /follow. */
  const showHasPage = async (id: number) => Boolean(await shows.getShow(id));

  async function saveSignUp(fans: FansStore, signUp: SignUp, clientAddress: string | null): Promise<void> {
    try {
      const outcome = await fans.signUp(signUp);
      if (outcome !== "confirmation queued") await limits.mail.release(signUp.email, clientAddress);
      log("info", "fan signed up", { email: maskAddress(signUp.email), outcome });
      if (outcome === "confirmation queued") wake();
    } catch (error) {
      await limits.mail.release(signUp.email, clientAddress);
      log("error", "a sign-up could not be saved", { cause: describeError(error) });
    }
  }

  return {
    available,
    closed,
    form: () => {
      if (!available()) return null;
      const why = closed();
      return why ? { closed: why } : followFormSettings();
    },
    async prepare() {
      signingKey =
        env.postgres && database ? await loadSharedSigningKey(database) : loadSigningKey(env.dataDir);
    },

    // The same answer for a known address and a robot, before the database's work (decision 068).
    async answerSignUp(request, clientAddress) {
      const refused = (refusal: Refusal) => ({ kind: "refused", refusal }) as const;
      if (!isUrlEncodedForm(request.headers)) return refused(NOT_A_FORM);
      const body = await readSmallBody(request);
      if (body === null) return refused(TOO_LARGE);
      if (!(await limits.clientMayPost(clientAddress))) return refused(TOO_OFTEN);
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
      const allowance = await limits.mail.reserve(signUp.email, clientAddress);
      // Posting someone's address again and again must not lock its owner out: nothing stored, no mail.
      if (allowance === "mailbox had enough") {
        log("info", "sign-up dropped: its mailbox had its confirmation mails for the hour");
        return { kind: "check your inbox" };
      }
      if (allowance === "too many from here") return refused(TOO_OFTEN);
      if (allowance === "too much mail") return refused(TOO_MUCH_MAIL);
      let fans;
      try {
        fans = fansStore();
        // Asked of every sign-up alike, so its answer tells nothing of the address: a fan is never told
        // to check their inbox for a sign-up a stopped database cannot keep.
        if (!database || !(await databaseAnswers(database))) throw new Error("the database does not answer");
      } catch (error) {
        await limits.mail.release(signUp.email, clientAddress);
        log("error", "a sign-up could not be saved", { cause: describeError(error) });
        return refused(UNAVAILABLE);
      }
      void saveSignUp(fans, signUp, clientAddress);
      return { kind: "check your inbox" };
    },

    async checkConfirmLink(token) {
      try {
        return await fansStore().check(token);
      } catch (error) {
        log("error", "a confirmation link could not be checked", { cause: describeError(error) });
        return { kind: "unavailable" };
      }
    },

    async confirmFollowing(token) {
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
      const all = await shows.getAllShows();
      return {
        kind: "confirmed",
        place: fan.place,
        within: distanceInUnit(fan.withinKm, fan.unit),
        shows: all && listUpcomingShows(showsNear(all, fan, fan.withinKm), new Date(), siteConfig),
      };
    },

    async leave(key) {
      try {
        const left = await fansStore().unsubscribe(key);
        if (left) log("info", "fan left");
        return left ? "left" : "not on the list";
      } catch (error) {
        log("error", "a fan could not be taken off the list", { cause: describeError(error) });
        return "unavailable";
      }
    },

    startClearingUnconfirmed() {
      // fansStore() throws while following is not prepared (Supabase's database was down at start-up).
      const clear = async () => {
        try {
          const count = database
            ? await onOneInstance(database, "deleting unconfirmed sign-ups", () =>
                fansStore().deleteUnconfirmed(),
              )
            : await fansStore().deleteUnconfirmed();
          if (count) log("info", "unconfirmed sign-ups deleted", { count });
        } catch (error) {
          log("error", "deleting unconfirmed sign-ups failed", { cause: describeError(error) });
        }
      };
      void clear();
      const timer = setInterval(() => void clear(), CLEAR_EVERY_MS);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

function withoutHoneypot(form: URLSearchParams): URLSearchParams {
  const copy = new URLSearchParams(form);
  copy.delete(HONEYPOT_FIELD);
  return copy;
}
