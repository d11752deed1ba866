import { data, redirect } from "react-router";

import { servicesOf } from "#app/.server/request-context.ts";
import { formatShowDate } from "#app/lib/shows/dates.ts";
import { venueAndCity } from "#app/lib/shows/details.ts";
import type { Show, ShowFields } from "#app/lib/shows/fields.ts";
import { checkShowRules, parseField, ShowInputError } from "#app/lib/shows/input.ts";
import { changeStatus, rescheduleShow } from "#app/lib/shows/lifecycle.ts";
import { siteConfig } from "#content/site.config.ts";

import { writeShows } from "../.server/read-only.ts";
import { assertSameOrigin, nameOf, requireMember, showOf } from "../.server/session.ts";
import { AdminPage, Notice } from "../components/admin-page.tsx";
import { ADMIN_PATH } from "../index.ts";
import type { Route } from "./+types/admin-show";

/** What each button does, and how the activity list says it. */
const DONE = {
  "sold-out": "marked {show} sold out",
  "on-sale": "put {show} back on sale",
  cancel: "cancelled {show}",
  postpone: "postponed {show}",
  reschedule: "moved {show} to a new date",
} as const;
type Change = keyof typeof DONE;
const FIELD = "min-h-11 rounded-card border border-white/40 bg-transparent p-4 text-body";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireMember(request, context);
  const show = await showOf(params.id, context);
  return {
    show: {
      id: show.id,
      when: show.date ? formatShowDate(show.date, siteConfig.timeZone) : "Date to be announced",
      where: [show.venue, show.city, show.state].filter(Boolean).join(", "),
      status: show.status,
      soldOut: show.soldOut,
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  assertSameOrigin(request, services.env.siteUrl);
  const { member, admin } = await requireMember(request, context);
  const show = await showOf(params.id, context);
  const form = await request.formData();
  const change = String(form.get("change") ?? "");
  if (!(change in DONE)) return data({ error: "Choose what to change." }, { status: 400 });
  const changes = changesFor(change as Change, show, form);
  if ("error" in changes) return data({ error: changes.error }, { status: 400 });
  try {
    checkShowRules({ ...show, ...changes });
  } catch (error) {
    if (!(error instanceof ShowInputError)) throw error;
    return data({ error: `Nothing was saved: ${error.message}` }, { status: 400 });
  }
  const saved = await writeShows(() => services.showsStore.update(show.id, changes));
  if (!saved) return data({ error: "This show was removed meanwhile: nothing was saved." }, { status: 409 });
  await admin.recordActivity(
    nameOf(member),
    DONE[change as Change].replace("{show}", venueAndCity(show)),
    new Date(),
  );
  // 303: Back never posts again.
  return redirect(`${ADMIN_PATH}/shows/${show.id}`, 303);
}

/** The same rules as the shows command's (app/lib/shows/lifecycle.ts), in the same words. */
function changesFor(change: Change, show: Show, form: FormData): Partial<ShowFields> | { error: string } {
  switch (change) {
    case "sold-out":
      return { soldOut: true };
    case "on-sale":
      return { soldOut: false };
    case "cancel": {
      const reason = String(form.get("reason") ?? "").trim();
      return { ...changeStatus(show, "cancelled"), ...(reason ? { notes: reason } : {}) };
    }
    case "postpone":
      return changeStatus(show, "postponed");
    case "reschedule": {
      const date = parseField("date", String(form.get("date") ?? ""), siteConfig.timeZone);
      if (!date.ok) return { error: `The new date ${date.message}.` };
      if (date.value === null)
        return { error: "Give the new date (when it is not known yet, postpone the show)." };
      const moved = rescheduleShow(show, date.value);
      return moved.ok ? moved.changes : { error: `This show ${moved.message}.` };
    }
  }
}

export default function AdminShow({ loaderData, actionData }: Route.ComponentProps) {
  const { show } = loaderData;
  const cancelled = show.status === "cancelled";
  const state = cancelled
    ? "Cancelled."
    : show.status === "postponed"
      ? "Postponed: date to be announced."
      : show.soldOut
        ? "Sold out."
        : "On sale.";
  return (
    <AdminPage title={show.where} signedIn>
      <p className="text-lead">{show.when}</p>
      {actionData?.error && <Notice tone="error">{actionData.error}</Notice>}
      <p>
        {state}{" "}
        <a href={`/shows/${show.id}`} className="inline-flex min-h-11 items-center underline">
          See the public page
        </a>{" "}
        <a
          href={`${ADMIN_PATH}/shows/${show.id}/edit`}
          className="inline-flex min-h-11 items-center underline"
        >
          Edit
        </a>{" "}
        <a
          href={`${ADMIN_PATH}/shows/${show.id}/flyer`}
          className="inline-flex min-h-11 items-center underline"
        >
          Flyer
        </a>
      </p>
      {!cancelled && (
        <>
          <form method="post">
            <input type="hidden" name="change" value={show.soldOut ? "on-sale" : "sold-out"} />
            <button type="submit" className="button-primary cursor-pointer">
              {show.soldOut ? "Back on sale" : "Sold out"}
            </button>
          </form>
          <form method="post" className="flex flex-col gap-3">
            <input type="hidden" name="change" value="reschedule" />
            <label htmlFor="new-date" className="font-semibold">
              New date and time ({siteConfig.timeZone.replace(/_/g, " ")})
            </label>
            <input id="new-date" name="date" type="datetime-local" required className={FIELD} />
            <button type="submit" className="button-primary cursor-pointer">
              Reschedule
            </button>
          </form>
          {show.status !== "postponed" && (
            <form method="post">
              <input type="hidden" name="change" value="postpone" />
              <button type="submit" className="button-primary cursor-pointer">
                Postpone
              </button>
            </form>
          )}
          <form method="post" className="flex flex-col gap-3">
            <input type="hidden" name="change" value="cancel" />
            <label htmlFor="reason" className="font-semibold">
              Reason for fans (optional)
            </label>
            <textarea id="reason" name="reason" rows={3} maxLength={1_000} className={FIELD} />
            <button type="submit" className="button-primary cursor-pointer">
              Cancel show
            </button>
          </form>
        </>
      )}
    </AdminPage>
  );
}
