import { data } from "react-router";
import { siteConfig } from "#content/site.config.ts";
import { confirmFollowing, followingAvailable, type ConfirmAnswer } from "#app/.server/fans/following.ts";
import { notFound } from "#app/.server/not-found.ts";
import { FollowPage } from "#app/components/follow-page.tsx";
import { Link } from "#app/components/link.tsx";
import { ShowList } from "#app/components/show-list.tsx";
import { SHOWS_UNAVAILABLE_MESSAGE } from "#app/components/show-messages.ts";
import { FOLLOW_PATH } from "#app/lib/follow.ts";
import { errorPageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/follow-confirm";

/**
 * The confirmation e-mail's link: confirms the fan (once; a forged link is a
 * 400, an expired or used one a 410) and lists the upcoming shows near them.
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
    text: "A confirmation link works for 48 hours. Sign up again, and we send a new one.",
  },
  unavailable: {
    status: 503,
    title: "We could not confirm you just now",
    text: "Nothing went wrong with your link: our list did not answer. Follow the link again in a few minutes; it works for 48 hours.",
  },
  used: {
    status: 410,
    title: "This link was used already",
    text: "It was followed before, or a newer link was sent since. If you confirmed, you are on the list; if not, use the newest e-mail, or sign up again.",
  },
};

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const title =
    loaderData?.kind === "confirmed"
      ? "You are following the band"
      : FAILED[loaderData?.kind ?? "forged"].title;
  return errorPageMeta(title, matches[0]?.loaderData?.siteUrl);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function loader({ request }: Route.LoaderArgs) {
  if (!followingAvailable()) throw await notFound();
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const answer = await confirmFollowing(token);
  const status = answer.kind === "confirmed" ? 200 : FAILED[answer.kind].status;
  return data(answer, { status, headers: PRIVATE });
}

export default function Confirm({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind !== "confirmed") {
    const failed = FAILED[loaderData.kind];
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
  const { place, within, shows } = loaderData;
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
