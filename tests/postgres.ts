import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

import pg from "pg";

/**
 * A throwaway PostgreSQL server for the tests of DATABASE_URL: initdb and pg_ctl in a temporary
 * folder, on a free port, removed at the end (and by a watchdog if the test run is killed).
 * Postgres refuses to run as root: as root the cluster belongs to the `postgres` user.
 *
 * The site connects as APP_ROLE, which is neither superuser nor CREATEROLE nor CREATEDB and owns
 * only its own database, as on a managed Postgres.
 *
 * The runners' global setups start one cluster per run and hand its admin URL to the test
 * processes in HEADLINER_TEST_POSTGRES_ADMIN_URL; `newPostgresDatabase()` makes a fresh database
 * there. A test that stops and starts Postgres makes a cluster of its own with
 * `startPostgresCluster()`.
 */

export const APP_ROLE = "headliner_app";
const ADMIN_ROLE = "headliner_admin";
const ADMIN_URL = "HEADLINER_TEST_POSTGRES_ADMIN_URL";
const APP_PASSWORD = "HEADLINER_TEST_POSTGRES_APP_PASSWORD";

export interface PostgresCluster {
  port: number;
  adminUrl: string;
  /** A new database owned by APP_ROLE; its URL connects as APP_ROLE. */
  newDatabase(): Promise<string>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and deletes its folder. */
  remove(): Promise<void>;
}

function findBinaries(): string {
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => existsSync(join(debian, name, "bin", "pg_ctl")))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(debian, versions[0], "bin");
  }
  try {
    return execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim();
  } catch {
    throw new Error(
      "PostgreSQL's server programs (initdb, pg_ctl) were not found: the tests of DATABASE_URL run on a real " +
        "PostgreSQL. Install it (Debian or Ubuntu: apt-get install postgresql; macOS: brew install postgresql).",
    );
  }
}

/** Root runs the server as `postgres`; anyone else as themselves. */
function serverUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  return { uid: id("-u"), gid: id("-g") };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function run(bin: string, args: string[], user: { uid: number; gid: number } | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, {
      stdio: ["ignore", "ignore", "pipe"],
      ...(user ?? {}),
      env: { ...process.env, LC_ALL: "C", HOME: tmpdir() },
    });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${bin} ${args[0]} failed (${code}): ${errors.trim()}`)),
    );
  });
}

async function query(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseUrl(port: number, role: string, password: string, database: string): string {
  return `postgres://${role}:${password}@127.0.0.1:${port}/${database}`;
}

async function newDatabaseIn(adminUrl: string, appPassword: string): Promise<string> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  await query(adminUrl, `create database ${name} owner ${APP_ROLE}`);
  const url = new URL(adminUrl);
  return databaseUrl(Number(url.port), APP_ROLE, appPassword, name);
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findBinaries();
  const user = serverUser();
  const root = mkdtempSync(join(tmpdir(), "headliner-postgres-"));
  if (user) chownSync(root, user.uid, user.gid);
  const data = join(root, "data");
  const adminPassword = randomBytes(12).toString("hex");
  const appPassword = randomBytes(12).toString("hex");
  const passwordFile = join(root, "password");
  writeFileSync(passwordFile, adminPassword, { mode: 0o600 });
  if (user) chownSync(passwordFile, user.uid, user.gid);
  // The watchdog runs as this process's user: the Node running the tests may sit where the
  // server's user cannot read (npx keeps Node 22 under /root). It stops the server as its user.
  const watchdog = spawn(
    process.execPath,
    [join(import.meta.dirname, "postgres-watchdog.mjs"), String(process.pid), bin, data, root].concat(
      user ? [String(user.uid), String(user.gid)] : [],
    ),
    { detached: true, stdio: "ignore" },
  );
  watchdog.unref();
  try {
    await run(
      join(bin, "initdb"),
      ["-D", data, "-U", ADMIN_ROLE, `--pwfile=${passwordFile}`, "--auth-local=trust"].concat([
        "--auth-host=scram-sha-256",
        "--no-locale",
        "-E",
        "UTF8",
        "--no-sync",
      ]),
      user,
    );
    let port = 0;
    const start = () =>
      run(
        join(bin, "pg_ctl"),
        ["start", "-D", data, "-l", join(root, "log"), "-w", "-t", "60", "-o"].concat(
          [
            `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=200`,
            "-c shared_buffers=16MB -c fsync=off -c synchronous_commit=off -c full_page_writes=off",
          ].join(" "),
        ),
        user,
      );
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      try {
        await start();
        break;
      } catch (error) {
        // Another process took the port between the look and the start.
        if (attempt === 3) throw error;
      }
    }
    const adminUrl = databaseUrl(port, ADMIN_ROLE, adminPassword, "postgres");
    await query(
      adminUrl,
      `create role ${APP_ROLE} login password '${appPassword}' nosuperuser nocreaterole nocreatedb`,
    );
    const stop = () => run(join(bin, "pg_ctl"), ["stop", "-D", data, "-m", "fast", "-w"], user);
    return {
      port,
      adminUrl,
      newDatabase: () => newDatabaseIn(adminUrl, appPassword),
      stop,
      start,
      async remove() {
        await run(join(bin, "pg_ctl"), ["stop", "-D", data, "-m", "immediate", "-w"], user).catch(() => {});
        rmSync(root, { recursive: true, force: true });
        watchdog.kill();
      },
    };
  } catch (error) {
    watchdog.kill();
    await run(join(bin, "pg_ctl"), ["stop", "-D", data, "-m", "immediate"], user).catch(() => {});
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}

/** For a global setup: the run's cluster, named to the test processes; returns what removes it. */
export async function startRunCluster(): Promise<() => Promise<void>> {
  // Each Vitest project runs the global setup: the first one's cluster serves them all.
  if (process.env[ADMIN_URL]) return async () => {};
  const cluster = await startPostgresCluster();
  const appUrl = new URL(await cluster.newDatabase());
  process.env[ADMIN_URL] = cluster.adminUrl;
  process.env[APP_PASSWORD] = decodeURIComponent(appUrl.password);
  return async () => {
    delete process.env[ADMIN_URL];
    await cluster.remove();
  };
}

/** A fresh, empty database on the run's cluster, as APP_ROLE: a DATABASE_URL. */
export function newPostgresDatabase(): Promise<string> {
  const adminUrl = process.env[ADMIN_URL];
  const appPassword = process.env[APP_PASSWORD];
  if (!adminUrl || !appPassword) {
    throw new Error(
      "no test PostgreSQL: tests/global-setup.ts starts it (run the tests through vitest or playwright)",
    );
  }
  return newDatabaseIn(adminUrl, appPassword);
}
