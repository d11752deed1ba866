import { servicesOf } from "#app/.server/request-context.ts";
import { formatShowDate, isUpcoming } from "#app/lib/shows/dates.ts";
import { venueAndCity } from "#app/lib/shows/details.ts";
import { siteConfig } from "#content/site.config.ts";

import { adminStoreOf, signedInMember } from "../.server/session.ts";
import { AdminPage, Notice } from "../components/admin-page.tsx";
import { AskForCodeForm } from "../components/code-forms.tsx";
import { PasskeyButton } from "../components/passkey-button.tsx";
import { ADMIN_PATH } from "../index.ts";
import type { Route } from "./+types/admin-home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminStoreOf(context);
  const member = await signedInMember(request, context);
  if (!admin || !member) return { available: admin !== null, member: null, shows: [], activity: [] };
  const now = new Date();
  const shows = ((await servicesOf(context).shows.getAllShows()) ?? [])
    .filter((show) => isUpcoming(show.date, now, siteConfig.timeZone))
    .map((show) => ({
      id: show.id,
      when: show.date ? formatShowDate(show.date, siteConfig.timeZone) : "Date to be announced",
      where: venueAndCity(show),
      state: show.status !== "scheduled" ? show.status : show.soldOut ? "sold out" : null,
    }));
  const activity = (await admin.recentActivity(10)).map((entry) => ({
    ...entry,
    at: new Intl.DateTimeFormat("en-US", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: siteConfig.timeZone,
    }).format(entry.at),
  }));
  return { available: true, member: { name: member.name ?? member.email }, shows, activity };
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { available, member, shows, activity } = loaderData;
  if (!member) {
    return (
      <AdminPage title="Band sign-in" signedIn={false}>
        {available ? (
          <>
            <p className="text-lead">For the members of {siteConfig.name}: sign in to change the site.</p>
            <PasskeyButton ceremony="sign-in" label="Sign in with a passkey" />
            <h2 className="font-display text-title uppercase">No passkey on this phone?</h2>
            <AskForCodeForm />
          </>
        ) : (
          <Notice>The band's pages need a database of the site's own (docs/admin.md).</Notice>
        )}
      </AdminPage>
    );
  }
  return (
    <AdminPage title="Shows" signedIn>
      <p>Signed in as {member.name}.</p>
      <a href={`${ADMIN_PATH}/shows/new`} className="button-primary self-start">
        Add a show
      </a>
      {shows.length === 0 ? (
        <p>No upcoming shows.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {shows.map((show) => (
            <li key={show.id}>
              <a
                href={`${ADMIN_PATH}/shows/${show.id}`}
                className="flex min-h-11 flex-col justify-center rounded-card border border-white/20 p-4"
              >
                <span className="font-semibold">{show.when}</span>
                <span>
                  {show.where}
                  {show.state && " "}
                  {show.state && <strong className="uppercase">{show.state}</strong>}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <h2 className="font-display text-title uppercase">Recent changes</h2>
      {activity.length === 0 ? (
        <p>Nothing changed yet.</p>
      ) : (
        <ul className="flex flex-col gap-1 text-small">
          {activity.map((entry, index) => (
            <li key={index}>
              {entry.who} {entry.what}, {entry.at}
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
