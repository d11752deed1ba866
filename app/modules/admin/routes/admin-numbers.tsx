import { servicesOf } from "#app/.server/request-context.ts";
import { formatShowDate } from "#app/lib/shows/dates.ts";
import { venueAndCity } from "#app/lib/shows/details.ts";
import { drawPerCity, readDrawCounts } from "#app/modules/press/.server/index.ts";
import { siteConfig } from "#content/site.config.ts";

import { requireMember } from "../.server/session.ts";
import { AdminPage } from "../components/admin-page.tsx";
import type { Route } from "./+types/admin-numbers";

/** What `npm run shows -- stats` prints: every number, for the band alone. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMember(request, context);
  const { shows, database } = servicesOf(context);
  const all = (await shows.getAllShows()) ?? [];
  const counts = await readDrawCounts(database, siteConfig.timeZone);
  const perShow = all
    .filter((show) => (counts.clicks.get(show.id) ?? 0) > 0)
    .map((show) => ({
      id: show.id,
      show: venueAndCity(show),
      when: show.date ? formatShowDate(show.date, siteConfig.timeZone) : "Date to be announced",
      clicks: counts.clicks.get(show.id)!,
    }));
  const total = [...counts.clicks.values()].reduce((sum, count) => sum + count, 0);
  return { total, perShow, perCity: drawPerCity(all, counts), withFans: counts.fans !== null };
}

const CELL = "px-2 py-2";

export default function AdminNumbers({ loaderData }: Route.ComponentProps) {
  const { total, perShow, perCity, withFans } = loaderData;
  return (
    <AdminPage title="Numbers" signedIn>
      <p className="text-lead">Get Tickets clicks, all days together: {total}.</p>
      {perShow.length > 0 && (
        <table className="w-full text-left">
          <caption className="text-left font-semibold">Per show</caption>
          <thead>
            <tr>
              <th className={CELL}>Show</th>
              <th className={CELL}>Clicks</th>
            </tr>
          </thead>
          <tbody>
            {perShow.map((row) => (
              <tr key={row.id} className="border-t border-white/20">
                <td className={CELL}>
                  {row.show}
                  <br />
                  <span className="text-small">{row.when}</span>
                </td>
                <td className={CELL}>{row.clicks}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {perCity.length > 0 && (
        <table className="w-full text-left">
          <caption className="text-left font-semibold">
            Per city the band has played or is booked in{withFans ? ", with the fans following near it" : ""}
          </caption>
          <thead>
            <tr>
              <th className={CELL}>City</th>
              <th className={CELL}>Clicks</th>
              {withFans && <th className={CELL}>Fans</th>}
            </tr>
          </thead>
          <tbody>
            {perCity.map((row) => (
              <tr key={row.city} className="border-t border-white/20">
                <td className={CELL}>{row.city}</td>
                <td className={CELL}>{row.clicks}</td>
                {withFans && <td className={CELL}>{row.fans}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="text-small">Counted without cookies or addresses; crawlers are not counted.</p>
    </AdminPage>
  );
}
