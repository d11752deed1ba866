import { describe, expect, test } from "vitest";

import { showsTool, SOCIAL_AND_OTHER } from "../test-helpers.ts";

const tool = showsTool({ seed: SOCIAL_AND_OTHER });
const { shows, refused } = tool;

describe("remove", () => {
  test("asks first, showing the show; yes removes it", async () => {
    tool.answer = true;
    const result = await shows("remove", "1");
    expect(result).toEqual({ code: 0, out: "Removed show 1.\n", err: "" });
    expect(tool.questions).toEqual([
      "Remove show 1?\n  December 31, 2026 at 9:00 PM\n  The Social, Orlando, FL\n  $15 · Ages 21+ · With Loopback\n  Get Tickets: https://tickets.example.com/social\n  Page: /shows/1\n[y/N] ",
    ]);
    expect(tool.store.shows.map((show) => show.id)).toEqual([2]);
  });

  test("no keeps it", async () => {
    tool.answer = false;
    const result = await shows("remove", "1");
    expect(result.out).toBe("Nothing removed.\n");
    expect(result.code).toBe(1);
    expect(tool.store.writes).toBe(0);
    expect(tool.store.shows.map((show) => show.id)).toEqual([1, 2]);
  });

  test("nobody to ask: refuses, telling to use --yes", async () => {
    tool.answer = null;
    const result = await refused("remove", "1");
    expect(result.code).toBe(2);
    expect(result.err).toContain("remove asks for confirmation: run it in a terminal, or add --yes");
    expect(tool.questions).toHaveLength(1);
  });

  test("--yes (or -y) removes without asking", async () => {
    expect(await shows("remove", "1", "--yes")).toEqual({ code: 0, out: "Removed show 1.\n", err: "" });
    expect(await shows("remove", "-y", "2")).toEqual({ code: 0, out: "Removed show 2.\n", err: "" });
    expect(tool.questions).toEqual([]);
    expect(tool.store.shows).toEqual([]);
  });

  test("an unknown id is refused without asking", async () => {
    tool.answer = true;
    const result = await refused("remove", "9");
    expect(result.code).toBe(1);
    expect(result.err).toContain("There is no show 9 in the test store.");
    expect(tool.questions).toEqual([]);
  });

  test("a missing or bad id is a usage mistake", async () => {
    expect((await refused("remove")).code).toBe(2);
    expect((await refused("remove", "one", "--yes")).code).toBe(2);
  });
});
