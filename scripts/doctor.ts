// `npm run doctor`: exits non-zero on a config mistake, and in production while anything of the sample is left.
import { existsSync } from "node:fs";

import { connectPostgres, describePostgres, explainPostgresError } from "#app/.server/db/postgres.ts";
import { EnvError, offersFollowing, parseEnv } from "#app/.server/env.ts";
import { silenceLogs } from "#app/.server/log.ts";
import { countSampleShows } from "#app/modules/shows/.server/embedded-store.ts";
import { countSampleShowsIn } from "#app/modules/shows/.server/sql-store.ts";
import { siteConfigProblems } from "#app/site/config-check.ts";
import { sampleLeftovers } from "#app/site/sample-leftovers.ts";
import { SAMPLE_BAND_NAME } from "#content/sample-band.ts";
import { siteConfig } from "#content/site.config.ts";

import { doctorReport } from "./doctor/report.ts";

silenceLogs();

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
  sampleShows: env.postgres
    ? await sampleShowsInPostgres(env.postgres.url)
    : env.supabase
      ? 0
      : await sampleShowsIn(env.dataDir),
  production,
  following: offersFollowing(env),
  smtp: env.smtpUrl !== undefined,
  mailFromSet: Boolean(process.env.MAIL_FROM),
});
process.stdout.write(report.text);
process.exitCode = report.exitCode;

/** Read through the running server when there is one; never created. */
async function sampleShowsIn(dataDir: string): Promise<number> {
  try {
    return await countSampleShows(dataDir);
  } catch (error) {
    console.error(`Could not read the shows in ${dataDir}: ${(error as Error).message}`);
    return 0;
  }
}

/** Read only: the doctor never migrates a database (the server does, under its lock). */
async function sampleShowsInPostgres(url: string): Promise<number> {
  const database = connectPostgres(url, { poolSize: 1 });
  try {
    const [[table] = []] = await database.run("select to_regclass('public.shows') is not null as present");
    return table?.present ? await countSampleShowsIn(database) : 0;
  } catch (error) {
    console.error(explainPostgresError(error, url).sentence);
    return 0;
  } finally {
    await database.close();
  }
}
