import { existsSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "@playwright/test";

import { newPostgresDatabase } from "../postgres.ts";
import {
  logLines,
  startListeningServer,
  startServer,
  stopServers,
  temporaryFolder,
} from "../server-process.ts";
import { type ExportRow, runTool, runToolOk, stopTools } from "./shows-tool-helpers.ts";

/**
 * The production server on DATABASE_URL, on the run's real PostgreSQL (tests/postgres.ts): what it
 * says and does at start when the URL is good, and when it is not.
 */

test.afterEach(stopServers);
test.afterEach(stopTools);

/** Starts the server, which must stop at once: its exit code and everything it wrote. */
async function startUpFailure(databaseUrl: string) {
  const server = startServer({ DATABASE_URL: databaseUrl, DATA_DIR: join(temporaryFolder(), "data") });
  return { code: await server.exited, output: server.output() };
}

test("a good URL: every table there, nothing embedded in DATA_DIR, the pages served", async () => {
  const url = await newPostgresDatabase();
  const dataDir = join(temporaryFolder(), "data");
  const server = await startListeningServer({ DATABASE_URL: url, DATA_DIR: dataDir });
  expect((await fetch(`${server.url}/`)).status).toBe(200);
  expect(
    logLines(server).find((line) => line.message === "every table is in Postgres (DATABASE_URL)"),
  ).toEqual(
    expect.objectContaining({
      poolSize: 5,
      database: expect.stringMatching(/^the Postgres database test_\w+ on 127\.0\.0\.1:\d+$/),
    }),
  );
  expect(existsSync(join(dataDir, "PG_VERSION"))).toBe(false);
  expect(server.output()).not.toContain(decodeURIComponent(new URL(url).password));
});

test("a refused password stops start-up in one sentence that does not hold it", async () => {
  const url = new URL(await newPostgresDatabase());
  url.password = "wrong-s3cret-password";
  const { code, output } = await startUpFailure(url.href);
  expect(code).toBe(1);
  expect(output.trim()).toMatch(
    /^DATABASE_URL: the database server at 127\.0\.0\.1:\d+ refused the password of the user headliner_app\.$/,
  );
});

test("a missing database, and a URL that is not one, each stop start-up naming it", async () => {
  const url = new URL(await newPostgresDatabase());
  url.pathname = "/no_such_database";
  const missing = await startUpFailure(url.href);
  expect(missing.code).toBe(1);
  expect(missing.output).toContain("DATABASE_URL names the database no_such_database, which does not exist");
  const notAUrl = await startUpFailure("db.example.com:5432/headliner?password=s3cret");
  expect(notAUrl.code).toBe(1);
  expect(notAUrl.output).toContain("DATABASE_URL: must start with postgresql://");
  expect(notAUrl.output).not.toContain("s3cret");
});

test("the shows command works on the same database as the server, and says in one sentence when it cannot", async () => {
  const url = await newPostgresDatabase();
  const env = { DATABASE_URL: url, DATA_DIR: join(temporaryFolder(), "data") };
  await startListeningServer(env);
  const added = await runToolOk(["add", "--date", "TBA", "--venue", "Shared Postgres Hall"], env);
  expect(added).toContain("Shared Postgres Hall");
  expect(added).toMatch(/the Postgres database test_\w+ on 127\.0\.0\.1:\d+/);
  const rows = JSON.parse(await runToolOk(["list", "--all", "--json"], env)) as ExportRow[];
  expect(rows.map((row) => row.venue)).toContain("Shared Postgres Hall");

  const wrong = new URL(url);
  wrong.password = "wrong-s3cret-password";
  const refused = await runTool(["list"], { ...env, DATABASE_URL: wrong.href });
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(
    /^shows list: DATABASE_URL: .* refused the password of the user headliner_app\.\n$/,
  );
});
