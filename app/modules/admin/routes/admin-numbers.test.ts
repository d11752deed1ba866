import { beforeEach, expect, test, vi } from "vitest";

import type { AdminStore } from "#app/modules/admin/.server/index.ts";
import { createVisitCounter } from "#app/modules/visits/.server/index.ts";
import { migratedDatabase } from "#tests/databases.ts";
import { routeArgs, testServices } from "#tests/services.ts";

import type { Route } from "./+types/admin-numbers";
import { loader } from "./admin-numbers.tsx";

vi.setConfig({ testTimeout: 60_000 });

const database = migratedDatabase();
beforeEach(() => database().run("truncate public.page_visits, public.referrer_visits"));

const member = { id: 1, email: "singer@band.example", name: "Singer", createdAt: new Date() };
const signedIn = { sessionMember: async () => member } as unknown as AdminStore;

/** The Numbers page's data for `search`, on a database where this instance has counted `visits`. */
async function numbers(search: string, visits: [path: string, referrer: string | null][] = []) {
  const counter = createVisitCounter({ database: database(), timeZone: "America/New_York", flushEveryMs: 0 });
  for (const [path, referrer] of visits) counter.count(path, referrer);
  const services = testServices({
    database: database(),
    admin: signedIn,
    visits: counter,
    shows: { getAllShows: async () => [] },
  });
  const request = new Request(`http://localhost/admin/numbers${search}`, {
    headers: { Cookie: "headliner_admin=session" },
  });
  const data = await loader(routeArgs<Route.LoaderArgs>(services, { request }));
  return data.visits!;
}

test("the visits per page and the sites visitors came from, this instance's last minute among them", async () => {
  const visits = await numbers("", [
    ["/", "www.google.com"],
    ["/", null],
    ["/es/about", "www.google.com"],
  ]);
  expect(visits).toMatchObject({
    pages: [
      { path: "/", visits: 2 },
      { path: "/es/about", visits: 1 },
    ],
    referrers: [{ host: "www.google.com", visits: 2 }],
    total: 3,
    asked: null,
    refused: false,
  });
  expect(visits.period).toMatch(/^in the last 30 days \(since \d{4}-\d{2}-\d{2}\)$/);
});

test("?since= chooses the period; one the page does not know is said so, and the last 30 days shown", async () => {
  expect(await numbers("?since=7d")).toMatchObject({ asked: "7d", refused: false });
  expect((await numbers("?since=7d")).period).toMatch(/^in the last 7 days/);
  const refused = await numbers("?since=soon");
  expect(refused).toMatchObject({ asked: null, refused: true });
  expect(refused.period).toMatch(/^in the last 30 days/);
});
