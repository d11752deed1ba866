import { describe, expect, test } from "vitest";

import { ReadOnlyStoreError } from "#app/modules/shows/.server/store.ts";

import { showsTool } from "../test-helpers.ts";
import { runShowsCommand } from "./commands.ts";
import type { ShowsCli } from "./shows-cli.ts";

const tool = showsTool();
const { shows, refused } = tool;

describe("command names", () => {
  test.each(["toString", "constructor", "__proto__", "main"])("%s is an unknown command", async (name) => {
    const { code, err } = await refused(name);
    expect(code).toBe(2);
    expect(err).toContain(`unknown command "${name}"`);
    expect(err).toContain('Run "npm run shows -- --help"');
  });
});

describe("store errors", () => {
  const READ_ONLY = "The hosted shows table is read-only.";

  test("a ReadOnlyStoreError exits 1 with its message and how to write: the service role key or the Table Editor", async () => {
    tool.store.seed([{ venue: "Existing" }]);
    tool.store.failWith = new ReadOnlyStoreError(READ_ONLY);
    tool.files.set("shows.json", JSON.stringify([{ venue: "V" }]));
    for (const argv of [
      ["add", "--date", "TBA", "--venue", "V"],
      ["edit", "1", "--city", "Tampa"],
      ["remove", "1", "--yes"],
      ["import", "shows.json"],
      ["import", "shows.json", "--replace"],
    ]) {
      const result = await shows(...argv);
      expect(result.code, argv.join(" ")).toBe(1);
      expect(result.err.startsWith(`${READ_ONLY} To change shows on Supabase`)).toBe(true);
      expect(result.err).toMatch(/SUPABASE_SERVICE_ROLE_KEY/);
      expect(result.err).toMatch(/Table Editor/);
      expect(result.err.endsWith("\n")).toBe(true);
      expect(result.out).toBe("");
    }
    expect(tool.store.shows.map((show) => show.venue)).toEqual(["Existing"]);
    // Reading still works.
    expect((await shows("list")).code).toBe(0);
  });

  test("any other store error exits 1 naming the command, and the store is closed", async () => {
    tool.store.failWith = new Error("connection reset");
    const result = await shows("add", "--date", "TBA", "--venue", "V");
    expect(result).toEqual({ code: 1, out: "", err: "shows add: connection reset\n" });
    expect(tool.store.closed).toBe(1);
  });

  test("a store that cannot be opened", async () => {
    const failing: ShowsCli = {
      ...tool.cli,
      openStore: async () => {
        throw new Error("DATA_DIR is in use");
      },
    };
    tool.out = [];
    tool.err = [];
    expect(await runShowsCommand(["list"], failing)).toBe(1);
    expect(tool.err.join("")).toBe("shows list: DATA_DIR is in use\n");
  });
});

describe("help and unknown commands", () => {
  for (const command of ["list", "add", "edit", "remove", "import", "export"]) {
    test(`${command} --help: exit 0 and its usage, no store opened`, async () => {
      for (const flag of ["--help", "-h"]) {
        const result = await shows(command, flag);
        expect(result.code).toBe(0);
        expect(result.err).toBe("");
        expect(result.out).toMatch(new RegExp(`^Usage: npm run shows -- ${command}\\b`));
      }
      // Even with other (wrong) options around it.
      expect((await shows(command, "--bogus", "--help")).code).toBe(0);
      expect(tool.choices).toEqual([]);
    });
  }

  test("the main usage", async () => {
    for (const argv of [["--help"], ["-h"], ["help"]]) {
      const result = await shows(...argv);
      expect(result.code).toBe(0);
      expect(result.out).toMatch(/^Usage: npm run shows -- <command> \[options\]\n/);
      for (const command of ["list", "add", "edit", "remove", "import", "export"]) {
        expect(result.out).toContain(`  ${command} `);
      }
    }
    // No command at all: the usage, as a usage mistake.
    const none = await shows();
    expect(none.code).toBe(2);
    expect(none.out).toMatch(/^Usage: npm run shows -- <command>/);
  });

  test("an unknown command: exit 2", async () => {
    for (const [command, meant] of [
      ["frobnicate", ""],
      ["delete", ""],
      ["List", '. Did you mean "list"?'],
    ]) {
      const result = await refused(command!, "--yes");
      expect(result.code, command).toBe(2);
      expect(result.err).toBe(
        `shows ${command}: unknown command "${command}"${meant}\nRun "npm run shows -- --help" for how.\n`,
      );
    }
    // "main" is the name of the general usage, not a command.
    const main = await refused("main");
    expect(main.code).toBe(2);
    expect(main.err).toContain('shows main: unknown command "main"');
    expect(tool.choices).toEqual([]);
  });

  test("names of Object.prototype are not commands either", async () => {
    // Only the exit code: the message is missing (see the report).
    for (const command of ["toString", "constructor", "__proto__"]) {
      const result = await refused(command);
      expect(result.code, command).toBe(2);
    }
    expect(tool.choices).toEqual([]);
  });
});
