import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "@playwright/test";

import { type FakeSupabase, startFakeSupabase } from "../fakes/supabase.ts";
import { listsShow } from "../home-rows.ts";
import {
  freePort,
  logLines,
  startListeningServer,
  startServer,
  stopServers,
  temporaryFolder,
} from "../server-process.ts";
import {
  dayFromNow,
  type ExportRow,
  folderWithDatabase,
  homePage,
  listAll,
  runTool,
  runToolOk,
  stopTools,
} from "./shows-tool-helpers.ts";

/**
 * The shows command-line tool as the band runs it (`npm run shows`),
 * each command a process of its own: against a running production server (through
 * its database socket), on the folder itself when no server runs, and against a
 * (fake) hosted Supabase.
 */

const fakes: FakeSupabase[] = [];

test.afterEach(async () => {
  stopTools();
  stopServers();
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

test.describe.configure({ timeout: 120_000 });

/** The venue as a card title on Home, its link to the show's page (React escapes nothing in these names). */
const onHome = listsShow;

/**
 * An export's rows without updatedAt, which the database stamps on every
 * write (a restore included); every row must still have one.
 */
function withoutStamps(exported: string): unknown[] {
  return (JSON.parse(exported) as Record<string, unknown>[]).map(({ updatedAt, ...row }) => {
    expect(updatedAt, `updatedAt of show ${String(row.id)}`).toEqual(expect.any(String));
    return row;
  });
}

test.describe("the shows tool against a running server", () => {
  test("add, list, edit, import, remove and export/import --replace go through the server and show on / at the next load", async () => {
    const { cwd, dataDir } = await folderWithDatabase();
    const server = await startListeningServer({}, { cwd });
    const env = { DATA_DIR: dataDir };
    const home = async () => {
      const page = await homePage(server.url);
      expect(page.status).toBe(200);
      return page.html;
    };
    // A first load fills the server's 30-second shows cache: a change must not wait for it.
    expect(await home()).toContain("The Lorem Lounge");

    let id = 0;
    await test.step("add", async () => {
      const out = await runToolOk(
        ["add", "--date", `${dayFromNow(20)} 20:00`, "--venue", "Socket Added Hall", "--city", "Orlando"],
        env,
      );
      const match =
        /^Added show (\d+) to the embedded database in (.+), through the running server \(pid (\d+)\):/m.exec(
          out,
        );
      expect(match, out).not.toBeNull();
      id = Number(match![1]);
      expect(match![2]).toBe(dataDir);
      expect(Number(match![3])).toBe(server.child.pid);
      expect(onHome(await home(), "Socket Added Hall")).toBe(true);
    });

    await test.step("list", async () => {
      const table = await runToolOk(["list"], env);
      expect(table).toMatch(new RegExp(`^${id}\\s+.*Socket Added Hall`, "m"));
      const rows = await listAll(env);
      expect(rows.find((row) => row.id === id)).toMatchObject({
        venue: "Socket Added Hall",
        city: "Orlando",
      });
    });

    await test.step("edit", async () => {
      const out = await runToolOk(["edit", String(id), "--venue", "Socket Renamed Room"], env);
      expect(out).toContain(`Changed show ${id}:`);
      const html = await home();
      expect(onHome(html, "Socket Renamed Room")).toBe(true);
      expect(html).not.toContain("Socket Added Hall");
    });

    let importedIds: number[] = [];
    await test.step("import a JSON file of two shows", async () => {
      const file = join(temporaryFolder(), "two-shows.json");
      writeFileSync(
        file,
        JSON.stringify([
          { date: `${dayFromNow(25)}T21:00:00-05:00`, venue: "Imported Garage", city: "Tampa", state: "FL" },
          { date: `${dayFromNow(26)}T19:00:00-05:00`, venue: "Imported Boathouse", price: 10 },
        ]),
      );
      const out = await runToolOk(["import", file], env);
      const match = /Added 2 shows from .* \(ids (\d+), (\d+)\)/.exec(out);
      expect(match, out).not.toBeNull();
      importedIds = [Number(match![1]), Number(match![2])];
      const html = await home();
      expect(onHome(html, "Imported Garage")).toBe(true);
      expect(onHome(html, "Imported Boathouse")).toBe(true);
    });

    await test.step("reschedule and cancel: the show's page says so at the next load", async () => {
      const page = async () => {
        const response = await fetch(`${server.url}/shows/${id}`);
        expect(response.status).toBe(200);
        return response.text();
      };
      await runToolOk(["edit", String(id), "--tickets", "https://tickets.example.com/socket"], env);
      expect(await page()).toContain("Get Tickets");
      const moved = await runToolOk(["reschedule", String(id), "--date", `${dayFromNow(21)} 21:00`], env);
      expect(moved).toMatch(new RegExp(`^Rescheduled show ${id}:\n.* · Rescheduled\n {2}Moved from `));
      expect(await page()).toContain("Moved from ");
      const cancelled = await runToolOk(["cancel", String(id)], env);
      expect(cancelled).toContain("· Cancelled");
      const html = await page();
      expect(html).toContain(">Cancelled</strong>");
      expect(html).not.toContain("Get Tickets");
      expect(html).toContain('"eventStatus":"https://schema.org/EventCancelled"');
      // Still listed on Home until its window ends, marked as such.
      expect(onHome(await home(), "Socket Renamed Room")).toBe(true);
      await runToolOk(["edit", String(id), "--status", "scheduled"], env);
    });

    await test.step("remove --yes", async () => {
      const out = await runToolOk(["remove", String(importedIds[0]), "--yes"], env);
      expect(out).toContain(`Removed show ${importedIds[0]}.`);
      const html = await home();
      expect(html).not.toContain("Imported Garage");
      expect(onHome(html, "Imported Boathouse")).toBe(true);
      expect(onHome(html, "Socket Renamed Room")).toBe(true);
    });

    await test.step("export, then import --replace of that export, gives the same export", async () => {
      const exported = await runToolOk(["export"], env);
      const rows = JSON.parse(exported) as ExportRow[];
      expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining([id, importedIds[1]]));
      expect(rows.map((row) => row.id)).not.toContain(importedIds[0]);
      const file = join(temporaryFolder(), "backup.json");
      writeFileSync(file, exported);
      const out = await runToolOk(["import", file, "--replace"], env);
      expect(out).toContain(`with the ${rows.length} in ${file}`);
      expect(withoutStamps(await runToolOk(["export"], env))).toEqual(withoutStamps(exported));
      // The CSV form of the same shows round-trips too.
      const csv = await runToolOk(["export", "--format", "csv"], env);
      const csvFile = join(temporaryFolder(), "backup.csv");
      writeFileSync(csvFile, csv);
      await runToolOk(["import", csvFile, "--replace"], env);
      expect(withoutStamps(await runToolOk(["export"], env))).toEqual(withoutStamps(exported));
      expect(onHome(await home(), "Socket Renamed Room")).toBe(true);
    });

    await test.step("the server logged no error and still answers", async () => {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect(logLines(server).filter((line) => line.level === "error")).toEqual([]);
      expect(server.child.exitCode).toBeNull();
    });
  });

  test("a second server on the same DATA_DIR exits 1 naming the first's pid; the first keeps serving", async () => {
    const { cwd, dataDir } = await folderWithDatabase();
    const first = await startListeningServer({}, { cwd });
    const second = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir }, { cwd });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `DATA_DIR (${dataDir}) is in use by a running headliner server (pid ${first.child.pid}).`,
    );
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    const page = await homePage(first.url);
    expect(page.status).toBe(200);
    expect(onHome(page.html, "The Lorem Lounge")).toBe(true);
    // The lock still names the first server, and the tool still reaches it.
    const out = await runToolOk(["add", "--date", "TBA", "--venue", "After The Refusal"], {
      DATA_DIR: dataDir,
    });
    expect(out).toContain(`through the running server (pid ${first.child.pid})`);
  });
});

