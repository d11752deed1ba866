import { data, redirect } from "react-router";

import { servicesOf } from "#app/.server/request-context.ts";
import { venueAndCity } from "#app/lib/shows/details.ts";
import { checkShowRules, parseShowFields, ShowInputError } from "#app/lib/shows/input.ts";
import { siteConfig } from "#content/site.config.ts";

import { writeShows } from "../.server/read-only.ts";
import { assertSameOrigin, nameOf, requireMember, showOf } from "../.server/session.ts";
import { AdminPage } from "../components/admin-page.tsx";
import { ShowForm } from "../components/show-form.tsx";
import { ADMIN_PATH } from "../index.ts";
import { changedInput, formValues, typedValues } from "../show-form.ts";
import type { Route } from "./+types/admin-show-edit";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireMember(request, context);
  const show = await showOf(params.id, context);
  return { id: show.id, values: formValues(show, siteConfig.timeZone) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  assertSameOrigin(request, services.env.siteUrl);
  const { member, admin } = await requireMember(request, context);
  const show = await showOf(params.id, context);
  const form = await request.formData();
  const input = changedInput(form);
  if (Object.keys(input).length === 0) return redirect(`${ADMIN_PATH}/shows/${show.id}`, 303);
  let changes;
  try {
    if (input.venue === "") {
      throw new ShowInputError([{ field: "venue", value: "", message: "is required and cannot be cleared" }]);
    }
    changes = parseShowFields(input, siteConfig.timeZone, { complete: false });
    checkShowRules({ ...show, ...changes }, input);
  } catch (error) {
    if (!(error instanceof ShowInputError)) throw error;
    const errors = Object.fromEntries(error.problems.map((problem) => [problem.field, problem.message]));
    return data({ values: typedValues(form), errors }, { status: 400 });
  }
  const saved = await writeShows(() => services.showsStore.update(show.id, changes));
  if (!saved) throw data("This show was removed meanwhile: nothing was saved.", { status: 409 });
  await admin.recordActivity(nameOf(member), `edited ${venueAndCity(saved)}`, new Date());
  return redirect(`${ADMIN_PATH}/shows/${show.id}`, 303);
}

export default function AdminShowEdit({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminPage title="Edit the show" signedIn>
      <ShowForm
        shown={loaderData.values}
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors ?? {}}
        submit="Save the changes"
        timeZone={siteConfig.timeZone}
      />
    </AdminPage>
  );
}
