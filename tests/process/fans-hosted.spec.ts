import { join } from "node:path";

import { expect, test } from "@playwright/test";
import type { ParsedMail } from "mailparser";

import { connectHostedDatabase } from "#app/.server/db/hosted.ts";
import { showWith } from "#app/lib/shows/fields.ts";
import { insertShows } from "#app/modules/shows/.server/sql.ts";

import { FAKE_SUPABASE_ANON_KEY, startFakeSupabase } from "../fakes/supabase.ts";
import { openFakeSupabasePostgres, serveFakeSupabasePostgres } from "../fakes/supabase-postgres.ts";
import {
  freePort,
  logLines,
  type ServerProcess,
  startListeningServer,
  startServer,
  stopServerGracefully,
  stopServers,
  temporaryFolder,
} from "../server-process.ts";
import { startSmtpServer } from "../smtp.ts";
import { sleep } from "./shows-tool-helpers.ts";

/**
 * Following the band on a site whose shows are on Supabase, with two servers
 * sharing the project's database (SUPABASE_DB_URL): a fan signs up on one,
 * confirms on the other, is told once of a show the band adds to the table
 * behind both servers' backs, and leaves with one click. With the database
 * down the site still starts, and a sign-up is a 503 that changes nothing.
 *
 * The project's Postgres is PGlite in this process, migrated as a Supabase
 * project is and served on 127.0.0.1; the shows the pages list come from
 * the fake Supabase REST API. Each server has a data folder of its own.
 */

test.describe.configure({ timeout: 90_000 });

const FAN = "jo.fan@example.com";
const MASKED_FAN = "j***@example.com";
/** In SUPABASE_DB_URL: no log line may ever hold it. */
const DB_PASSWORD = "hosted-db-password-for-tests";
const VENUE = "The Hosted Hall";
/** Waits a while more: a message that should not come has had its chance. */
const QUIET_MS = 3_000;

/** What the test opened, closed last first once the servers are stopped. */
const opened: { close(): Promise<unknown> }[] = [];
test.afterEach(async () => {
  stopServers();
  for (const thing of opened.splice(0).reverse()) await thing.close();
});

/** Opens something the test closes at its end. */
async function open<T extends { close(): Promise<unknown> }>(thing: Promise<T> | T): Promise<T> {
  const value = await thing;
  opened.push(value);
  return value;
}

/** SUPABASE_DB_URL with a password, as Supabase's connection strings have one. */
function withPassword(url: string): string {
  const parsed = new URL(url);
  parsed.password = DB_PASSWORD;
  return parsed.href;
}

type Instance = ServerProcess & { port: number; url: string };

/** The same address on another instance of the site. */
const on = (instance: Instance, link: string) => {
  const url = new URL(link);
  return `${instance.url}${url.pathname}${url.search}`;
};

/** A POST as a current browser sends it from the site's own page. */
function signUp(instance: Instance) {
  return fetch(`${instance.url}/follow`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: instance.url,
      "sec-fetch-site": "same-origin",
    },
    body: new URLSearchParams({
      email: FAN,
      place: "Tampa, FL",
      distance: "100 mi",
      consent: "yes",
      website: "",
      from: "/",
    }).toString(),
  });
}

/** A header of a message, unfolded. */
const header = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((line) => line.key === name)?.line.replace(/\s+/g, " ");

