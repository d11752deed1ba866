import { readdirSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import pg from "pg";

import { showWith } from "#app/lib/shows/fields.ts";
import { insertShows } from "#app/modules/shows/.server/sql.ts";

import { insertFansSql, SEATTLE } from "../fans.ts";
import { postForm } from "../follow-posts.ts";
import { listsShow, rowNames } from "../home-rows.ts";
import { type PostgresCluster, startPostgresCluster } from "../postgres.ts";
import {
  logLines,
  type ServerProcess,
  startListeningServer,
  stopServers,
  temporaryFolder,
} from "../server-process.ts";
import { signUpForm } from "../sign-up-form.ts";
import { startSmtpServer, type TestSmtpServer } from "../smtp.ts";
import { dayFromNow, sleep, spawnTool, stopTools } from "./shows-tool-helpers.ts";

/**
 * Two instances of the site on one real PostgreSQL (DATABASE_URL), as behind a load balancer,
 * started at the same moment on an empty database. They stay in step: a change from the shows
 * command or from plain SQL reaches both kept Home pages within 2 s; a fan who signs up on one and
 * confirms on the other is told once, even when one is killed with SIGKILL in the middle of
 * sending; and when Postgres stops under them, pages still answer and everything resumes once it
 * is back, without a restart.
 *
 * One pair of instances (each start costs seconds of CPU) on a cluster of the test's own, which
 * it stops and starts: the tests run in order, each on what the one before left.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

type Instance = ServerProcess & { port: number; url: string };

const FAN = "jo.fan@example.com";
/** Waits a while more: a message that should not come has had its chance. */
const QUIET_MS = 2_000;
/** How soon a change anywhere must be on every instance's pages. */
const IN_STEP_MS = 2_000;
/** How soon a change is seen once Postgres is back (the listener connects again). */
const BACK_MS = 10_000;
/** How long Postgres stays stopped. */
const DOWN_MS = 3_000;
const UNAVAILABLE = "We could not save this just now, and nothing was changed";

let cluster: PostgresCluster | undefined;
let databaseUrl: string;
let smtp: TestSmtpServer | undefined;
let a: Instance;
let b: Instance;

test.beforeAll(async () => {
  cluster = await startPostgresCluster();
  databaseUrl = await cluster.newDatabase();
  // Each message takes a while to be accepted, so a sender can be killed in the middle of one.
  smtp = await startSmtpServer({ acceptDelayMs: 150 });
});

test.afterAll(async () => {
  stopTools();
  stopServers();
  await smtp?.close();
  await cluster?.remove();
});

function note(description: string) {
  console.log(`[postgres instances] ${description}`);
  test.info().annotations.push({ type: "postgres instances", description });
}

/** SQL on a connection of its own, as `psql` runs it; the last statement's rows. */
async function query(sql: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = (await client.query(sql)) as pg.QueryResult | pg.QueryResult[];
    return (Array.isArray(result) ? result.at(-1)! : result).rows;
  } finally {
    await client.end();
  }
}

function addShowSql(venue: string, city: string, state: string, days: number): string {
  const date = new Date(`${dayFromNow(days)}T20:00:00-05:00`);
  return insertShows([showWith({ date, venue, city, state })]);
}

async function homeHtml(instance: Instance): Promise<string> {
  const response = await fetch(`${instance.url}/`);
  expect(response.status).toBe(200);
  return response.text();
}

/** Polls Home until it lists `venue` (or `deadlineMs` has passed); the ms since `since`. */
async function seenAfter(instance: Instance, venue: string, since: number, deadlineMs: number) {
  while (!listsShow(await homeHtml(instance), venue)) {
    if (Date.now() - since > deadlineMs) return Infinity;
    await sleep(50);
  }
  return Date.now() - since;
}

/** Both instances' Home pages list `venue` within `deadlineMs` of `since`. */
async function expectOnBoth(venue: string, since: number, deadlineMs: number, what: string) {
  const [onA, onB] = await Promise.all(
    [a, b].map((instance) => seenAfter(instance, venue, since, deadlineMs)),
  );
  note(`${what}: on A after ${onA} ms, on B after ${onB} ms`);
  expect(onA, `${what}: A's Home`).toBeLessThanOrEqual(deadlineMs);
  expect(onB, `${what}: B's Home`).toBeLessThanOrEqual(deadlineMs);
}

/** The same address on another instance. */
const on = (instance: Instance, link: string) => {
  const url = new URL(link);
  return `${instance.url}${url.pathname}${url.search}`;
};

/** A sign-up as a current browser posts it from the site's own page. */
const signUp = (instance: Instance, email: string) =>
  postForm(instance.url, "/follow", signUpForm({ email }));

/** Each recipient's messages, from the `from`th on. */
function perRecipient(from: number): Map<string, ParsedMail[]> {
  const received = new Map<string, ParsedMail[]>();
  smtp!.recipients.slice(from).forEach(([to], index) => {
    received.set(to!, [...(received.get(to!) ?? []), smtp!.messages[from + index]!]);
  });
  return received;
}

