import { servicesOf } from "#app/.server/request-context.ts";
import { formatShowDate, localIsoDate } from "#app/lib/shows/dates.ts";
import { venueAndCity } from "#app/lib/shows/details.ts";
import { drawPerCity, readDrawCounts } from "#app/modules/press/.server/index.ts";
import { readVisits } from "#app/modules/visits/.server/index.ts";
import { DEFAULT_VISIT_DAYS, lastDays, parseSince } from "#app/modules/visits/index.ts";
import { siteConfig } from "#content/site.config.ts";

import { requireMember } from "../.server/session.ts";
import { AdminPage, Notice } from "../components/admin-page.tsx";
import type { Route } from "./+types/admin-numbers";

/** What `npm run shows -- stats` prints: every number, for the band alone. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMember(request, context);
  const { shows, database, visits } = servicesOf(context);
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
  const asked = new URL(request.url).searchParams.get("since") ?? undefined;
  const today = localIsoDate(new Date(), siteConfig.timeZone);
  const chosen = parseSince(asked, today);
  const period = chosen.ok ? chosen : lastDays(DEFAULT_VISIT_DAYS, today);
  // This instance's last minute too; another instance's comes within a minute.
  await visits?.flush();
  const visited = database ? await readVisits(database, period.since) : null;
  return {
    total,
    perShow,
    perCity: drawPerCity(all, counts),
    withFans: counts.fans !== null,
    visits: visited && {
      ...visited,
      total: visited.pages.reduce((sum, page) => sum + page.visits, 0),
      period: period.description,
      asked: chosen.ok ? (asked ?? null) : null,
      refused: !chosen.ok,
    },
  };
}

/** The periods offered; `?since=2026-11-01` works too. */
const PERIODS = [
  { since: "7d", label: "7 days" },
  { since: "30d", label: "30 days" },
  { since: "90d", label: "90 days" },
  { since: "365d", label: "A year" },
];

const CELL = "px-2 py-2";

export default function AdminNumbers({ loaderData }: Route.ComponentProps) {
  const { total, perShow, perCity, withFans, visits } = loaderData;
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
      {visits && <Visits {...visits} />}
      <p className="text-small">
        Counted without cookies or addresses; crawlers and prefetches are not counted.
      </p>
    </AdminPage>
  );
}

function Visits({
  pages,
  referrers,
  total,
  period,
  asked,
  refused,
}: NonNullable<Route.ComponentProps["loaderData"]["visits"]>) {
  const current = asked ?? `${DEFAULT_VISIT_DAYS}d`;
  return (
    <>
      <nav aria-label="Period" className="flex flex-wrap items-center gap-4">
        {PERIODS.map(({ since, label }) =>
          since === current ? (
            <span key={since} aria-current="page" className="inline-flex min-h-11 items-center font-semibold">
              {label}
            </span>
          ) : (
            <a key={since} href={`?since=${since}`} className="inline-flex min-h-11 items-center underline">
              {label}
            </a>
          ),
        )}
      </nav>
      {refused && (
        <Notice tone="error">
          That period is not one this page knows: the last {DEFAULT_VISIT_DAYS} days instead.
        </Notice>
      )}
      <p className="text-lead">
        Page visits {period}: {total}.
      </p>
      {pages.length > 0 && (
        <table className="w-full text-left">
          <caption className="text-left font-semibold">Per page</caption>
          <thead>
            <tr>
              <th className={CELL}>Page</th>
              <th className={CELL}>Visits</th>
            </tr>
          </thead>
          <tbody>
            {pages.map((row) => (
              <tr key={row.path} className="border-t border-white/20">
                <td className={CELL}>{row.path}</td>
                <td className={CELL}>{row.visits}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {referrers.length > 0 && (
        <table className="w-full text-left">
          <caption className="text-left font-semibold">Sites visitors came from, most first</caption>
          <thead>
            <tr>
              <th className={CELL}>Site</th>
              <th className={CELL}>Visits</th>
            </tr>
          </thead>
          <tbody>
            {referrers.map((row) => (
              <tr key={row.host} className="border-t border-white/20">
                <td className={CELL}>{row.host}</td>
                <td className={CELL}>{row.visits}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
