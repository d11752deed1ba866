import { data, redirect } from "react-router";

import { servicesOf } from "#app/.server/request-context.ts";
import { venueAndCity } from "#app/lib/shows/details.ts";
import { parseNewShow, ShowInputError } from "#app/lib/shows/input.ts";
import { siteConfig } from "#content/site.config.ts";

import { writeShows } from "../.server/read-only.ts";
import { assertSameOrigin, nameOf, requireMember } from "../.server/session.ts";
import { AdminPage } from "../components/admin-page.tsx";
import { ShowForm } from "../components/show-form.tsx";
import { ADMIN_PATH } from "../index.ts";
import { formInput, typedValues } from "../show-form.ts";
import type { Route } from "./+types/admin-show-new";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMember(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  assertSameOrigin(request, services.env.siteUrl);
  const { member, admin } = await requireMember(request, context);
  const form = await request.formData();
  let show;
  try {
    show = parseNewShow(formInput(form), siteConfig.timeZone);
  } catch (error) {
    if (!(error instanceof ShowInputError)) throw error;
    const errors = Object.fromEntries(error.problems.map((problem) => [problem.field, problem.message]));
    return data({ values: typedValues(form), errors }, { status: 400 });
  }
  const [added] = await writeShows(() => services.showsStore.add([show]));
  await admin.recordActivity(nameOf(member), `added ${venueAndCity(show)}`, new Date());
  return redirect(`${ADMIN_PATH}/shows/${added!.id}`, 303);
}

export default function AdminShowNew({ actionData }: Route.ComponentProps) {
  return (
    <AdminPage title="Add a show" signedIn>
      <ShowForm
        values={actionData?.values ?? {}}
        errors={actionData?.errors ?? {}}
        submit="Add the show"
        timeZone={siteConfig.timeZone}
      />
    </AdminPage>
  );
}
