import { data } from "react-router";

import { notFound } from "#app/.server/not-found.ts";
import { formRefusalContext, servicesOf } from "#app/.server/request-context.ts";
import { m } from "#app/i18n/compiled/messages.js";
import { errorPageMeta } from "#app/lib/meta.ts";
import { LINK_KEY, PRIVATE, privateHeaders } from "#app/lib/private-page.ts";
import { FORM_REFUSALS, readSmallBody, TOO_LARGE } from "#app/modules/follow/.server/guard.ts";
import { FollowPage } from "#app/modules/follow/index.ts";
import { remindStopPath } from "#app/modules/reminders/reminders.ts";
import { siteConfig } from "#content/site.config.ts";

import type { Route } from "./+types/remind-stop";

/**
 * A POST stops at once: the page's buttons, or a mail app's RFC 8058 one-click (this reminder alone;
 * `all=yes` in the address stops every e-mail to the address). A key no longer there gets the same
 * answer: stopping twice is stopping.
 */

export function meta({ matches }: Route.MetaArgs) {
  return errorPageMeta(m.remind_stop_title(), matches[0]?.loaderData?.siteUrl);
}

export const headers = privateHeaders;

const keyOf = (request: Request) => new URL(request.url).searchParams.get("key") ?? "";
const everythingOf = (request: Request) => new URL(request.url).searchParams.get("all") === "yes";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  if (!services.reminders.available()) throw await notFound(services);
  const refusal = context.get(formRefusalContext);
  if (refusal) {
    const { status, message } = FORM_REFUSALS[refusal];
    return data({ key: null, problem: message }, { status, headers: PRIVATE });
  }
  const key = keyOf(request);
  const good = LINK_KEY.test(key);
  return data(
    { key: good ? key : null, problem: good ? null : m.remind_bad_stop_link() },
    { status: good ? 200 : 400, headers: PRIVATE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  if (!services.reminders.available()) throw await notFound(services);
  const answer = (status: number, message: string, stopped = false) =>
    data({ message, stopped }, { status, headers: PRIVATE });
  if ((await readSmallBody(request)) === null) return answer(TOO_LARGE.status, TOO_LARGE.message);
  const key = keyOf(request);
  if (!LINK_KEY.test(key)) return answer(400, m.remind_bad_stop_link());
  const everything = everythingOf(request);
  if ((await services.reminders.stop(key, everything)) === "unavailable") {
    return answer(503, m.remind_stop_failed());
  }
  return answer(
    200,
    everything ? m.remind_stopped_everything({ band: siteConfig.name }) : m.remind_stopped_this(),
    true,
  );
}

export default function RemindStop({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData) {
    return (
      <FollowPage title={actionData.stopped ? m.remind_stopped_title() : m.remind_stop_title()}>
        <p className="text-lead">{actionData.message}</p>
      </FollowPage>
    );
  }
  const { key, problem } = loaderData;
  return (
    <FollowPage title={m.remind_stop_title()}>
      {key === null ? (
        <p className="text-lead">{problem}</p>
      ) : (
        <>
          <p className="text-lead">{m.remind_stop_lead({ band: siteConfig.name })}</p>
          <div className="flex flex-wrap items-center gap-4">
            <form method="post" action={remindStopPath(key)}>
              <button type="submit" className="button-primary cursor-pointer">
                {m.remind_stop_this()}
              </button>
            </form>
            <form method="post" action={remindStopPath(key, true)}>
              <button type="submit" className="button-secondary cursor-pointer">
                {m.remind_stop_everything({ band: siteConfig.name })}
              </button>
            </form>
          </div>
        </>
      )}
    </FollowPage>
  );
}