const healthz = async (instance: Instance) => {
  const response = await fetch(`${instance.url}/healthz`);
  return { status: response.status, body: await response.text() };
};

test("two instances started at the same moment on an empty database: migrated once, the same shows on both", async () => {
  const instance = () => {
    const cwd = temporaryFolder();
    return startListeningServer(
      {
        DATABASE_URL: databaseUrl,
        DATA_DIR: join(cwd, "data"),
        SMTP_URL: smtp!.url,
        MAIL_FROM: "The Placeholders <news@band.example>",
      },
      { cwd },
    );
  };
  [a, b] = await Promise.all([instance(), instance()]);

  const migrations = readdirSync("supabase/migrations")
    .filter((name) => name.endsWith(".sql"))
    .sort();
  const recorded = await query("select name from headliner.migrations order by name");
  expect(recorded.map((row) => row.name)).toEqual(migrations);
  const logged = [a, b].flatMap((server) =>
    logLines(server).filter((line) => line.message === "migration applied"),
  );
  expect(logged.map((line) => line.migration).sort()).toEqual(migrations);
  const seeded = [a, b].flatMap((server) =>
    logLines(server).filter((line) => line.message === "sample shows seeded"),
  );
  expect(seeded).toHaveLength(1);

  const shows = rowNames(await homeHtml(a));
  expect(shows.length).toBeGreaterThan(0);
  expect(rowNames(await homeHtml(b))).toEqual(shows);
  // Again: now from each instance's kept pages.
  expect(rowNames(await homeHtml(a))).toEqual(shows);
  expect(rowNames(await homeHtml(b))).toEqual(shows);
});

test("a change through the shows command, then one in plain SQL, is on both instances' Home within 2 s", async () => {
  // Kept on both before the change.
  await Promise.all([homeHtml(a), homeHtml(b)]);
  const venue = "The In Step Tavern";
  const tool = spawnTool(
    ["add", "--date", `${dayFromNow(12)} 21:00`, "--venue", venue, "--city", "Chicago", "--state", "IL"],
    { DATABASE_URL: databaseUrl, DATA_DIR: join(temporaryFolder(), "never-created") },
  );
  // The command prints once the show is saved; it may take a moment more to exit.
  while (!/^Added show \d+/m.test(tool.stdout())) {
    if (tool.child.exitCode !== null) break;
    await sleep(10);
  }
  const added = Date.now();
  await expectOnBoth(venue, added, IN_STEP_MS, "the shows command's change");
  expect(await tool.exited, `${tool.stdout()}\n${tool.stderr()}`).toBe(0);
  const id = Number(/^Added show (\d+)/m.exec(tool.stdout())?.[1]);

  const renamed = "The Renamed Tavern";
  await query(`update public.shows set venue = '${renamed}' where id = ${id}`);
  await expectOnBoth(renamed, Date.now(), IN_STEP_MS, "a change in plain SQL");
});

test("a fan who signs up on one instance and confirms on the other is told once of a show near them", async () => {
  const answer = await signUp(a, FAN);
  expect(answer.status).toBe(303);
  expect(answer.headers.get("location")).toBe("/follow/check-your-inbox");
  const signedUp = Date.now();
  const [confirmation] = await smtp!.waitForMessages(1, 20_000);
  note(`confirmation after ${Date.now() - signedUp} ms`);
  const link = /(http:\S+\/follow\/confirm\?token=\S+)/.exec(confirmation!.text ?? "")![1]!;
  expect(link.startsWith(`${a.url}/`)).toBe(true);
  // The page's Confirm button posts to the link's own address.
  const confirmed = await fetch(on(b, link), { method: "POST" });
  expect(confirmed.status).toBe(200);
  expect(await confirmed.text()).toContain("You are following the band");

  // Both instances hear of the show and plan; one announcement goes.
  const venue = "The Two Door Hall";
  await query(addShowSql(venue, "Tampa", "FL", 20));
  const showAdded = Date.now();
  const [, announcement] = await smtp!.waitForMessages(2, 20_000);
  note(`announcement after ${Date.now() - showAdded} ms`);
  await sleep(QUIET_MS);
  expect(smtp!.recipients).toEqual([[FAN], [FAN]]);
  expect(announcement!.subject).toContain(`at ${venue}, Tampa, FL`);
});

