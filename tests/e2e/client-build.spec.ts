import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./fixtures";

/**
 * What a browser downloads must hold no server code: no env reading, no
 * database, no server-only module. (The build runs before these tests.)
 */
test("the client build contains no server-only code", () => {
  const assets = join("build", "client", "assets");
  const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  const client = scripts.map((name) => readFileSync(join(assets, name), "utf8")).join("\n");
  for (const serverOnly of [
    "process.env",
    "DATA_DIR",
    "SUPABASE",
    "SPOTIFY_CLIENT",
    "pglite",
    "getUpcomingShows",
    "create table",
  ]) {
    expect(client, serverOnly).not.toContain(serverOnly);
  }
});