test.describe("the shows tool without a server", () => {
  test("opens the folder itself, leaves no lock behind, and a server started afterwards shows the change", async () => {
    const { cwd, dataDir } = await folderWithDatabase();
    const env = { DATA_DIR: dataDir };
    const out = await runToolOk(
      ["add", "--date", `${dayFromNow(30)} 20:30`, "--venue", "Offline Added Cellar"],
      env,
    );
    expect(out).toMatch(
      new RegExp(`^Added show \\d+ to the embedded database in ${dataDir.replaceAll("/", "\\/")}:`, "m"),
    );
    expect(out).not.toContain("through the running server");
    expect(existsSync(join(dataDir, "headliner.lock"))).toBe(false);
    expect((await listAll(env)).map((row) => row.venue)).toContain("Offline Added Cellar");
    expect(existsSync(join(dataDir, "headliner.lock"))).toBe(false);

    const server = await startListeningServer({}, { cwd });
    const page = await homePage(server.url);
    expect(page.status).toBe(200);
    expect(onHome(page.html, "Offline Added Cellar")).toBe(true);
  });

  test("remove without --yes and no terminal refuses (exit 2) and removes nothing", async () => {
    const { dataDir } = await folderWithDatabase();
    const env = { DATA_DIR: dataDir };
    const before = await listAll(env);
    const victim = before[0]!;
    const result = await runTool(["remove", String(victim.id)], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("add --yes");
    expect(await listAll(env)).toEqual(before);
  });

  test("--help exits 0 with its usage; an unknown option exits 2 naming it", async () => {
    const env = { DATA_DIR: join(temporaryFolder(), "never-created") };
    // Every command's own usage is cli/shows/commands.test.ts's: here, that the command line reaches it.
    const commands = ["add"];
    const helps = await Promise.all([
      runTool(["--help"], env),
      ...commands.map((command) => runTool([command, "--help"], env)),
    ]);
    for (const [index, help] of helps.entries()) {
      const command = ["", ...commands][index];
      expect(help.code, `shows ${command} --help`).toBe(0);
      expect(help.stdout).toContain(`Usage: npm run shows -- ${command || "<command>"}`);
    }

    const unknown = await runTool(["add", "--date", "TBA", "--venue", "Typo Tavern", "--prize", "5"], env);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("--prize");
    const noCommand = await runTool(["lsit"], env);
    expect(noCommand.code).toBe(2);
    expect(noCommand.stderr).toContain('unknown command "lsit"');
    // Nothing of this needed the database.
    expect(existsSync(env.DATA_DIR)).toBe(false);
  });

  test("a value the site could not show exits 1 naming the option and the value, and saves nothing", async () => {
    const env = { DATA_DIR: join(temporaryFolder(), "never-created") };
    const price = await runTool(
      ["add", "--date", "TBA", "--venue", "Negative Nightclub", "--price", "-5"],
      env,
    );
    expect(price.code).toBe(1);
    expect(price.stderr).toContain("Nothing was saved");
    expect(price.stderr).toContain('--price "-5"');
    const date = await runTool(["edit", "3", "--date", "2027-02-30 20:00"], env);
    expect(date.code).toBe(1);
    expect(date.stderr).toContain('--date "2027-02-30 20:00"');
    expect(existsSync(env.DATA_DIR)).toBe(false);
  });
});

test.describe("the shows tool against a hosted Supabase (fake)", () => {
  async function hosted(withServiceRole: boolean) {
    const fake = await startFakeSupabase();
    fakes.push(fake);
    const env: Record<string, string> = {
      SUPABASE_URL: fake.url,
      SUPABASE_ANON_KEY: fake.anonKey,
      // Hosted mode opens no embedded database: a folder that must stay absent.
      DATA_DIR: join(temporaryFolder(), "never-created"),
    };
    if (withServiceRole) env.SUPABASE_SERVICE_ROLE_KEY = fake.serviceRoleKey;
    return { fake, env };
  }

  /** "/rest/v1/shows id=eq.5": the path and the row filter of a request. */
  const pathAndId = (path: string) => {
    const url = new URL(path, "http://fake");
    return `${url.pathname} id=${url.searchParams.get("id")}`;
  };
  const writes = (fake: FakeSupabase) => fake.requests.filter((request) => request.method !== "GET");

  test("with the service role key: add, edit, remove, import and import --replace reach the table", async () => {
    const { fake, env } = await hosted(true);
    const carriesServiceRole = (request: FakeSupabase["requests"][number]) =>
      request.headers.apikey === fake.serviceRoleKey &&
      request.headers.authorization === `Bearer ${fake.serviceRoleKey}`;
    const newWrites = (() => {
      let seen = 0;
      return () => {
        const all = writes(fake);
        const fresh = all.slice(seen);
        seen = all.length;
        return fresh;
      };
    })();

    const added = await runToolOk(
      ["add", "--date", `${dayFromNow(40)} 20:00`, "--venue", "Hosted Added Attic", "--ages", "21"],
      env,
    );
    const match = /^Added show (\d+) to the hosted shows table at (\S+) \(with the service role key\)/m.exec(
      added,
    );
    expect(match, added).not.toBeNull();
    const id = Number(match![1]);
    let sent = newWrites();
    expect(sent.map((request) => [request.method, new URL(request.path, fake.url).pathname])).toEqual([
      ["POST", "/rest/v1/shows"],
    ]);
    expect(sent.every(carriesServiceRole)).toBe(true);
    expect(JSON.parse(sent[0]!.body)).toEqual([
      expect.objectContaining({ venue: "Hosted Added Attic", ageRestriction: 21 }),
    ]);
    expect((await listAll(env)).find((row) => row.id === id)).toMatchObject({ venue: "Hosted Added Attic" });

    expect(await runToolOk(["edit", String(id), "--venue", "Hosted Renamed Loft"], env)).toContain(
      `Changed show ${id}:`,
    );
    sent = newWrites();
    expect(sent.map((request) => [request.method, pathAndId(request.path)])).toEqual([
      ["PATCH", `/rest/v1/shows id=eq.${id}`],
    ]);
    expect(sent.every(carriesServiceRole)).toBe(true);
    expect(JSON.parse(sent[0]!.body)).toEqual({ venue: "Hosted Renamed Loft" });
    expect((await listAll(env)).find((row) => row.id === id)?.venue).toBe("Hosted Renamed Loft");

    expect(await runToolOk(["remove", String(id), "--yes"], env)).toContain(`Removed show ${id}.`);
    sent = newWrites();
    expect(sent.map((request) => [request.method, pathAndId(request.path)])).toEqual([
      ["DELETE", `/rest/v1/shows id=eq.${id}`],
    ]);
    expect(sent.every(carriesServiceRole)).toBe(true);
    expect((await listAll(env)).map((row) => row.id)).not.toContain(id);

    const file = join(temporaryFolder(), "two.json");
    writeFileSync(
      file,
      JSON.stringify([
        { date: `${dayFromNow(41)}T20:00:00-05:00`, venue: "Hosted Import One" },
        { date: null, venue: "Hosted Import Two", supportingArtists: ["Opener"] },
      ]),
    );
    expect(await runToolOk(["import", file], env)).toMatch(/Added 2 shows from .* \(ids \d+, \d+\)/);
    sent = newWrites();
    expect(sent.map((request) => [request.method, new URL(request.path, fake.url).pathname])).toEqual([
      ["POST", "/rest/v1/shows"],
    ]);
    expect(sent.every(carriesServiceRole)).toBe(true);
    expect((JSON.parse(sent[0]!.body) as unknown[]).length).toBe(2);
    const afterImport = await listAll(env);
    expect(afterImport.map((row) => row.venue)).toEqual(
      expect.arrayContaining(["Hosted Import One", "Hosted Import Two"]),
    );

    // A restore: the export, less its first row and with one venue changed, replaces everything.
    const exported = JSON.parse(await runToolOk(["export"], env)) as ExportRow[];
    expect(exported).toEqual(afterImport);
    expect(exported.find((row) => row.venue === "Hosted Import One")).toMatchObject({
      status: "scheduled",
      soldOut: false,
      updatedAt: expect.any(String),
    });
    const restored = exported
      .slice(1)
      .map((row) => (row.venue === "Hosted Import Two" ? { ...row, venue: "Hosted Restored Two" } : row));
    const backup = join(temporaryFolder(), "backup.json");
    writeFileSync(backup, `${JSON.stringify(restored, null, 2)}\n`);
    expect(await runToolOk(["import", backup, "--replace"], env)).toContain(
      `Replaced every show in the hosted shows table`,
    );
    sent = newWrites();
    expect(sent.map((request) => [request.method, new URL(request.path, fake.url).pathname])).toEqual([
      ["POST", "/rest/v1/rpc/replace_shows"],
    ]);
    expect(sent.every(carriesServiceRole)).toBe(true);
    expect((JSON.parse(sent[0]!.body) as { new_shows: unknown[] }).new_shows).toHaveLength(restored.length);
    expect(withoutStamps(await runToolOk(["export"], env))).toEqual(
      withoutStamps(`${JSON.stringify(restored, null, 2)}\n`),
    );
    expect(fake.unhandled()).toEqual([]);
    expect(existsSync(env.DATA_DIR!)).toBe(false);
  });

  test("without the service role key every write exits 1 with the read-only message and sends no write", async () => {
    const { fake, env } = await hosted(false);
    const file = join(temporaryFolder(), "one.json");
    writeFileSync(file, JSON.stringify([{ date: null, venue: "Never Written" }]));
    const before = await runToolOk(["export"], env);
    const attempts = [
      ["add", "--date", "TBA", "--venue", "Never Written"],
      ["edit", "102", "--venue", "Never Renamed"],
      ["remove", "102", "--yes"],
      ["import", file],
      ["import", file, "--replace"],
    ];
    for (const args of attempts) {
      const result = await runTool(args, env);
      expect(result.code, `shows ${args.join(" ")}`).toBe(1);
      expect(result.stderr).toContain("read-only with the public anon key");
      expect(result.stderr).toContain("SUPABASE_SERVICE_ROLE_KEY");
    }
    expect(writes(fake)).toEqual([]);
    // Reads used the anon key, and the table is as it was.
    expect(fake.requests.every((request) => request.headers.apikey === fake.anonKey)).toBe(true);
    expect(await runToolOk(["export"], env)).toBe(before);
    expect(existsSync(env.DATA_DIR!)).toBe(false);
  });
});
