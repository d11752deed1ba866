import type { RouterContextProvider } from "react-router";

import type { Database } from "#app/.server/db/database.ts";
import { type Env, parseEnv } from "#app/.server/env.ts";
import { requestContext } from "#app/.server/request-context.ts";
import type { Services } from "#app/.server/services.ts";
import { createTurns } from "#app/lib/turns.ts";
import type { AdminStore } from "#app/modules/admin/.server/index.ts";
import { createFollowing } from "#app/modules/follow/.server/following.ts";
import { createFormLimits } from "#app/modules/follow/.server/guard.ts";
import { type Campaign, configOnlyCampaign } from "#app/modules/home/.server/campaign.ts";
import type { MediaStore } from "#app/modules/media/.server/index.ts";
import { createAlbums } from "#app/modules/music/.server/index.ts";
import { createPressNumbers } from "#app/modules/press/.server/numbers.ts";
import { createPressPdfs } from "#app/modules/press/.server/pdf.ts";
import { createReminders, type Reminders } from "#app/modules/reminders/.server/reminders.ts";
import { createShareImages } from "#app/modules/share/.server/index.ts";
import type { Shows } from "#app/modules/shows/.server/index.ts";
import type { VisitCounter } from "#app/modules/visits/.server/index.ts";
import { siteConfig } from "#content/site.config.ts";

type Parts = Omit<Services, "env" | "database" | "admin" | "campaign" | "media" | "visits">;

/** What a test hands in: only the parts it needs, each method on its own. */
export type ServiceOverrides = { [K in keyof Parts]?: Partial<Parts[K]> } & {
  env?: Partial<Env>;
  database?: Database | null;
  admin?: AdminStore | null;
  campaign?: Campaign;
  media?: MediaStore | null;
  visits?: VisitCounter | null;
  reminders?: Partial<Reminders>;
};

const notGiven = (name: string) => () => {
  throw new Error(`${name} was not handed to this test: testServices({ shows: { ${name} } })`);
};

/**
 * The server's services for a route test: the process's environment, no database, no shows
 * (a call throws, naming what to hand in), and the real rules of following, albums and press.
 */
export function testServices(overrides: ServiceOverrides = {}): Services {
  const env = { ...parseEnv(process.env), ...overrides.env };
  const database = overrides.database ?? null;
  const shows: Shows = {
    getUpcomingShows: notGiven("getUpcomingShows"),
    getPastShows: notGiven("getPastShows"),
    getShow: notGiven("getShow"),
    getAllShows: notGiven("getAllShows"),
    showExists: () => null,
    pagesFreshUntil: async () => null,
    onChange: () => {},
    ...overrides.shows,
  };
  const limits = { ...createFormLimits(), ...overrides.limits };
  const mail = { wake: () => {}, ...overrides.mail };
  const following = {
    ...createFollowing({ env, database, shows, limits, wake: mail.wake, turns: createTurns() }),
    ...overrides.following,
  };
  const albums = { ...createAlbums(env), ...overrides.albums };
  const reminders = {
    ...createReminders({ env, database, shows, albums, limits, wake: mail.wake }),
    ...overrides.reminders,
  };
  return {
    env,
    database,
    shows,
    albums,
    reminders,
    following,
    limits,
    mail,
    press: { ...createPressNumbers({ shows, database }), ...createPressPdfs(), ...overrides.press },
    shareImages: { ...createShareImages(), ...overrides.shareImages },
    showsStore: {
      description: "no store (a test)",
      rows: notGiven("rows"),
      list: notGiven("list"),
      add: notGiven("add"),
      update: notGiven("update"),
      remove: notGiven("remove"),
      replaceAll: notGiven("replaceAll"),
      close: async () => {},
      ...overrides.showsStore,
    },
    admin: overrides.admin ?? null,
    campaign: overrides.campaign ?? configOnlyCampaign(siteConfig),
    media: overrides.media ?? null,
    visits: overrides.visits ?? null,
  };
}

/** A loader's or action's context holding these services (no client address, no refusal). */
export function contextWith(services: Services = testServices()): Readonly<RouterContextProvider> {
  return requestContext(services, undefined);
}

/** A loader's or action's arguments: a request, params, and the services in the context. */
export function routeArgs<Args>(
  services: Services = testServices(),
  { request = new Request("http://localhost/"), params = {} }: { request?: Request; params?: object } = {},
): Args {
  return { request, params, context: contextWith(services) } as Args;
}
