import { createContext, data } from "react-router";

import { notFound } from "#app/.server/not-found.ts";
import { formRefusalContext, servicesOf } from "#app/.server/request-context.ts";
import { m } from "#app/i18n/compiled/messages.js";
import { errorPageMeta } from "#app/lib/meta.ts";
import { PRIVATE, privateHeaders } from "#app/lib/private-page.ts";
import { UNCONFIRMED_HOURS } from "#app/lib/retention.ts";
import { FORM_REFUSALS, readSmallBody, TOO_LARGE } from "#app/modules/follow/.server/guard.ts";
import { FollowPage } from "#app/modules/follow/index.ts";
import type { ReminderConfirmAnswer } from "#app/modules/reminders/.server/reminders.ts";
import { remindConfirmPath } from "#app/modules/reminders/reminders.ts";
import { Link } from "#app/ui/link.tsx";

import type { Route } from "./+types/remind-confirm";

/**
 * A GET (a mail scanner's too) only shows a Confirm button; the POST confirms. For one fan alone: never
 * kept, never indexed.
 */

const FAILED: Record<
  Exclude<ReminderConfirmAnswer["kind"], "confirmed">,
  { status: number; title: () => string; text: () => string }
> = {
  forged: { status: 400, title: m.remind_link_forged_title, text: m.remind_link_forged_text },
  expired: {
    status: 410,
    title: m.remind_link_expired_title,
    text: () => m.remind_link_expired_text({ hours: UNCONFIRMED_HOURS }),
  },
  used: { status: 410, title: m.remind_link_used_title, text: m.remind_link_used_text },
  unavailable: { status: 503, title: m.remind_unavailable_title, text: m.remind_unavailable_text },
};

const statusOf = (answer: ReminderConfirmAnswer) =>
  answer.kind === "confirmed" ? 200 : FAILED[answer.kind].status;

/** What the button's post did, handed from the action to the loader that runs after it. */
const confirmedHere = createContext<ReminderConfirmAnswer | null>(null);

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const kind = loaderData?.kind ?? "forged";
  const title =
    kind === "confirmed"
      ? m.remind_confirmed_title()
      : kind === "ready" || kind === "refused"
        ? m.remind_confirm_title()
        : FAILED[kind].title();
  return errorPageMeta(title, matches[0]?.loaderData?.siteUrl);
}

export const headers = privateHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  if (!services.reminders.available()) throw await notFound(services);
  const refusal = context.get(formRefusalContext);
  if (refusal) {
    const { status, message } = FORM_REFUSALS[refusal];
    return data({ kind: "refused", message } as const, { status, headers: PRIVATE });
  }
  const confirmed = context.get(confirmedHere);
  if (confirmed) return data(confirmed, { status: statusOf(confirmed), headers: PRIVATE });
  const answer = await services.reminders.checkConfirmLink(tokenOf(request));
  if (answer.kind === "ready") return data(answer, { headers: PRIVATE });
  return data(answer, { status: FAILED[answer.kind].status, headers: PRIVATE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  if (!services.reminders.available()) throw await notFound(services);
  if ((await readSmallBody(request)) === null) {
    return data({ kind: "forged" } as const, { status: TOO_LARGE.status, headers: PRIVATE });
  }
  const answer = await services.reminders.confirm(tokenOf(request));
  context.set(confirmedHere, answer);
  return data(answer, { status: statusOf(answer), headers: PRIVATE });
}

export default function RemindConfirm({ loaderData: answer }: Route.ComponentProps) {
  if (answer.kind === "refused") {
    return (
      <FollowPage title={m.remind_confirm_title()}>
        <p className="text-lead">{answer.message}</p>
      </FollowPage>
    );
  }
  if (answer.kind === "ready") {
    return (
      <FollowPage title={m.remind_confirm_title()}>
        <form
          method="post"
          action={remindConfirmPath(answer.token)}
          className="flex flex-col items-start gap-4"
        >
          <p className="text-lead">{m.remind_confirm_lead()}</p>
          <button type="submit" className="button-primary cursor-pointer">
            {m.remind_confirm_button()}
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
      </FollowPage>
    );
  }
  return (
    <FollowPage title={m.remind_confirmed_title()}>
      <p className="text-lead">
        {answer.about === "show"
          ? m.remind_confirmed_show({ show: answer.name })
          : m.remind_confirmed_release({ title: answer.name })}
      </p>
      <p>
        <Link to="/shows" className="inline-flex min-h-11 items-center accent-hover font-semibold underline">
          {m.remind_back()}
        </Link>
      </p>
    </FollowPage>
  );
}
