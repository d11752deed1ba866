import { connect as connectSocket, createServer, type Server } from "node:net";

import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";

import { newPostgresDatabase, type PostgresCluster, startPostgresCluster } from "#tests/postgres.ts";

import { connectHostedDatabase } from "./hosted.ts";
import { listenForChanges, type ListenOptions } from "./listen.ts";
import { migrate } from "./migrations.ts";

// On a real PostgreSQL (tests/postgres.ts), as a role that owns its database and nothing more.

/** A database with every migration, as the site makes it at start. */
async function migratedDatabase(newDatabase: () => Promise<string>): Promise<string> {
  const url = await newDatabase();
  const database = connectHostedDatabase(url);
  try {
    await migrate(database.run, () => null);
  } finally {
    await database.close();
  }
  return url;
}

let url: string;
let writer: pg.Client;

/** A connection of the test's own; a stopped server cuts it. */
async function connectWriter(): Promise<pg.Client> {
  const client = new pg.Client(url);
  client.on("error", () => {});
  await client.connect();
  return client;
}

beforeAll(async () => {
  url = await migratedDatabase(newPostgresDatabase);
  writer = await connectWriter();
});

afterAll(() => writer?.end());

const listeners: { close(): Promise<void> }[] = [];
const closeListeners = () => Promise.all(listeners.splice(0).map((listener) => listener.close()));
afterEach(closeListeners);

/** A listener whose calls and log lines the test reads; resolves once it follows the changes. */
async function follow(options: Partial<ListenOptions> = {}) {
  const onChange = vi.fn();
  const log = vi.fn();
  listeners.push(listenForChanges({ connectionString: url, onChange, log, ...options }));
  await vi.waitFor(
    () =>
      expect(log).toHaveBeenCalledWith(
        expect.anything(),
        expect.stringMatching(/^(listening|looking|Changes)/),
      ),
    { timeout: 10_000 },
  );
  return { onChange, log };
}

const addShow = (venue: string, client: pg.Client = writer) =>
  client.query("insert into public.shows (venue) values ($1)", [venue]);
const soon = { timeout: 2_000, interval: 20 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("a change made on another connection is heard within 2 s, and nothing is heard before it", async () => {
  const { onChange, log } = await follow();
  expect(log).toHaveBeenCalledWith("info", "listening for changes to the shows");
  await sleep(300);
  expect(onChange).not.toHaveBeenCalled();

  await addShow("The Social");
  await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1), soon);
});

test("the campaign another instance saves at /admin is heard within 2 s too", async () => {
  const { onChange } = await follow();
  await writer.query(`update headliner.campaign set overrides = '{"activeStyle": "normal"}'`);
  await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1), soon);
});

test("a burst of changes makes one call; a rolled-back change none", async () => {
  const { onChange } = await follow();
  await writer.query(`begin;
    insert into public.shows (venue) values ('One'), ('Two');
    update public.shows set venue = upper(venue);
    delete from public.shows where venue = 'ONE';
    commit`);
  await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1), soon);
  await writer.query("begin; delete from public.shows; rollback");
  await sleep(500);
  expect(onChange).toHaveBeenCalledTimes(1);
});

test("polling sees a change, and calls nothing while nothing changes", async () => {
  const { onChange, log } = await follow({ pollOnly: true, pollEveryMs: 200 });
  expect(log).toHaveBeenCalledWith("info", "looking for changes to the shows every 0.2 s");
  await sleep(1_000);
  expect(onChange).not.toHaveBeenCalled();

  await addShow("Will's Pub");
  await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1), soon);
  await sleep(1_000);
  expect(onChange).toHaveBeenCalledTimes(1);
});

