import type { Database } from "#app/.server/db/database.ts";
import { literal } from "#app/.server/db/sql.ts";
import { describeError, log } from "#app/.server/log.ts";
import type { ImageFile, PageStyleKey, SiteConfig } from "#app/site/types.ts";

import {
  applyCampaign,
  type CampaignOverrides,
  campaignOverrides,
  configCampaign,
  type CurrentCampaign,
  type HeroOverrides,
} from "../campaign.ts";

/** What the band's pages change: the leading style, or one style's hero (null gives it back to the config). */
export type CampaignPart =
  | { key: "activeStyle"; value: PageStyleKey | null }
  | { [K in PageStyleKey]: { key: K; value: HeroOverrides[K] | null } }[PageStyleKey];

export interface Campaign {
  /** Read at start and again after every change, from whichever instance: never waits. */
  current(): CurrentCampaign;
  overrides(): CampaignOverrides;
  /** Saved, then read again before it resolves; kept pages are dropped through onChange. */
  save(part: CampaignPart): Promise<void>;
  /** After a change made elsewhere (another instance). */
  reload(): Promise<void>;
  onChange(listener: () => void): void;
}

export async function readCampaignOverrides(database: Database): Promise<unknown> {
  const [rows = []] = await database.run("select overrides from headliner.campaign");
  return rows[0]?.overrides ?? {};
}

/** Stored values the rules no longer accept (a newer config) are left in place and not used. */
export function parseOverrides(stored: unknown): CampaignOverrides {
  const parsed = campaignOverrides.safeParse(stored);
  if (parsed.success) return parsed.data;
  log("error", "the campaign set at /admin does not fit this version: the config's is shown", {
    cause: parsed.error.message,
  });
  return {};
}

export interface OpenCampaignOptions {
  /** Without a database of the site's own, the config alone. */
  database: Database | null;
  config: SiteConfig;
  /** An uploaded photo as the pages show it; null when it is gone. */
  photo(id: string): Promise<ImageFile | null>;
}

export async function openCampaign({
  database: given,
  config,
  photo,
}: OpenCampaignOptions): Promise<Campaign> {
  if (!given) return configOnlyCampaign(config);
  const database = given;
  let overrides: CampaignOverrides = {};
  let current = configCampaign(config);
  const listeners: (() => void)[] = [];
  // Reads may overlap (a save, another instance's change): one begun earlier never replaces a later one.
  let begun = 0;
  let shown = 0;

  async function reload(): Promise<void> {
    const reading = ++begun;
    const read = parseOverrides(await readCampaignOverrides(database));
    const ids = [read.normal?.photo, read.almostReal?.photo, read.propofol?.photo].flatMap((chosen) =>
      chosen ? [chosen.image] : [],
    );
    const photos = new Map<string, ImageFile>();
    for (const id of ids) {
      const file = await photo(id);
      if (file) photos.set(id, file);
    }
    if (reading < shown) return;
    shown = reading;
    overrides = read;
    current = applyCampaign(config, read, photos);
    for (const listener of listeners) listener();
  }

  try {
    await reload();
  } catch (error) {
    // The database may be down at start (Postgres): the config's campaign until the next change.
    log("error", "could not read the campaign set at /admin: the config's is shown", {
      cause: describeError(error),
    });
  }

  return {
    current: () => current,
    overrides: () => overrides,
    async save(part) {
      const updated =
        part.value === null
          ? `overrides - ${literal(part.key)}`
          : `overrides || jsonb_build_object(${literal(part.key)}, ${literal(JSON.stringify(part.value))}::jsonb)`;
      await database.run(`update headliner.campaign set overrides = ${updated}, updated_at = now()`);
      await reload();
    },
    reload,
    onChange(listener) {
      listeners.push(listener);
    },
  };
}

/** The config's campaign, fixed: for a site without a database, and for tests. */
export function configOnlyCampaign(config: SiteConfig, current = configCampaign(config)): Campaign {
  return {
    current: () => current,
    overrides: () => ({}),
    save: () => Promise.reject(new Error("the campaign is kept in the site's database, and there is none")),
    reload: async () => {},
    onChange: () => {},
  };
}
