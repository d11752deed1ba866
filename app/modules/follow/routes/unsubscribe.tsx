import { data } from "react-router";

import { notFound } from "#app/.server/not-found.ts";
import { formRefusalContext, servicesOf } from "#app/.server/request-context.ts";
import { m } from "#app/i18n/compiled/messages.js";
import { errorPageMeta } from "#app/lib/meta.ts";
import { LINK_KEY, PRIVATE, privateHeaders } from "#app/lib/private-page.ts";
import { FORM_REFUSALS, readSmallBody, TOO_LARGE, UNAVAILABLE } from "#app/modules/follow/.server/guard.ts";
import { FollowPage } from "#app/modules/follow/components/follow-page.tsx";
import { unsubscribePath } from "#app/modules/follow/follow.ts";
import { siteConfig } from "#content/site.config.ts";

import type { Route } from "./+types/unsubscribe";

/**
 * A POST (the page's button, or a mail app's RFC 8058 one-click) deletes the fan and everything about
 * them at once. A key no longer on the list gets the same answer: leaving twice is leaving.
 */

export function meta({ matches }: Route.MetaArgs) {
  return errorPageMeta(m.follow_stop_all_emails(), matches[0]?.loaderData?.siteUrl);
}

export const headers = privateHeaders;

const keyOf = (request: Request) => new URL(request.url).searchParams.get("key") ?? "";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  if (!services.following.available()) throw await notFound(services);
  // A post from another site, or one too large, refused by the server before the action (server/form-posts.ts).
  const refusal = context.get(formRefusalContext);
  if (refusal) {
    const { status, message } = FORM_REFUSALS[refusal];
    return data({ key: null, problem: message }, { status, headers: PRIVATE });
  }
  const key = keyOf(request);
  const good = LINK_KEY.test(key);
  return data(
    { key: good ? key : null, problem: good ? null : m.follow_bad_unsubscribe_link() },
    { status: good ? 200 : 400, headers: PRIVATE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  if (!services.following.available()) throw await notFound(services);
  const answer = (status: number, message: string, left = false) =>
    data({ message, left }, { status, headers: PRIVATE });
  // The body says nothing (a one-click post sends "List-Unsubscribe=One-Click"); the key is in the address.
  if ((await readSmallBody(request)) === null) return answer(TOO_LARGE.status, TOO_LARGE.message);
  const key = keyOf(request);
  if (!LINK_KEY.test(key)) return answer(400, m.follow_bad_unsubscribe_link());
  if ((await services.following.leave(key)) === "unavailable")
    return answer(UNAVAILABLE.status, m.follow_leave_failed());
  return answer(200, m.follow_left({ band: siteConfig.name }), true);
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData) {
    return (
      <FollowPage title={actionData.left ? m.follow_left_title() : m.follow_stop_all_emails()}>
        <p className="text-lead">{actionData.message}</p>
      </FollowPage>
    );
  }
  const { key, problem } = loaderData;
  return (
    <FollowPage title={m.follow_stop_all_emails()}>
      {key === null ? (
        <p className="text-lead">{problem}</p>
      ) : (
        <form method="post" action={unsubscribePath(key)} className="flex flex-col items-start gap-4">
          <p className="text-lead">{m.follow_unsubscribe_lead({ band: siteConfig.name })}</p>
          <button type="submit" className="button-primary cursor-pointer">
            {m.follow_stop_all_emails()}
          </button>
        </form>
      )}
    </FollowPage>
  );
}
