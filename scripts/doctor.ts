// `npm run doctor`: exits non-zero on a config mistake, and in production while anything of the sample is left.
import { existsSync } from "node:fs";

import type { Database } from "#app/.server/db/database.ts";
import { connectPostgres, describePostgres, explainPostgresError } from "#app/.server/db/postgres.ts";
import { EnvError, offersFollowing, parseEnv } from "#app/.server/env.ts";
import { silenceLogs } from "#app/.server/log.ts";
import { parseOverrides, readCampaignOverrides } from "#app/modules/home/.server/campaign.ts";
import { overriddenValues } from "#app/modules/home/campaign.ts";
import { readExistingDatabase } from "#app/modules/shows/.server/embedded-store.ts";
import { countSampleShowsIn } from "#app/modules/shows/.server/sql-store.ts";
import { siteConfigProblems } from "#app/site/config-check.ts";
import { configPathText } from "#app/site/config-path.ts";
import { missingTranslations } from "#app/site/localized-text.ts";
import { sampleLeftovers } from "#app/site/sample-leftovers.ts";
import { SAMPLE_BAND_NAME } from "#content/sample-band.ts";
import { siteConfig } from "#content/site.config.ts";

import { doctorReport } from "./doctor/report.ts";

silenceLogs();

const languageName = new Intl.DisplayNames(["en"], { type: "language" });

const production = process.argv.includes("--production") || process.env.NODE_ENV === "production";
if (existsSync(".env")) process.loadEnvFile(".env");

let env;
let envProblems: string[] = [];
try {
  env = parseEnv(process.env, { production });
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  envProblems = error.message
    .split("\n")
    .slice(1)
    .map((line) => line.trim());
  env = parseEnv({ ...process.env, SITE_URL: undefined }, {});
}

interface Stored {
  sampleShows: number;
  overridden: string[];
}
const NOTHING_STORED: Stored = { sampleShows: 0, overridden: [] };

const stored = env.postgres
  ? await readPostgres(env.postgres.url)
  : env.supabase
    ? NOTHING_STORED
    : await readEmbedded(env.dataDir);

const report = doctorReport({
  mistakes: siteConfigProblems(siteConfig),
  leftovers: sampleLeftovers(siteConfig),
  envProblems,
  siteUrlSet: env.siteUrlSet,
  supabase: env.supabase !== null,
  postgres: env.postgres ? describePostgres(env.postgres.url) : undefined,
  spotify: env.spotify !== null,
  sampleBand: siteConfig.name === SAMPLE_BAND_NAME,
  dataDir: env.dataDir,
  sampleShows: stored.sampleShows,
  production,
  following: offersFollowing(env),
  smtp: env.smtpUrl !== undefined,
  mailFromSet: Boolean(process.env.MAIL_FROM),
  overridden: stored.overridden,
  untranslated: missingTranslations(siteConfig, siteConfig.languages).map(
    ({ path, missing }) =>
      `${configPathText(path)}: not in ${missing.map((code) => `${languageName.of(code)} (${code})`).join(", ")}`,
  ),
});
process.stdout.write(report.text);
process.exitCode = report.exitCode;

/** Read through the running server when there is one; never created. */
async function readEmbedded(dataDir: string): Promise<Stored> {
  try {
    return (await readExistingDatabase(dataDir, readStored)) ?? NOTHING_STORED;
  } catch (error) {
    console.error(`Could not read the database in ${dataDir}: ${(error as Error).message}`);
    return NOTHING_STORED;
  }
}

/** Read only: the doctor never migrates a database (the server does, under its lock). */
async function readPostgres(url: string): Promise<Stored> {
  const database = connectPostgres(url, { poolSize: 1 });
  try {
    return await readStored(database);
  } catch (error) {
    console.error(explainPostgresError(error, url).sentence);
    return NOTHING_STORED;
  } finally {
    await database.close();
  }
}

/** Each table only once the server has made it. */
async function readStored(database: Database): Promise<Stored> {
  const [[tables] = []] = await database.run(
    "select to_regclass('public.shows') is not null as shows, to_regclass('headliner.campaign') is not null as campaign",
  );
  return {
    sampleShows: tables?.shows ? await countSampleShowsIn(database) : 0,
    overridden: tables?.campaign
      ? overriddenValues(siteConfig, parseOverrides(await readCampaignOverrides(database)))
      : [],
  };
}
