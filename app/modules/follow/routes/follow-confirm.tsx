import { createContext, data } from "react-router";

import { notFound } from "#app/.server/not-found.ts";
import { formRefusalContext, servicesOf } from "#app/.server/request-context.ts";
import { m } from "#app/i18n/compiled/messages.js";
import { errorPageMeta } from "#app/lib/meta.ts";
import { PRIVATE, privateHeaders } from "#app/lib/private-page.ts";
import { UNCONFIRMED_HOURS } from "#app/lib/retention.ts";
import type { ConfirmAnswer } from "#app/modules/follow/.server/following.ts";
import { FORM_REFUSALS, readSmallBody, TOO_LARGE } from "#app/modules/follow/.server/guard.ts";
import { FollowPage } from "#app/modules/follow/components/follow-page.tsx";
import { confirmPath, FOLLOW_PATH } from "#app/modules/follow/follow.ts";
import { ShowList } from "#app/modules/shows/index.ts";
import { showsUnavailableMessage } from "#app/modules/shows/index.ts";
import { Link } from "#app/ui/link.tsx";
import { siteConfig } from "#content/site.config.ts";

import type { Route } from "./+types/follow-confirm";

/**
 * A GET (or HEAD) only shows a Confirm button, since mail scanners open every link; the POST confirms.
 * For that fan alone: never kept by the site or any cache, never indexed.
 */

/** The words are functions: each page asks for them in its own language. */
const FAILED: Record<
  Exclude<ConfirmAnswer["kind"], "confirmed">,
  { status: number; title: () => string; text: () => string }
> = {
  forged: {
    status: 400,
    title: m.follow_link_forged_title,
    text: m.follow_link_forged_text,
  },
  expired: {
    status: 410,
    title: m.follow_link_expired_title,
    text: () => m.follow_link_expired_text({ hours: UNCONFIRMED_HOURS }),
  },
  unavailable: {
    status: 503,
    title: m.follow_confirm_unavailable_title,
    text: () => m.follow_confirm_unavailable_text({ hours: UNCONFIRMED_HOURS }),
  },
  used: {
    status: 410,
    title: m.follow_link_used_title,
    text: m.follow_link_used_text,
  },
};

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const kind = loaderData?.kind ?? "forged";
  const title =
    kind === "confirmed"
      ? m.follow_confirmed_title()
      : kind === "ready" || kind === "refused"
        ? m.follow_confirm_title()
        : FAILED[kind].title();
  return errorPageMeta(title, matches[0]?.loaderData?.siteUrl);
}

export const headers = privateHeaders;

const statusOf = (answer: ConfirmAnswer) => (answer.kind === "confirmed" ? 200 : FAILED[answer.kind].status);

/** What the Confirm button's post did, handed from the action to the loader that runs after it. */
const confirmedHere = createContext<ConfirmAnswer | null>(null);

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  if (!services.following.available()) throw await notFound(services);
  // A post the server refused before the action (from another site, or too large: server/form-posts.ts).
  const refusal = context.get(formRefusalContext);
  if (refusal) {
    const { status, message } = FORM_REFUSALS[refusal];
    return data({ kind: "refused", message } as const, { status, headers: PRIVATE });
  }
  // After the Confirm button's post: what the action did (the link is used now).
  const confirmed = context.get(confirmedHere);
  if (confirmed) return data(confirmed, { status: statusOf(confirmed), headers: PRIVATE });
  const token = tokenOf(request);
  const answer = await services.following.checkConfirmLink(token);
  if (answer.kind === "ready") return data({ kind: "ready", token } as const, { headers: PRIVATE });
  return data(answer, { status: FAILED[answer.kind].status, headers: PRIVATE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  if (!services.following.available()) throw await notFound(services);
  // The Confirm button sends no fields; the token is in the address.
  if ((await readSmallBody(request)) === null) {
    return data({ kind: "forged" } as const, { status: TOO_LARGE.status, headers: PRIVATE });
  }
  const answer = await services.following.confirmFollowing(tokenOf(request));
  context.set(confirmedHere, answer);
  return data(answer, { status: statusOf(answer), headers: PRIVATE });
}

export default function Confirm({ loaderData: answer }: Route.ComponentProps) {
  if (answer.kind === "refused") {
    return (
      <FollowPage title={m.follow_confirm_title()}>
        <p className="text-lead">{answer.message}</p>
      </FollowPage>
    );
  }
  if (answer.kind === "ready") {
    return (
      <FollowPage title={m.follow_confirm_title()}>
        <form method="post" action={confirmPath(answer.token)} className="flex flex-col items-start gap-4">
          <p className="text-lead">{m.follow_confirm_lead({ band: siteConfig.name })}</p>
          <button type="submit" className="button-primary cursor-pointer">
            {m.follow_confirm_button()}
          </button>
        </form>
      </FollowPage>
    );
  }
  if (answer.kind !== "confirmed") {
    const failed = FAILED[answer.kind];
    return (
      <FollowPage title={failed.title()}>
        <p className="text-lead">{failed.text()}</p>
        <p>
          <Link to={FOLLOW_PATH} className="button-primary">
            {m.follow_sign_up_again()}
          </Link>
        </p>
      </FollowPage>
    );
  }
  const { place, within, shows } = answer;
  const count = shows ? shows.dated.length + shows.undated.length : 0;
  return (
    <FollowPage title={m.follow_confirmed_title()}>
      <p className="text-lead">{m.follow_confirmed_lead({ band: siteConfig.name, within, place })}</p>
      <section aria-labelledby="shows-near-you" className="flex flex-col gap-4">
        <h2 id="shows-near-you" className="font-display text-title uppercase">
          {m.follow_shows_near_you()}
        </h2>
        {shows === null ? (
          <p role="status">{showsUnavailableMessage()}</p>
        ) : count === 0 ? (
          <p>{m.follow_none_booked()}</p>
        ) : (
          <>
            <ShowList shows={shows.dated} />
            {shows.undated.length > 0 && <ShowList shows={shows.undated} />}
          </>
        )}
        <p>
          <Link
            to="/#upcoming-shows"
            className="inline-flex min-h-11 items-center accent-hover font-semibold underline"
          >
            {m.follow_every_upcoming_show()}
          </Link>
        </p>
      </section>
    </FollowPage>
  );
}
