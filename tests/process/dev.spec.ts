import { resolve } from "node:path";

import { expect, test } from "../e2e/fixtures.ts";
import { startFromEmptyDatabase } from "../empty-database.ts";
import { freePort, stopServers, temporaryFolder, waitForHealth } from "../server-process.ts";
import { runToolOk, spawnNode, stopTools } from "./shows-tool-helpers.ts";

/**
 * `npm run dev` as a developer meets it: the same Express app as production
 * (headers, /healthz, logs) on PORT, owning DATA_DIR with the lock and the
 * socket, so the shows command goes through it and the page shows the change.
 */

test.afterEach(() => {
  stopTools();
  stopServers();
});

test("npm run dev listens on PORT with the production headers, and a show added by the shows command appears on the next load", async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  const dataDir = resolve(temporaryFolder(), "data");
  // A copy of the run's empty database, as the production servers get: creating one is not what
  // this test is about.
  startFromEmptyDatabase(dataDir);
  const env = {
    PORT: String(port),
    DATA_DIR: dataDir,
    // Set but empty counts as unset, and .env never overrides what is set.
    SUPABASE_URL: "",
    SUPABASE_ANON_KEY: "",
    SPOTIFY_CLIENT_ID: "",
    SPOTIFY_CLIENT_SECRET: "",
  };
  // From the project's folder, as `npm run dev` runs it: Vite reads its config there.
  const dev = spawnNode([resolve("server/index.js"), "--dev"], env, process.cwd());
  await waitForHealth(port, dev.child as Parameters<typeof waitForHealth>[1]);

  const health = await fetch(`http://localhost:${port}/healthz`);
  expect(await health.json()).toEqual({ status: "ok" });
  expect(health.headers.get("x-content-type-options")).toBe("nosniff");
  expect(health.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");

  const before = await (await fetch(`http://localhost:${port}/`)).text();
  expect(before).toContain("The Lorem Lounge");
  expect(before).not.toContain("Dev Night Hall");

  const added = await runToolOk(
    ["add", "--date", "2030-03-14 20:00", "--venue", "Dev Night Hall", "--city", "Orlando"],
    { DATA_DIR: dataDir },
  );
  expect(added).toContain("through the running server");

  const after = await (await fetch(`http://localhost:${port}/`)).text();
  expect(after).toContain("Dev Night Hall");
  expect(after).toContain("March 14, 2030 at 8:00 PM");

  dev.child.kill("SIGTERM");
  expect(await dev.exited).toBe(0);
  const lines = dev.stdout().split("\n").filter(Boolean);
  expect(lines).toContain(`listening on http://localhost:${port}`);
  expect(lines.map((line) => (line.startsWith("{") ? JSON.parse(line).message : line))).toEqual(
    expect.arrayContaining(["listening", "request", "shutting down"]),
  );
});
