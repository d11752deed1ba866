import { createContext, data } from "react-router";

import { notFound } from "#app/.server/not-found.ts";
import { formRefusalContext, servicesOf } from "#app/.server/request-context.ts";
import { errorPageMeta } from "#app/lib/meta.ts";
import { UNCONFIRMED_HOURS } from "#app/lib/retention.ts";
import type { ConfirmAnswer } from "#app/modules/follow/.server/following.ts";
import { FORM_REFUSALS, readSmallBody, TOO_LARGE } from "#app/modules/follow/.server/guard.ts";
import { FollowPage } from "#app/modules/follow/components/follow-page.tsx";
import { confirmPath, FOLLOW_PATH } from "#app/modules/follow/follow.ts";
import { ShowList } from "#app/modules/shows/index.ts";
import { SHOWS_UNAVAILABLE_MESSAGE } from "#app/modules/shows/index.ts";
import { Link } from "#app/ui/link.tsx";
import { siteConfig } from "#content/site.config.ts";

import type { Route } from "./+types/follow-confirm";

/**
 * A GET (or HEAD) only shows a Confirm button, since mail scanners open every link; the POST confirms.
 * For that fan alone: never kept by the site or any cache, never indexed.
 */

const PRIVATE = { "Cache-Control": "no-store" };

const FAILED: Record<
  Exclude<ConfirmAnswer["kind"], "confirmed">,
  { status: number; title: string; text: string }
> = {
  forged: {
    status: 400,
    title: "This link does not work",
    text: "It is not a link we sent, or part of it was lost on the way. Open the e-mail and follow its link as it is, or sign up again.",
  },
  expired: {
    status: 410,
    title: "This link has expired",
    text: `A confirmation link works for ${UNCONFIRMED_HOURS} hours. Sign up again, and we send a new one.`,
  },
  unavailable: {
    status: 503,
    title: "We could not confirm you just now",
    text: `Nothing went wrong with your link: our list did not answer. Follow the link again in a few minutes; it works for ${UNCONFIRMED_HOURS} hours.`,
  },
  used: {
    status: 410,
    title: "This link was used already",
    text: "It was followed before, or a newer link was sent since. If you confirmed, you are on the list; if not, use the newest e-mail, or sign up again.",
  },
};

const TITLE = "Confirm you want to hear about the band's shows";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const kind = loaderData?.kind ?? "forged";
  const title =
    kind === "confirmed"
      ? "You are following the band"
      : kind === "ready" || kind === "refused"
        ? TITLE
        : FAILED[kind].title;
  return errorPageMeta(title, matches[0]?.loaderData?.siteUrl);
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

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
      <FollowPage title={TITLE}>
        <p className="text-lead">{answer.message}</p>
      </FollowPage>
    );
  }
  if (answer.kind === "ready") {
    return (
      <FollowPage title={TITLE}>
        <form method="post" action={confirmPath(answer.token)} className="flex flex-col items-start gap-4">
          <p className="text-lead">
            {`One click, and ${siteConfig.name} e-mail you when they announce a show near the place you chose.`}
          </p>
          <button type="submit" className="button-primary cursor-pointer">
            Confirm
          </button>
        </form>
      </FollowPage>
    );
  }
  if (answer.kind !== "confirmed") {
    const failed = FAILED[answer.kind];
    return (
      <FollowPage title={failed.title}>
        <p className="text-lead">{failed.text}</p>
        <p>
          <Link to={FOLLOW_PATH} className="button-primary">
            Sign up again
          </Link>
        </p>
      </FollowPage>
    );
  }
  const { place, within, shows } = answer;
  const count = shows ? shows.dated.length + shows.undated.length : 0;
  return (
    <FollowPage title="You are following the band">
      <p className="text-lead">
        {`We will e-mail you when ${siteConfig.name} announce a show within ${within} of ${place}. Every e-mail has a link to stop them.`}
      </p>
      <section aria-labelledby="shows-near-you" className="flex flex-col gap-4">
        <h2 id="shows-near-you" className="font-display text-title uppercase">
          Shows near you
        </h2>
        {shows === null ? (
          <p role="status">{SHOWS_UNAVAILABLE_MESSAGE}</p>
        ) : count === 0 ? (
          <p>None booked yet: you will be the first to know.</p>
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
            Every upcoming show
          </Link>
        </p>
      </section>
    </FollowPage>
  );
}