/** Passes everything on but notifications, as a transaction pooler does. */
async function notificationlessProxy(target: URL): Promise<{ url: string; server: Server }> {
  const server = createServer((client) => {
    const upstream = connectSocket(Number(target.port), target.hostname);
    client.pipe(upstream);
    let pending = Buffer.alloc(0);
    upstream.on("data", (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      const passed: Buffer[] = [];
      // Each server message: a type byte, then its length (which counts itself).
      while (pending.length >= 5 && pending.length >= pending.readUInt32BE(1) + 1) {
        const size = pending.readUInt32BE(1) + 1;
        if (pending[0] !== "A".charCodeAt(0)) passed.push(pending.subarray(0, size));
        pending = pending.subarray(size);
      }
      client.write(Buffer.concat(passed));
    });
    const cut = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("close", cut).on("error", cut);
    upstream.on("close", cut).on("error", cut);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const proxied = new URL(target);
  proxied.host = `127.0.0.1:${(server.address() as { port: number }).port}`;
  return { url: proxied.toString(), server };
}

test("behind a pooler that drops notifications, it says so once and looks every so often", async () => {
  const proxy = await notificationlessProxy(new URL(url));
  try {
    const { onChange, log } = await follow({
      connectionString: proxy.url,
      pollEveryMs: 300,
      probeWaitMs: 500,
    });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      "warn",
      "Changes to the shows cannot be heard through this database address (a transaction pooler does not pass notifications on), so this instance looks for them every 0.3 s instead.",
    );
    await addShow("Tanqueray's");
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1), soon);
  } finally {
    await closeListeners();
    proxy.server.close();
  }
});

// Stopping the server and making a role: a cluster of these tests' own (tests/postgres.ts).
describe("on a server of its own", () => {
  let cluster: PostgresCluster;
  let clusterUrl: string;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
    clusterUrl = await migratedDatabase(() => cluster.newDatabase());
  }, 120_000);
  afterAll(async () => {
    await closeListeners();
    await cluster?.remove();
  });

  const lost = (log: ReturnType<typeof vi.fn>) =>
    vi.waitFor(
      () =>
        expect(log).toHaveBeenCalledWith(
          "warn",
          expect.stringMatching(/^cannot reach the database/),
          expect.anything(),
        ),
      soon,
    );
  const back = (log: ReturnType<typeof vi.fn>) =>
    vi.waitFor(() => expect(log).toHaveBeenCalledWith("info", "changes to the shows are followed again"), {
      timeout: 15_000,
    });

  test("after a restart the listener subscribes again, catches up once and hears the next change", async () => {
    const { onChange, log } = await follow({ connectionString: clusterUrl });
    await cluster.stop();
    await lost(log);
    await cluster.start();
    await back(log);
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1), soon);
    expect(log.mock.calls.filter(([level]) => level === "warn")).toHaveLength(1);

    const client = new pg.Client(clusterUrl);
    await client.connect();
    try {
      await addShow("Back Booth", client);
      await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(2), soon);
    } finally {
      await client.end();
    }
  });

  test("started while the server is down, it follows once the server is up, and catches up", async () => {
    await cluster.stop();
    const onChange = vi.fn();
    const log = vi.fn();
    listeners.push(listenForChanges({ connectionString: clusterUrl, onChange, log }));
    await lost(log);
    await cluster.start();
    await back(log);
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1), soon);
  });

  test("a change by a role with rights on the shows alone, as Supabase's service role, is heard", async () => {
    const { onChange } = await follow({ connectionString: clusterUrl });
    const role = `shows_writer_${Date.now()}`;
    const admin = new pg.Client(cluster.adminUrl);
    await admin.connect();
    try {
      await admin.query(`create role ${role} login password 'writer' bypassrls`);
      const owner = new pg.Client(clusterUrl);
      await owner.connect();
      await owner.query(`grant insert on public.shows to ${role}`);
      await owner.end();
      const serviceRole = new URL(clusterUrl);
      [serviceRole.username, serviceRole.password] = [role, "writer"];
      const writerRole = new pg.Client(serviceRole.toString());
      await writerRole.connect();
      try {
        await addShow("Stardust Video & Coffee", writerRole);
      } finally {
        await writerRole.end();
      }
      await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1), soon);
    } finally {
      await admin.end();
    }
  });
});
