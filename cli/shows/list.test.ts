import { beforeEach, describe, expect, test } from "vitest";

import type { Show } from "#app/lib/shows/fields.ts";
import { ORIGINAL_DEFAULTS } from "#tests/shows.ts";

import { formatTable, toJson } from "../format.ts";
import { EXPORTED_DEFAULTS, NEW_YORK, NOW, showsTool, SOCIAL } from "../test-helpers.ts";

const tool = showsTool();
const { shows, refused } = tool;

describe("list", () => {
  let past: Show;
  let upcoming: Show;
  let undated: Show;

  beforeEach(() => {
    [past, upcoming, undated] = tool.store.seed([
      { id: 1, venue: "Back Then", date: new Date("2026-01-11T01:00:00Z") },
      { ...SOCIAL, id: 2 },
      { id: 3, venue: "Some Day" },
    ]) as [Show, Show, Show];
  });

  test("a table of the upcoming shows: past ones hidden", async () => {
    const result = await shows("list");
    expect(result).toEqual({ code: 0, err: "", out: formatTable([upcoming, undated], tool.cli, NOW) });
    expect(result.out).toContain("December 31, 2026 at 9:00 PM");
    expect(result.out).toContain("TBA");
    expect(result.out).not.toContain("Back Then");
  });

  test("never prints a control or text-direction character it did not write itself", async () => {
    // A row stored by hand, before input refused such text.
    tool.store.seed([
      {
        ...SOCIAL,
        id: 9,
        venue: "Evil\u001b]0;pwned\u0007 Hall\u001b]52;c;cm0gLXJmIH4=\u0007",
        city: "Or\rlando\u202e",
        notes: "line\nbreak\u009b",
      },
    ]);
    // Any control character but the tool's own line ends ("\n", and "\r\n" in CSV).
    const unsafe =
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      /\r(?!\n)|[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;
    for (const argv of [["list"], ["list", "--json"], ["export", "--format", "csv"], ["cancel", "9"]]) {
      const result = await shows(...argv);
      expect(result.out + result.err, argv.join(" ")).not.toMatch(unsafe);
      expect(result.out + result.err, argv.join(" ")).toMatch(/\\u001b/);
    }
    // What the tool writes itself stays: its own line ends.
    expect((await shows("list")).out.split("\n").length).toBeGreaterThan(3);
  });

  test("--all shows past ones too", async () => {
    const result = await shows("list", "--all");
    expect(result.out).toBe(formatTable([past, upcoming, undated], tool.cli, NOW));
    expect(result.out).toContain("Back Then");
  });

  test("--json prints the rows", async () => {
    const result = await shows("list", "--json");
    expect(result.out).toBe(toJson([upcoming, undated], NEW_YORK));
    expect(JSON.parse(result.out)).toEqual([
      { ...SOCIAL, id: 2, date: "2026-12-31T21:00:00-05:00", flyerLink: null, ...EXPORTED_DEFAULTS },
      { id: 3, venue: "Some Day", ...ORIGINAL_DEFAULTS, ...EXPORTED_DEFAULTS },
    ]);
    expect(
      JSON.parse((await shows("list", "--all", "--json")).out).map((row: { id: number }) => row.id),
    ).toEqual([1, 2, 3]);
  });

  test("no shows", async () => {
    tool.store.shows = [];
    expect(await shows("list")).toEqual({ code: 0, out: "No shows.\n", err: "" });
  });

  test("invalid stored rows are reported and left out", async () => {
    tool.store.invalid = [{ id: 7, problems: ["venue: Too small"] }];
    const result = await shows("list");
    expect(result.code).toBe(0);
    expect(result.err).toBe("warning: stored show 7 is invalid and left out (venue: Too small)\n");
  });

  test("an unknown option or an argument is a usage mistake", async () => {
    expect((await refused("list", "--everything")).code).toBe(2);
    expect((await refused("list", "now")).code).toBe(2);
  });
});