test("Postgres stopped under both: kept pages answer, a sign-up is refused; started again: all resumes", async () => {
  const shows = rowNames(await homeHtml(a));
  expect(rowNames(await homeHtml(b))).toEqual(shows);
  const healthy = await healthz(a);
  expect(healthy.status).toBe(200);
  expect((await healthz(b)).body).toBe(healthy.body);

  await cluster!.stop();
  const stopped = Date.now();
  const homeMs: number[] = [];
  for (const instance of [a, b]) {
    const started = Date.now();
    const home = await fetch(`${instance.url}/`);
    homeMs.push(Date.now() - started);
    expect(home.status).toBe(200);
    expect(rowNames(await home.text())).toEqual(shows);
  }
  note(`Home with Postgres stopped: A ${homeMs[0]} ms, B ${homeMs[1]} ms`);
  expect(Math.max(...homeMs), "Home with Postgres stopped").toBeLessThan(1_000);
  // Soft: the way back is worth seeing even when one of these answers is wrong.
  for (const [instance, email] of [
    [a, "down.on.a@example.com"],
    [b, "down.on.b@example.com"],
  ] as const) {
    const refused = await signUp(instance, email);
    expect.soft(refused.status, `a sign-up on ${instance === a ? "A" : "B"}`).toBe(503);
    expect.soft(await refused.text()).toContain(UNAVAILABLE);
  }
  // Pages are served, so no orchestrator should restart an instance (that would not bring Postgres
  // back); the answer says what is wrong.
  for (const instance of [a, b]) {
    const health = await healthz(instance);
    expect.soft(health.status).toBe(200);
    expect.soft(health.body).not.toBe(healthy.body);
    expect.soft(health.body).toMatch(/database/i);
  }

  // Down for a while, as an outage is: the instances' connections fail and are tried again meanwhile.
  await sleep(DOWN_MS - (Date.now() - stopped));
  expect(rowNames(await homeHtml(a))).toEqual(shows);
  await cluster!.start();
  note(`Postgres was stopped for ${Date.now() - stopped} ms`);
  const venue = "The Back Again Club";
  await query(addShowSql(venue, "Chicago", "IL", 14));
  await expectOnBoth(venue, Date.now(), BACK_MS, "a change once Postgres is back");
  const back = "back.again@example.com";
  const answer = await signUp(a, back);
  expect(answer.status).toBe(303);
  const [, , confirmation] = await smtp!.waitForMessages(3, 20_000);
  expect(smtp!.recipients[2]).toEqual([back]);
  expect(confirmation!.subject).toContain("Tampa, FL");
  for (const instance of [a, b]) {
    await expect.poll(async () => (await healthz(instance)).body, { timeout: BACK_MS }).toBe(healthy.body);
  }
  // The refused sign-ups left nothing.
  expect(await query(`select email from public.fans where email like 'down.on.%'`)).toEqual([]);
  expect(smtp!.recipients.flat().filter((to) => to.startsWith("down.on."))).toEqual([]);
});

test("kill -9 of the instance sending, in the middle of a message: every fan has exactly one announcement", async () => {
  const emails = Array.from(
    { length: 24 },
    (_, index) => `fan${String(index + 1).padStart(2, "0")}@example.com`,
  );
  await query(insertFansSql(emails.map((email) => ({ email, ...SEATTLE }))));
  const sent = (instance: Instance) =>
    logLines(instance).filter((line) => line.message === "mail sent").length;
  const sentBefore = new Map([a, b].map((instance) => [instance, sent(instance)]));
  const from = smtp!.messages.length;
  await query(addShowSql("The Emerald Room", "Seattle", "WA", 30));

  await smtp!.waitForMessages(from + 8, 30_000);
  await sleep(75);
  const sending = (instance: Instance) => sent(instance) - sentBefore.get(instance)!;
  const [killed, survivor] = sending(a) >= sending(b) ? [a, b] : [b, a];
  killed.child.kill("SIGKILL");
  await killed.exited;
  const beforeKill = smtp!.messages.length - from;

  // The killed instance's claim on the message it was sending holds for minutes; Postgres's clock
  // cannot be moved on, so the claim is ended by hand.
  const [{ claims }] = (await query(
    `with ended as (update public.outbox set "claimedUntil" = now() ` +
      `where "sentAt" is null and "claimedUntil" > now() returning id) ` +
      `select count(*)::integer as claims from ended`,
  )) as [{ claims: number }];
  // The survivor would look at the outbox within 30 s; any change to the shows wakes it now.
  await query(addShowSql("The Wake Up Room", "Chicago", "IL", 40));
  await expect.poll(() => perRecipient(from).size, { timeout: 40_000 }).toBe(emails.length);
  await sleep(QUIET_MS);

  const received = perRecipient(from);
  const counts = emails.map((email) => received.get(email)?.length ?? 0);
  const twice = emails.filter((_, index) => counts[index]! > 1);
  note(
    `${killed === a ? "A" : "B"} killed after ${beforeKill} messages (${sending(killed)} its own), ` +
      `${claims} claim(s) ended by hand; ${survivor === a ? "A" : "B"} sent ${sending(survivor)}; ` +
      `${smtp!.messages.length - from} in all for ${emails.length} fans, ${twice.length} told twice`,
  );
  expect(beforeKill).toBeLessThan(emails.length);
  expect([...received.keys()].sort()).toEqual(emails);
  // As in fans-notify.spec.ts: a message accepted just before the kill, not yet marked sent, goes
  // again with the same Message-ID (mail providers file it once). Normally none.
  expect(twice.length).toBeLessThanOrEqual(1);
  for (const email of twice) {
    expect(new Set(received.get(email)!.map((message) => message.messageId)).size).toBe(1);
  }
  for (const message of smtp!.messages.slice(from)) {
    expect(message.subject).toContain("at The Emerald Room, Seattle, WA");
  }
  expect(await query(`select count(*)::integer as count from public.outbox where "sentAt" is null`)).toEqual([
    { count: 0 },
  ]);
});
