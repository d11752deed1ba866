import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

import { expect, test } from "@playwright/test";
import pg from "pg";

import { startListeningServer, stopServers, temporaryFolder } from "../server-process.ts";
import {
  type ExportRow,
  folderWithDatabase,
  listAll,
  randomBetween,
  sleep,
  socketWriterFile,
  spawnNode,
  spawnTool,
  stopTools,
} from "./shows-tool-helpers.ts";

/**
 * No acknowledged write is lost when the process that owns the embedded
 * database is killed with SIGKILL (no shutdown, no close): neither the server
 * (writes through its socket) nor the shows tool (writes on the folder itself).
 * Each test repeats the kill on one folder, round after round: a few rounds
 * in `npm test`, which must stay within minutes; KILL_NINE_ROUNDS=20 runs
 * more (each round adds seconds).
 */
const ROUNDS = Number(process.env.KILL_NINE_ROUNDS) || 0;

test.afterEach(() => {
  stopTools();
  stopServers();
});

test.describe.configure({ timeout: 180_000 });

function note(description: string) {
  console.log(`[kill -9] ${description}`);
  test.info().annotations.push({ type: "kill -9", description });
}

/** The ids in the shows table, read through the running server's socket as the tool does. */
async function storedIds(dataDir: string): Promise<Set<number>> {
  const client = new pg.Client({
    host: resolve(dataDir),
    port: 5432,
    user: "postgres",
    database: "postgres",
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>("select id from public.shows");
    return new Set(rows.map((row) => Number(row.id)));
  } finally {
    await client.end();
  }
}

test("the server killed with SIGKILL mid-writes loses no acknowledged write, round after round", async () => {
  const rounds = ROUNDS || 2;
  const { cwd, dataDir } = await folderWithDatabase();
  const acknowledged: number[] = [];
  const totals = { acknowledged: 0, found: 0 };

  for (let round = 1; round <= rounds + 1; round++) {
    const server = await startListeningServer({}, { cwd });
    // Started on the folder a killed server left (its lock and socket file still there).
    expect(JSON.parse(readFileSync(join(dataDir, "headliner.lock"), "utf8"))).toMatchObject({
      pid: server.child.pid,
      role: "server",
    });
    if (round > 1) {
      const stored = await storedIds(dataDir);
      const lost = acknowledged.filter((id) => !stored.has(id));
      const home = await fetch(`${server.url}/`);
      note(
        `server round ${round - 1}: ${acknowledged.length} writes acknowledged in all, ` +
          `${acknowledged.length - lost.length} found after the restart, ${lost.length} lost; ` +
          `${stored.size} rows; GET / ${home.status}`,
      );
      expect(lost, "acknowledged ids missing after kill -9 and restart").toEqual([]);
      expect(home.status).toBe(200);
      totals.found = acknowledged.length - lost.length;
    }
    if (round > rounds) break;

    const writer = spawnNode([socketWriterFile, dataDir, `Kill Nine Server ${round}`], {});
    const connectedBy = Date.now() + 20_000;
    while (!writer.stderr().includes("connected")) {
      if (writer.child.exitCode !== null || Date.now() > connectedBy) {
        throw new Error(`the writer did not connect: ${writer.stderr()}`);
      }
      await sleep(20);
    }
    const delay = randomBetween(500, 2_000);
    await sleep(delay);
    server.child.kill("SIGKILL");
    // Reaped before the next start: a dead pid, not a zombie, holds the lock now.
    await server.exited;
    expect(await writer.exited).toBe(1);
    const ids = writer
      .stdout()
      .split("\n")
      .filter((line) => /^\d+$/.test(line))
      .map(Number);
    expect(ids.length, `the writer wrote nothing in ${delay} ms: ${writer.stderr()}`).toBeGreaterThan(0);
    note(`server round ${round}: killed ${delay} ms into the writes, ${ids.length} inserts acknowledged`);
    acknowledged.push(...ids);
    totals.acknowledged = acknowledged.length;
  }

  // The tool, on the folder the last server left running, sees the same.
  const rows = await listAll({ DATA_DIR: dataDir });
  const listed = new Set(rows.map((row) => row.id));
  expect(acknowledged.filter((id) => !listed.has(id))).toEqual([]);
  note(
    `server total: ${totals.acknowledged} acknowledged, ${totals.found} found, ${rows.length} rows listed`,
  );
});

const IMPORT_SIZE = 1_000;

/** An import file whose venues name its round, so its rows can be counted afterwards. */
function importFile(label: string): string {
  const rows = Array.from({ length: IMPORT_SIZE }, (_, index) => ({
    date: `2031-01-${String((index % 28) + 1).padStart(2, "0")}T20:00:00-05:00`,
    venue: `${label} #${index + 1}`,
    city: "Orlando",
    state: "FL",
    price: 10,
    supportingArtists: ["The Openers"],
    ageRestriction: 21,
    ticketLink: null,
    flyerLink: null,
  }));
  const file = join(temporaryFolder(), `${label.replaceAll(" ", "-")}.json`);
  writeFileSync(file, JSON.stringify(rows));
  return file;
}

/** Runs the tool and SIGKILLs it after `killAfterMs` if it has not finished by then. */
async function runKilled(args: string[], env: Record<string, string>, killAfterMs: number) {
  const started = Date.now();
  const tool = spawnTool(args, env);
  const timer = setTimeout(() => tool.child.kill("SIGKILL"), killAfterMs);
  const code = await tool.exited;
  clearTimeout(timer);
  return {
    code,
    killed: tool.child.signalCode === "SIGKILL",
    ms: Date.now() - started,
    stdout: tool.stdout(),
  };
}

test("the shows tool killed with SIGKILL mid-writes loses no acknowledged write and leaves no half import", async () => {
  const rounds = ROUNDS || 2;
  const { cwd, dataDir } = await folderWithDatabase();
  const env = { DATA_DIR: dataDir };
  const seeded = (await listAll(env)).length;

  // How long an import and an add take here, uninterrupted: the kills land across that time.
  const baseline = await runKilled(["import", importFile("Import Baseline")], env, 120_000);
  expect(baseline.code).toBe(0);
  expect(baseline.stdout).toContain(`Added ${IMPORT_SIZE} shows`);
  const baselineAdd = await runKilled(["add", "--date", "TBA", "--venue", "Add Baseline"], env, 120_000);
  expect(baselineAdd.code).toBe(0);
  note(`tool baseline: import of ${IMPORT_SIZE} rows ${baseline.ms} ms, add ${baselineAdd.ms} ms`);

  const acknowledgedAdds = new Map<number, string>();
  let importsAcknowledged = 1;
  let importsFound = 1;
  let addsFound = 1;
  for (let round = 1; round <= rounds; round++) {
    const label = `Import Round ${round}`;
    const file = importFile(label);
    const importKill = randomBetween(0.2 * baseline.ms, 1.2 * baseline.ms);
    const imported = await runKilled(["import", file], env, importKill);
    const importAcknowledged = imported.stdout.includes(`Added ${IMPORT_SIZE} shows from ${file}`);
    if (importAcknowledged) importsAcknowledged++;

    const venue = `Add Round ${round}`;
    const addKill = randomBetween(0.3 * baselineAdd.ms, 1.3 * baselineAdd.ms);
    const added = await runKilled(["add", "--date", "TBA", "--venue", venue], env, addKill);
    const addId = /^Added show (\d+) /m.exec(added.stdout)?.[1];
    if (addId) acknowledgedAdds.set(Number(addId), venue);

    // The folder opens again (its lock is stale), with every acknowledged write in it.
    const rows: ExportRow[] = await listAll(env);
    const ofThisImport = rows.filter((row) => row.venue?.startsWith(`${label} #`)).length;
    const addsHere = rows.filter((row) => row.venue === venue).length;
    const lostAdds = [...acknowledgedAdds].filter(
      ([id, name]) => !rows.some((row) => row.id === id && row.venue === name),
    );
    const importRows = rows.filter((row) => row.venue?.startsWith("Import ")).length;
    const addRows = rows.filter((row) => row.venue?.startsWith("Add ")).length;
    if (ofThisImport === IMPORT_SIZE) importsFound++;
    addsFound += addsHere;
    note(
      `tool round ${round}: import killed at ${importKill} ms ` +
        `(${imported.killed ? "killed" : `finished first, exit ${imported.code}`}), ` +
        `acknowledged ${importAcknowledged ? IMPORT_SIZE : 0}, found ${ofThisImport}; ` +
        `add killed at ${addKill} ms (${added.killed ? "killed" : `finished first, exit ${added.code}`}), ` +
        `acknowledged ${addId ? 1 : 0}, found ${addsHere}; ${rows.length} rows`,
    );
    expect(ofThisImport === 0 || ofThisImport === IMPORT_SIZE, `half an import: ${ofThisImport} rows`).toBe(
      true,
    );
    if (importAcknowledged) expect(ofThisImport).toBe(IMPORT_SIZE);
    expect(lostAdds, "acknowledged adds missing").toEqual([]);
    expect(addsHere).toBeLessThanOrEqual(1);
    expect(importRows % IMPORT_SIZE).toBe(0);
    expect(rows.length).toBe(seeded + importRows + addRows);
  }
  note(
    `tool total: imports acknowledged ${importsAcknowledged}, found ${importsFound} (with the baseline); ` +
      `adds acknowledged ${acknowledgedAdds.size + 1}, found ${addsFound}`,
  );

  // A server opens the folder the tool was last killed on, and serves the site.
  const server = await startListeningServer({}, { cwd });
  expect((await fetch(`${server.url}/`)).status).toBe(200);
});
