import { data, redirect } from "react-router";

import { clientAddressContext, formRefusalContext, servicesOf } from "#app/.server/request-context.ts";
import { m } from "#app/i18n/compiled/messages.js";
import { localPath } from "#app/i18n/site-languages.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { PRIVATE, privateHeaders } from "#app/lib/private-page.ts";
import { FORM_REFUSALS } from "#app/modules/follow/.server/guard.ts";
import { FIELD_IDS, FollowForm } from "#app/modules/follow/components/follow-form.tsx";
import { FollowPage } from "#app/modules/follow/components/follow-page.tsx";
import { CHECK_INBOX_PATH, FOLLOW_PATH, type FollowField } from "#app/modules/follow/follow.ts";
import { siteConfig } from "#content/site.config.ts";

import type { Route } from "./+types/follow";

export function meta({ matches }: Route.MetaArgs) {
  const siteUrl = matches[0]?.loaderData?.siteUrl;
  return pageMeta({
    title: m.follow_title(),
    path: FOLLOW_PATH,
    siteUrl,
    description: m.follow_description({ band: siteConfig.name }),
  });
}

export const headers = privateHeaders;

export function loader({ context }: Route.LoaderArgs) {
  const settings = servicesOf(context).following.form();
  // A post from another site, or one too large, refused by the server before the action (server/form-posts.ts).
  const refusal = context.get(formRefusalContext);
  if (refusal) {
    const { status, message } = FORM_REFUSALS[refusal];
    return data({ settings, refused: message }, { status, headers: PRIVATE });
  }
  return { settings, refused: null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { following } = servicesOf(context);
  if (!following.available()) {
    return data({ kind: "refused", refusal: { status: 404, message: m.follow_not_available() } } as const, {
      status: 404,
      headers: PRIVATE,
    });
  }
  // Mail is not set up: no confirmation could reach the fan, so nothing is taken.
  const closed = following.closed();
  if (closed) {
    return data({ kind: "refused", refusal: { status: 503, message: closed } } as const, {
      status: 503,
      headers: PRIVATE,
    });
  }
  const answer = await following.answerSignUp(request, context.get(clientAddressContext));
  // 303: the browser asks for the next page with a GET, and Back never posts the form again.
  if (answer.kind === "check your inbox") return redirect(localPath(CHECK_INBOX_PATH), 303);
  const status = answer.kind === "refused" ? answer.refusal.status : 400;
  return data(answer, { status, headers: PRIVATE });
}

export default function Follow({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = loaderData;
  const refused = actionData?.kind === "refused" ? actionData.refusal.message : loaderData.refused;
  const state = actionData?.kind === "invalid" ? actionData.state : null;
  const errors = Object.entries(state?.errors ?? {}) as [FollowField, string][];
  return (
    <FollowPage title={m.follow_title()}>
      {!settings ? (
        <p className="text-lead">{m.follow_not_available()}</p>
      ) : "closed" in settings ? (
        <p className="text-lead">{settings.closed}</p>
      ) : (
        <>
          {/* Body-sized on a phone, where the Follow button belongs on the first screen. */}
          <p className="sm:text-lead">{m.follow_intro({ band: siteConfig.name })}</p>
          {refused && <p className="rounded-card border border-red-400/70 bg-red-500/15 p-4">{refused}</p>}
          {errors.length > 0 && (
            <div className="rounded-card border border-red-400/70 bg-red-500/15 p-4">
              <h2 className="font-semibold">{m.follow_check_these({ count: errors.length })}</h2>
              <ul className="mt-2 flex flex-col gap-2">
                {errors.map(([field, message]) => (
                  <li key={field}>
                    <a href={`#${FIELD_IDS[field]}`} className="underline">
                      {message}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <FollowForm settings={settings} from={localPath(FOLLOW_PATH)} state={state} />
        </>
      )}
    </FollowPage>
  );
}
