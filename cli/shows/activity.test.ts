import { expect, test } from "vitest";

import { showsTool, SOCIAL_AND_OTHER } from "../test-helpers.ts";

const tool = showsTool({ seed: SOCIAL_AND_OTHER });

test("each change the command makes goes into the band's activity list; a refused one does not", async () => {
  await tool.shows("add", "--date", "2027-01-09 20:00", "--venue", "The Alley", "--city", "Sanford");
  await tool.shows("cancel", "1");
  await tool.shows("edit", "2", "--price", "lots");
  await tool.shows("remove", "2", "--yes");
  expect(tool.activity).toEqual([
    "added show 3 (The Alley, Sanford)",
    "cancelled show 1 (The Social, Orlando)",
    expect.stringMatching(/^removed show 2 \(/),
  ]);
});
