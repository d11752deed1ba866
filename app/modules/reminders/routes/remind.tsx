import { data, redirect } from "react-router";

import { notFound } from "#app/.server/not-found.ts";
import { clientAddressContext, formRefusalContext, servicesOf } from "#app/.server/request-context.ts";
import { m } from "#app/i18n/compiled/messages.js";
import { localPath } from "#app/i18n/site-languages.ts";
import { errorPageMeta } from "#app/lib/meta.ts";
import { parseShowId } from "#app/lib/pages.ts";
import { PRIVATE, privateHeaders } from "#app/lib/private-page.ts";
import { FORM_REFUSALS } from "#app/modules/follow/.server/guard.ts";
import { FollowPage } from "#app/modules/follow/index.ts";
import { RELEASE_SLUG } from "#app/modules/music/release-slug.ts";
import type { SubjectReading } from "#app/modules/reminders/.server/reminders.ts";
import { REMIND_FIELD_IDS, RemindForm } from "#app/modules/reminders/components/remind-form.tsx";
import {
  REMIND_CHECK_INBOX_PATH,
  type ReminderField,
  type ReminderSubject,
} from "#app/modules/reminders/reminders.ts";
import { Link } from "#app/ui/link.tsx";

import type { Route } from "./+types/remind";

function subjectOf(request: Request): ReminderSubject | null {
  const query = new URL(request.url).searchParams;
  const show = query.get("show");
  if (show !== null) {
    const id = parseShowId(show);
    return id === null ? null : { show: id };
  }
  const release = query.get("release");
  return release !== null && RELEASE_SLUG.test(release) ? { release } : null;
}

const CLOSED: Record<Exclude<SubjectReading["kind"], "open">, { status: number; text: () => string }> = {
  unknown: { status: 404, text: m.remind_unknown_subject },
  passed: { status: 410, text: m.remind_show_passed },
  out: { status: 410, text: m.remind_release_out },
  unavailable: { status: 503, text: m.follow_refused_unavailable },
};

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const title =
    loaderData?.about?.kind === "open"
      ? "show" in loaderData.subject!
        ? m.remind_title_show({ show: loaderData.about.name })
        : m.remind_title_release({ title: loaderData.about.name })
      : m.remind_title();
  return errorPageMeta(title, matches[0]?.loaderData?.siteUrl);
}

export const headers = privateHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesOf(context);
  const { reminders } = services;
  if (!reminders.available()) throw await notFound(services);
  const subject = subjectOf(request);
  if (!subject) throw await notFound(services);
  const closed = reminders.closed();
  const about = closed ? null : await reminders.readSubject(subject);
  // No such show or release: the site's 404, as its page would be.
  if (about?.kind === "unknown") throw await notFound(services);
  // A post the server refused before the action (from another site, or too large: server/form-posts.ts).
  const refusal = context.get(formRefusalContext);
  if (refusal) {
    const { status, message } = FORM_REFUSALS[refusal];
    return data({ subject, about, closed, refused: message }, { status, headers: PRIVATE });
  }
  const status = closed ? 503 : about && about.kind !== "open" ? CLOSED[about.kind].status : 200;
  return data({ subject, about, closed, refused: null }, { status, headers: PRIVATE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  const { reminders } = services;
  if (!reminders.available()) throw await notFound(services);
  const subject = subjectOf(request);
  if (!subject) throw await notFound(services);
  const closed = reminders.closed();
  if (closed) return data({ kind: "refused", message: closed } as const, { status: 503, headers: PRIVATE });
  // A show that passed or a release that is out since the page was loaded: said so, nothing taken.
  const about = await reminders.readSubject(subject);
  if (about.kind === "unknown") throw await notFound(services);
  if (about.kind !== "open") {
    const { status, text } = CLOSED[about.kind];
    return data({ kind: "refused", message: text() } as const, { status, headers: PRIVATE });
  }
  const answer = await reminders.answerSignUp(
    request,
    context.get(clientAddressContext),
    subject,
    about.subject,
  );
  // 303: the next page is a GET, and Back never posts the form again.
  if (answer.kind === "check your inbox") return redirect(localPath(REMIND_CHECK_INBOX_PATH), 303);
  if (answer.kind === "refused") {
    return data({ kind: "refused", message: answer.refusal.message } as const, {
      status: answer.refusal.status,
      headers: PRIVATE,
    });
  }
  return data(answer, { status: 400, headers: PRIVATE });
}

export default function Remind({ loaderData, actionData }: Route.ComponentProps) {
  const { subject, about, closed } = loaderData;
  const refused = actionData?.kind === "refused" ? actionData.message : loaderData.refused;
  const state = actionData?.kind === "invalid" ? actionData.state : null;
  const errors = Object.entries(state?.errors ?? {}) as [ReminderField, string][];
  if (closed || !about || about.kind !== "open") {
    return (
      <FollowPage title={m.remind_title()}>
        <p className="text-lead">
          {closed ?? (about && about.kind !== "open" ? CLOSED[about.kind].text() : "")}
        </p>
        <p>
          <Link
            to="/shows"
            className="inline-flex min-h-11 items-center accent-hover font-semibold underline"
          >
            {m.remind_back()}
          </Link>
        </p>
      </FollowPage>
    );
  }
  const title =
    "show" in subject
      ? m.remind_title_show({ show: about.name })
      : m.remind_title_release({ title: about.name });
  return (
    <FollowPage title={title}>
      <p className="sm:text-lead">
        {"show" in subject ? m.remind_box_lead_show() : m.remind_box_lead_release()}
      </p>
      {refused && <p className="rounded-card border border-red-400/70 bg-red-500/15 p-4">{refused}</p>}
      {errors.length > 0 && (
        <div className="rounded-card border border-red-400/70 bg-red-500/15 p-4">
          <h2 className="font-semibold">{m.remind_check_these()}</h2>
          <ul className="mt-2 flex flex-col gap-2">
            {errors.map(([field, message]) => (
              <li key={field}>
                <a href={`#${REMIND_FIELD_IDS[field]}`} className="underline">
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <RemindForm
        subject={subject}
        title={about.name}
        from={"show" in subject ? `/shows/${subject.show}` : `/music/${subject.release}`}
        state={state}
      />
    </FollowPage>
  );
}