test("two servers on one Supabase database: sign up on one, confirm on the other, told once, leave", async () => {
  const pglite = await open(openFakeSupabasePostgres());
  const postgres = await open(serveFakeSupabasePostgres(pglite));
  const db = await open(connectHostedDatabase(postgres.url));
  const run = async (sql: string) => (await db.run(sql))[0] ?? [];
  // Each message takes a while to be accepted: the other server's sender looks at the outbox while
  // the announcement is being sent, and must leave it to the server that claimed it.
  const smtp = await open(startSmtpServer({ acceptDelayMs: 500 }));
  const supabase = await open(startFakeSupabase());
  const env = {
    SUPABASE_URL: supabase.url,
    SUPABASE_ANON_KEY: FAKE_SUPABASE_ANON_KEY,
    SUPABASE_DB_URL: withPassword(postgres.url),
    SMTP_URL: smtp.url,
    MAIL_FROM: "The Placeholders <news@band.example>",
  };
  // Each instance keeps its data folder over its restarts; only the database is shared.
  const folders = { a: temporaryFolder(), b: temporaryFolder() };
  const servers: Instance[] = [];
  const instance = async (folder: string, dbUrl = env.SUPABASE_DB_URL) => {
    const server = await startListeningServer({
      ...env,
      SUPABASE_DB_URL: dbUrl,
      DATA_DIR: join(folder, "data"),
    });
    servers.push(server);
    return server;
  };
  const stop = async (server: Instance) => {
    await stopServerGracefully(server);
    expect(await server.exited, server.output()).toBe(0);
  };

  const a = await instance(folders.a);
  let b: Instance;
  await test.step("sign up on one server, confirm on the other", async () => {
    expect(await (await fetch(`${a.url}/`)).text()).toContain('action="/follow"');
    const answer = await signUp(a);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/follow/check-your-inbox");
    const [confirmation] = await smtp.waitForMessages(1, 20_000);
    expect(confirmation!.subject).toContain("Tampa, FL");
    const link = /(http:\S+\/follow\/confirm\?token=\S+)/.exec(confirmation!.text ?? "")![1]!;
    expect(link.startsWith(`${a.url}/`)).toBe(true);

    // The link A signed works on B, whose data folder holds no key: they share public.site_keys.
    b = await instance(folders.b);
    // The page's Confirm button posts to the link's own address.
    const confirmed = await fetch(on(b, link), { method: "POST" });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("You are following the band");
    expect(await run(`select "confirmedAt" is not null as confirmed from public.fans`)).toEqual([
      { confirmed: true },
    ]);
    expect((await fetch(on(b, link))).status).toBe(410);
    expect(smtp.recipients).toEqual([[FAN]]);
  });

  let announcement: ParsedMail;
  await test.step("a show added to the table while both are down: one announcement", async () => {
    await Promise.all([stop(a), stop(b)]);
    const day = new Date(Date.now() + 20 * 24 * 60 * 60_000);
    await run(insertShows([showWith({ date: day, venue: VENUE, city: "Tampa", state: "FL" })]));
    // Started together, both plan at start-up and both senders look at the outbox.
    [, b] = await Promise.all([instance(folders.a), instance(folders.b)]);
    announcement = (await smtp.waitForMessages(2, 20_000))[1]!;
    await sleep(QUIET_MS);
    expect(smtp.recipients).toEqual([[FAN], [FAN]]);
    expect(announcement.subject).toContain(`at ${VENUE}, Tampa, FL`);
    expect(announcement.text).toContain(VENUE.toUpperCase());
    expect(header(announcement, "list-unsubscribe")).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:\d+\/unsubscribe\?key=[\w-]{43}>$/,
    );
    expect(header(announcement, "list-unsubscribe-post")).toBe(
      "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
    );
    expect(await run(`select kind, "sentAt" is not null as sent from public.outbox order by id`)).toEqual([
      { kind: "confirm", sent: true },
      { kind: "announce", sent: true },
    ]);
  });

  await test.step("one-click unsubscribe, as a mail provider posts it", async () => {
    const address = /<([^>]+)>/.exec(header(announcement, "list-unsubscribe")!)![1]!;
    const left = await fetch(on(b, address), {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(left.status).toBe(200);
    expect(await left.text()).toContain("You are off the list");
    expect(await run(`select id from public.fans`)).toEqual([]);
    expect(await run(`select id from public.outbox where "fanId" is not null`)).toEqual([]);
  });

  await test.step("the database down at start: tried again, each try logged, never the password", async () => {
    const nobody = new URL(env.SUPABASE_DB_URL);
    nobody.port = String(await freePort());
    const down = startServer({
      ...env,
      SUPABASE_DB_URL: nobody.href,
      DATA_DIR: join(temporaryFolder(), "data"),
    });
    servers.push({ ...down, port: 0, url: "" });
    // A server's start on a busy 2-core machine, then the first try and its 1 s wait: past expect's 5 s.
    await expect
      .poll(
        () =>
          logLines(down)
            .filter((line) => line.message === "the database does not answer yet: trying again")
            .slice(0, 2),
        { timeout: 30_000 },
      )
      .toEqual([
        expect.objectContaining({ attempt: 1, nextTryInSeconds: 1 }),
        expect.objectContaining({ attempt: 2, nextTryInSeconds: 2 }),
      ]);
    await stopServerGracefully(down);
  });

  // Addresses are masked in every log, and the database's password is never written.
  expect(servers[0]!.output()).toContain(MASKED_FAN);
  for (const server of servers) {
    expect(server.output()).not.toContain(FAN);
    expect(server.output()).not.toContain(DB_PASSWORD);
  }
});
