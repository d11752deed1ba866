import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

import { expect, test } from "@playwright/test";

import {
  startListeningServer,
  stopServerGracefully,
  stopServers,
  temporaryFolder,
} from "../server-process.ts";
import {
  dayFromNow,
  folderWithDatabase,
  listAll,
  runToolOk,
  spawnNode,
  stopTools,
  type ToolResult,
} from "./shows-tool-helpers.ts";

/**
 * `npm run backup` and `npm run restore` as the band runs them, each a
 * process of its own: a backup taken while the server runs (through its
 * socket) restores into a new DATA_DIR with the same rows, every column.
 */

test.describe.configure({ timeout: 180_000 });
test.afterEach(() => {
  stopTools();
  stopServers();
});

const register = pathToFileURL(resolve("cli/register.mjs")).href;
const entry = resolve("cli/backup/main.ts");

/** `npm run backup -- <args>` or `npm run restore -- <args>`, to its end. */
async function run(
  command: "backup" | "restore",
  args: string[],
  env: Record<string, string>,
  cwd?: string,
): Promise<ToolResult> {
  const tool = spawnNode(["--import", register, entry, command, ...args], env, cwd);
  const code = await tool.exited;
  return { code, stdout: tool.stdout(), stderr: tool.stderr() };
}

interface BackupFile {
  takenAt: string;
  migrations: string[];
  tables: Record<string, Record<string, unknown>[]>;
  sequences: unknown;
}
const PERSONAL_DATA =
  "It holds the fans' e-mail addresses and places: personal data. It is readable by this user only; keep every copy as private and delete old ones.";

const readBackup = (file: string) => JSON.parse(readFileSync(file, "utf8")) as BackupFile;

test("a backup taken while the server runs restores into a new DATA_DIR with the same shows, every column", async () => {
  const { cwd, dataDir } = await folderWithDatabase();
  const server = await startListeningServer({}, { cwd });
  const env = { DATA_DIR: dataDir };
  await runToolOk(
    [
      "add",
      ...["--date", `${dayFromNow(30)} 20:00`, "--venue", `Backup's "Hall"`, "--price", "12.50"],
      ...["--with", "Loopback, The Stand-Ins", "--notes", "Doors 7 PM", "--country", "CA"],
    ],
    env,
  );
  const folder = temporaryFolder();
  const file = join(folder, "headliner-backup.json");

  const backup = await run("backup", [file], env);
  expect(backup.stderr).toBe("");
  expect(backup.code).toBe(0);
  expect(backup.stdout).toMatch(
    new RegExp(
      `^Backed up \\d+ shows, 0 fans(,| and) 0 e-mails.* from the embedded database in ${dataDir}, through the running server \\(pid ${server.child.pid}\\), to ${file} \\(migration .+\\)\\.\\n${PERSONAL_DATA}\\n$`,
    ),
  );
  // Written whole under its name, nothing left beside it, for this user only.
  expect(readdirSync(folder)).toEqual(["headliner-backup.json"]);
  const taken = readBackup(file);
  expect(taken.tables.shows?.some((row) => row.sample === true)).toBe(true);

  await test.step("the running server's DATA_DIR is refused: it holds a database", async () => {
    const refused = await run("restore", [file], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`DATA_DIR (${dataDir}) already holds a database: nothing was restored.`);
  });

  const restoredDir = join(folder, "restored", "data");
  await test.step("restore into a new DATA_DIR", async () => {
    const restored = await run("restore", [file], { DATA_DIR: restoredDir });
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`Restored ${taken.tables.shows!.length} shows, 0 fans`);
    expect(restored.stdout).toContain(
      ` from ${file} (taken ${taken.takenAt}) into a new database in ${restoredDir}.\n`,
    );
  });

  await test.step("same shows as the tool lists them, and the same rows, every column, in a backup of each", async () => {
    expect(await listAll({ DATA_DIR: restoredDir })).toEqual(await listAll(env));
    await stopServerGracefully(server);
    const again = join(folder, "again.json");
    const [original, restored] = await Promise.all([
      run("backup", [join(folder, "original.json")], env),
      run("backup", [again], { DATA_DIR: restoredDir }),
    ]);
    expect([original.code, restored.code]).toEqual([0, 0]);
    const [before, after] = [readBackup(join(folder, "original.json")), readBackup(again)];
    expect(after.tables).toEqual(before.tables);
    expect(after.sequences).toEqual(before.sequences);
    expect(after.migrations).toEqual(before.migrations);
  });
});

test("restore says what is wrong with a file, and creates nothing", async () => {
  const folder = temporaryFolder();
  const env = { DATA_DIR: join(folder, "data") };
  const missing = await run("restore", [join(folder, "nope.json")], env);
  expect([missing.code, missing.stderr]).toEqual([
    1,
    `Cannot read ${join(folder, "nope.json")}: there is no such file.\n`,
  ]);
  const noDatabase = await run("backup", [join(folder, "b.json")], env);
  expect([noDatabase.code, noDatabase.stderr]).toEqual([
    1,
    `There is no database in DATA_DIR (${env.DATA_DIR}) to back up. Set DATA_DIR to the folder the server uses.\n`,
  ]);
  expect(existsSync(env.DATA_DIR)).toBe(false);
});

test("with no file, a backup goes to DATA_DIR/backups/, readable by this user only", async () => {
  const { cwd, dataDir } = await folderWithDatabase();
  const backup = await run("backup", [], { DATA_DIR: dataDir }, cwd);
  expect(backup.stderr).toBe("");
  expect(backup.code).toBe(0);
  const folder = join(dataDir, "backups");
  const [name, ...more] = readdirSync(folder);
  expect(more).toEqual([]);
  expect(name).toMatch(/^headliner-\d{4}-\d\d-\d\dT\d{6}Z\.json$/);
  const file = join(folder, name!);
  expect(backup.stdout).toContain(` to ${file} (migration `);
  expect(backup.stdout).toContain(PERSONAL_DATA);
  expect(statSync(folder).mode & 0o777).toBe(0o700);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(readBackup(file).tables.shows!.length).toBeGreaterThan(0);
});

test("the documented npm run backup -- backups/headliner.json works on a fresh checkout", async () => {
  const { cwd, dataDir } = await folderWithDatabase();
  const backup = await run("backup", ["backups/headliner.json"], { DATA_DIR: dataDir }, cwd);
  expect(backup.stderr).toBe("");
  expect(backup.code).toBe(0);
  expect(statSync(join(cwd, "backups")).mode & 0o777).toBe(0o700);
  expect(statSync(join(cwd, "backups", "headliner.json")).mode & 0o777).toBe(0o600);
});
