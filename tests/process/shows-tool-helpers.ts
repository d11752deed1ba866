import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

import { startFromEmptyDatabase } from "../empty-database.ts";
import { SHORT_LIVED_NODE_FLAGS, temporaryFolder } from "../server-process.ts";

/**
 * The shows command-line tool (`node --import ./cli/register.mjs cli/shows/main.ts`, as `npm run shows` runs it) as a child
 * process, and embedded databases to run it on. Each tool runs in its own
 * empty working folder, so no .env is read, with only the environment given.
 */

const toolFile = resolve("cli/shows/main.ts");
const register = pathToFileURL(resolve("cli/register.mjs")).href;
export const socketWriterFile = resolve("tests/process/socket-writer.mjs");

const runningTools = new Set<ChildProcess>();

/** For test.afterEach: no tool or writer outlives its test. */
export function stopTools() {
  for (const child of runningTools) child.kill("SIGKILL");
  runningTools.clear();
}

export interface ToolProcess {
  child: ChildProcess;
  /** Exit code (null when killed by a signal), once all output is read. */
  exited: Promise<number | null>;
  stdout: () => string;
  stderr: () => string;
}

export interface ToolResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A node script as a child process, with stdin not a terminal and only `env` (and PATH, TZ). */
export function spawnNode(args: string[], env: Record<string, string>, cwd = temporaryFolder()): ToolProcess {
  const child = spawn(process.execPath, [...SHORT_LIVED_NODE_FLAGS, ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? "", TZ: "UTC", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  runningTools.add(child);
  child.on("exit", () => runningTools.delete(child));
  let stdout = "";
  let stderr = "";
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolveExit) => child.on("close", (code) => resolveExit(code)));
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

/** Starts `shows <args>`; the caller waits for it or kills it. */
export function spawnTool(args: string[], env: Record<string, string>): ToolProcess {
  return spawnNode(["--import", register, toolFile, ...args], env);
}

/** Runs `shows <args>` to its end (killed after `timeoutMs`). */
export async function runTool(
  args: string[],
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ToolResult> {
  const tool = spawnTool(args, env);
  const timer = setTimeout(() => tool.child.kill("SIGKILL"), timeoutMs);
  const code = await tool.exited;
  clearTimeout(timer);
  return { code, stdout: tool.stdout(), stderr: tool.stderr() };
}

/** Runs `shows <args>` and expects exit 0; the output, or an error that shows all of it. */
export async function runToolOk(args: string[], env: Record<string, string>): Promise<string> {
  const result = await runTool(args, env);
  if (result.code !== 0) {
    throw new Error(
      `shows ${args.join(" ")} exited ${result.code}:\n${result.stdout}\n--- stderr ---\n${result.stderr}`,
    );
  }
  return result.stdout;
}

/** The rows `list --json` and `export` print. */
export interface ExportRow {
  id: number;
  date: string | null;
  venue: string | null;
  city: string | null;
  state: string | null;
  price: number | null;
  supportingArtists: string[];
  ageRestriction: number | null;
  ticketLink: string | null;
  flyerLink: string | null;
  status: string;
  soldOut: boolean;
  updatedAt: string | null;
}

export async function listAll(env: Record<string, string>): Promise<ExportRow[]> {
  return JSON.parse(await runToolOk(["list", "--all", "--json"], env)) as ExportRow[];
}

let template: Promise<string> | undefined;
let templateRoot: string | undefined;

/**
 * A database created once per worker (the tool creates it, seeded, when no
 * server runs: 3–20 s), closed, so copies of it are consistent.
 */
function databaseTemplate(): Promise<string> {
  template ??= (async () => {
    templateRoot = mkdtempSync(join(tmpdir(), "headliner-template-"));
    process.once("exit", () => templateRoot && rmSync(templateRoot, { recursive: true, force: true }));
    const dataDir = join(templateRoot, "data");
    startFromEmptyDatabase(dataDir);
    await runToolOk(["list"], { DATA_DIR: dataDir });
    return dataDir;
  })().catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return template;
}

/**
 * A new temporary folder (removed by stopServers) whose `data` holds a copy
 * of the template database; returns the folder and its DATA_DIR.
 */
export async function folderWithDatabase(): Promise<{ cwd: string; dataDir: string }> {
  const source = await databaseTemplate();
  const cwd = temporaryFolder();
  const dataDir = join(cwd, "data");
  cpSync(source, dataDir, { recursive: true });
  return { cwd, dataDir };
}

/** "YYYY-MM-DD" `days` from today (UTC): a date the site lists as upcoming for days > 1. */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60_000).toISOString().slice(0, 10);
}

/** The Home page's HTML (status 200 expected by the caller). */
export async function homePage(url: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${url}/`);
  return { status: response.status, html: await response.text() };
}

export const sleep = (ms: number) => new Promise((resolveLater) => setTimeout(resolveLater, ms));

/** A whole number of milliseconds, uniformly between `from` and `to`. */
export const randomBetween = (from: number, to: number) => Math.round(from + Math.random() * (to - from));
