import { afterEach, describe, expect, test, vi } from "vitest";

import { captureLogs } from "#tests/logs.ts";
import { newPostgresDatabase } from "#tests/postgres.ts";

import type { Database } from "./database.ts";
import { readMigrations } from "./migrations.ts";
import { connectPostgres, explainPostgresError, openPostgres, PostgresStartError } from "./postgres.ts";

// DATABASE_URL on a real PostgreSQL (tests/postgres.ts), as a role that owns its database and no more.

vi.setConfig({ testTimeout: 120_000 });

const logs = captureLogs();
const opened: Database[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
});

const keep = (database: Database) => (opened.push(database), database);
const options = { poolSize: 2, firstSql: () => null };

/** The sentence start-up stops with, checked never to hold the password. */
async function startupSentence(url: string, more: Partial<Parameters<typeof openPostgres>[1]> = {}) {
  const error = await openPostgres(url, { ...options, ...more }).then(
    (database) => (keep(database), null),
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(PostgresStartError);
  const sentence = (error as Error).message;
  const password = decodeURIComponent(new URL(url).password);
  if (password) expect(sentence).not.toContain(password);
  for (const line of logs.lines()) expect(JSON.stringify(line)).not.toContain(password || "\0");
  return sentence;
}

function withUrl(url: string, change: (url: URL) => void): string {
  const changed = new URL(url);
  change(changed);
  return changed.toString();
}

describe("start-up on DATABASE_URL", () => {
  test("instances started together on an empty database apply each migration once", async () => {
    const url = await newPostgresDatabase();
    const seed = () => ({ sql: "insert into public.shows (venue) values ('Seeded Once')" });
    const instances = await Promise.all(
      [1, 2, 3].map(() => openPostgres(url, { poolSize: 2, firstSql: seed }).then(keep)),
    );
    const [applied = []] = await instances[0]!.run("select name from headliner.migrations order by name");
    expect(applied.map((row) => row.name)).toEqual(readMigrations().map((migration) => migration.name));
    expect(logs.withMessage("migration applied")).toHaveLength(readMigrations().length);
    const [venues = []] = await instances[1]!.run("select venue from public.shows");
    expect(venues).toEqual([{ venue: "Seeded Once" }]);
  });

  test("a refused password is named, without the password", async () => {
    const url = withUrl(await newPostgresDatabase(), (url) => (url.password = "not-the-s3cret"));
    expect(await startupSentence(url)).toMatch(
      /^DATABASE_URL: .* refused the password of the user headliner_app\.$/,
    );
  });

  test("a missing database is named", async () => {
    const url = withUrl(await newPostgresDatabase(), (url) => (url.pathname = "/no_such_database"));
    expect(await startupSentence(url)).toMatch(
      /^DATABASE_URL names the database no_such_database, which does not exist on 127\.0\.0\.1:\d+/,
    );
  });

  test("a role that may not create tables in the database is told so, and how to fix it", async () => {
    const admin = process.env.HEADLINER_TEST_POSTGRES_ADMIN_URL!;
    const appUrl = await newPostgresDatabase();
    const name = `others_${Date.now()}`;
    const adminDatabase = keep(connectPostgres(admin, { poolSize: 1 }));
    await adminDatabase.run(`create database ${name}`);
    const url = withUrl(appUrl, (url) => (url.pathname = `/${name}`));
    expect(await startupSentence(url)).toContain(
      `DATABASE_URL: the user headliner_app lacks the rights headliner needs in the database ${name}`,
    );
  });

  test("an unknown host is named", async () => {
    const url = withUrl(await newPostgresDatabase(), (url) => (url.hostname = "no-such-host.invalid"));
    expect(await startupSentence(url)).toContain("DATABASE_URL names the server no-such-host.invalid");
  });

  test("a server that does not answer is tried again, each try logged, then given up in one sentence", async () => {
    const url = withUrl(await newPostgresDatabase(), (url) => (url.port = "1"));
    const sentence = await startupSentence(url, { retryForMs: 1_000, waitsMs: [200, 400] });
    expect(sentence).toMatch(
      /^DATABASE_URL: the database server at 127\.0\.0\.1:1 did not answer in \d+ s \(\d tries; ECONNREFUSED\)/,
    );
    const tries = logs.withMessage("the database does not answer yet: trying again");
    expect(tries.map((line) => [line.attempt, line.nextTryInSeconds])).toEqual([
      [1, 0.2],
      [2, 0.4],
    ]);
  });
});

test("a message that held the password would say *** in its place, written raw or %-escaped", () => {
  const url = "postgresql://app:pa%24%24-s3cret@db.example:6543/headliner";
  for (const leaked of ["pa$$-s3cret", "pa%24%24-s3cret"]) {
    const { sentence, down } = explainPostgresError(new Error(`odd answer for ${leaked}`), url);
    expect(down).toBe(false);
    expect(sentence).toBe("DATABASE_URL: the database at db.example:6543 failed: odd answer for ***.");
  }
});

describe("exclusive(): one instance at a time", () => {
  test("while one instance holds a lock, another does not run, or waits for it", async () => {
    const url = await newPostgresDatabase();
    const [first, second] = [keep(connectPostgres(url, options)), keep(connectPostgres(url, options))];
    let release = () => {};
    const holding = first.exclusive!("job", () => new Promise<void>((resolve) => (release = resolve)));
    await vi.waitFor(async () => {
      const [held = []] = await second.run("select 1 from pg_locks where locktype = 'advisory' and granted");
      expect(held).toHaveLength(1);
    });
    expect(await second.exclusive!("job", async () => "ran")).toEqual({ ran: false });
    expect(await second.exclusive!("another job", async () => "ran")).toEqual({ ran: true, value: "ran" });
    const waiting = second.exclusive!("job", async () => "after", { wait: true });
    release();
    expect(await holding).toEqual({ ran: true, value: undefined });
    expect(await waiting).toEqual({ ran: true, value: "after" });
  });

  test("a failed statement leaves no transaction open on the pool's connection", async () => {
    const database = keep(connectPostgres(await newPostgresDatabase(), { poolSize: 1 }));
    await expect(database.run("begin; select 1/0; commit")).rejects.toThrow("division by zero");
    expect(await database.run("select 2 as two")).toEqual([[{ two: 2 }]]);
  });
});
