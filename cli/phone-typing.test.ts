import { describe, expect, test } from "vitest";

import { runFansCommand } from "./fans/commands.ts";
import { FANS_HELP } from "./fans/help.ts";
import { formatNarrowList, formatTable } from "./format.ts";
import { HELP } from "./shows/help.ts";
import { NOW, showsTool, SOCIAL } from "./test-helpers.ts";

/**
 * The shows and fans tools typed from a phone's SSH app: its keyboard's em
 * dashes and curly quotes reach the program as characters (the shell does not
 * read them), and its terminal is about 40 columns wide.
 */

const tool = showsTool();
const { shows, refused } = tool;

/** A command line split as a shell splits it: at spaces, curly quotes being no quotes to a shell. */
const typed = (line: string) => line.split(" ");

describe("a phone's punctuation", () => {
  test("an em or en dash before an option is --, and curly quotes are taken away as a shell takes straight ones", async () => {
    const result = await shows(
      ...typed(
        "add —date 2026-12-31 –venue “The Social” —city Orlando —sold-out yes —notes=“Doors 8pm” —with ‘Joe’s Band’",
      ),
    );
    expect(result.err).toBe("");
    expect(result.code).toBe(0);
    expect(tool.store.snapshot()).toEqual([
      expect.objectContaining({
        venue: "The Social",
        city: "Orlando",
        soldOut: true,
        notes: "Doors 8pm",
        supportingArtists: ["Joe’s Band"],
      }),
    ]);
  });

  test("a value with a quote left at its end loses it; an apostrophe inside a word stays", async () => {
    await shows(...typed("add --date 2026-12-31 --venue Joe’s --notes 8pm”"));
    expect(tool.store.snapshot()).toEqual([expect.objectContaining({ venue: "Joe’s", notes: "8pm" })]);
  });

  test("a name quoted inside a value keeps its quotes, and a quote never takes in the next option", async () => {
    await shows("add", "--date", "2026-12-31", "--venue", "V", "--notes", "Opening for “Propofol”");
    await shows(
      ...[
        "add",
        "--date",
        "2027-01-02",
        "--venue",
        "W",
        "--notes",
        "“Best show of the year” — Orlando Weekly",
      ],
      ...["--city", "Tampa"],
    );
    await shows(...typed("add --date 2027-01-03 --venue “The Social --city Orlando"));
    expect(tool.store.snapshot()).toEqual([
      expect.objectContaining({ notes: "Opening for “Propofol”" }),
      expect.objectContaining({ notes: "“Best show of the year” — Orlando Weekly", city: "Tampa" }),
      expect.objectContaining({ venue: "The Social", city: "Orlando" }),
    ]);
  });

  test("a dash followed by no option's name is still a mistake", async () => {
    for (const argv of [["—"], ["—", "5"], ["–5"]]) {
      const result = await refused("add", "--date", "TBA", "--venue", "V", ...argv);
      expect(result.code, argv.join(" ")).toBe(2);
      expect(result.err).toContain(`unexpected argument "${argv[0]}"`);
    }
  });

  test("an unknown option gets the nearest one, as the config check suggests a setting", async () => {
    const result = await refused("edit", "1", "--soldout", "yes");
    expect(result.code).toBe(2);
    expect(result.err).toBe(
      `shows edit: Unknown option '--soldout'. Did you mean "--sold-out"?\nRun "npm run shows -- edit --help" for how.\n`,
    );
    expect((await refused("list", "—al")).err).toContain(`Unknown option '--al'. Did you mean "--all"?`);
    expect((await refused("lsit")).err).toContain(`unknown command "lsit". Did you mean "list"?`);
    // Nothing near enough: no guess.
    expect((await refused("list", "--everything")).err).not.toContain("Did you mean");
  });

  test("—help is --help", async () => {
    expect((await shows("add", "—help")).out).toBe(`${HELP.add}\n`);
    expect((await shows("—help")).out).toBe(`${HELP.main}\n`);
    expect((await shows("list", "–h")).out).toBe(`${HELP.list}\n`);
  });

  test("the fans tool forgives the same, and suggests the same", async () => {
    const fans = async (...argv: string[]) => {
      const output: string[] = [];
      const code = await runFansCommand(argv, {
        openList: () => Promise.reject(new Error("no list in this test")),
        timeZone: "America/New_York",
        out: (text) => output.push(text),
        err: (text) => output.push(text),
      });
      return { code, output: output.join("") };
    };
    expect(await fans("export", "—formt", "csv")).toEqual({
      code: 2,
      output: `fans export: Unknown option '--formt'. Did you mean "--format"?\nRun "npm run fans -- export --help" for how.\n`,
    });
    // Read as --format “json” → json: the list is asked for, so the options were understood.
    expect((await fans("export", "—format", "“json”")).output).toBe("fans export: no list in this test\n");
    expect((await fans("outbx")).output).toContain(`unknown command "outbx". Did you mean "outbox"?`);
    expect((await fans("list", "—help")).code).toBe(0);
  });

  test("--help says so, for both tools", () => {
    for (const help of [HELP.main, FANS_HELP.main]) {
      expect(help).toContain("An em or en dash before an option (—venue, –venue) reads as --venue");
      expect(help).toContain("curly quotes (“The Social”, ‘Joe’s Pub’) as straight ones");
    }
  });
});

describe("list on a phone's narrow terminal", () => {
  const LONG = {
    ...SOCIAL,
    venue: "The Grand Ballroom at the Old Orlando Theater",
    city: "Winter Springs",
    state: "FL",
    supportingArtists: ["Loopback", "The Cold Opens", "A Band With A Long Name"],
    date: new Date("2026-09-30T16:00:00Z"),
  };

  test("--narrow gives a few lines per show, none over 40 columns", async () => {
    tool.store.seed([
      { ...LONG, id: 123 },
      { ...SOCIAL, id: 2, soldOut: true },
      { id: 3, venue: "Some Day" },
    ]);
    const result = await shows("list", "--narrow");
    expect(result.code).toBe(0);
    const lines = result.out.trimEnd().split("\n");
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(40);
    expect(lines.slice(0, 5)).toEqual([
      "#123 September 30, 2026 at 12:00 PM",
      "  The Grand Ballroom at the Old Orlando…",
      "  Winter Springs, FL · $15 · Ages 21+",
      "  With Loopback, The Cold Opens, A Band…",
      "  scheduled",
    ]);
    expect(result.out).toContain(
      "\n#2 December 31, 2026 at 9:00 PM\n  The Social\n  Orlando, FL · $15 · Ages 21+\n  With Loopback\n  sold out\n",
    );
    expect(result.out).toContain("#3 TBA\n  Some Day\n  scheduled, no ticket link\n");
  });

  test("a terminal narrower than the table gets the narrow list by itself; a wide one the table", async () => {
    const [show] = tool.store.seed([{ ...LONG, id: 1 }]);
    tool.cli.columns = 40;
    try {
      expect((await shows("list")).out).toBe(formatNarrowList([show!], tool.cli, NOW));
      tool.cli.columns = 200;
      expect((await shows("list")).out).toBe(formatTable([show!], tool.cli, NOW));
    } finally {
      delete tool.cli.columns;
    }
  });
});
