import { describe, expect, test } from "vitest";

import { showsTool, SOCIAL } from "../test-helpers.ts";

/**
 * A flyer given as a picture's name (content/flyers/lorem-lounge.png is the
 * sample's): the command takes it when the file is there, and says where to
 * put it when it is not.
 */

const tool = showsTool();
const { shows, refused } = tool;
const MISSING =
  '--flyer "tour-poster.jpg": is not in content/flyers/: put the picture there (content/flyers/tour-poster.jpg), rebuild the site, and run this again; or give an http(s) link';

describe("a flyer from content/flyers/", () => {
  test("add takes a picture that is there, and prints where it is", async () => {
    const result = await shows(
      "add",
      "--date",
      "2026-12-31 21:00",
      "--venue",
      "The Social",
      "--flyer",
      "lorem-lounge.png",
    );
    expect(result.code).toBe(0);
    expect(result.out).toContain("\n  Flyer: content/flyers/lorem-lounge.png\n");
    expect(tool.store.shows[0]!.flyerLink).toBe("lorem-lounge.png");
  });

  test("add refuses a picture that is not there: exit 1, naming the file and the folder, nothing written", async () => {
    const result = await refused(
      "add",
      "--date",
      "2026-12-31 21:00",
      "--venue",
      "The Social",
      "--flyer",
      "tour-poster.jpg",
    );
    expect(result.code).toBe(1);
    expect(result.err).toBe(`Nothing was saved:\n  ${MISSING}\n`);
  });

  test("edit: the same check; a link is taken without looking for it", async () => {
    tool.store.seed([SOCIAL]);
    const missing = await refused("edit", "1", "--flyer", "tour-poster.jpg");
    expect(missing.code).toBe(1);
    expect(missing.err).toContain(MISSING);
    expect((await shows("edit", "1", "--flyer", "https://flyers.example.com/social.jpg")).code).toBe(0);
    expect((await shows("edit", "1", "--flyer", "lorem-lounge.png")).code).toBe(0);
    expect(tool.store.shows[0]!.flyerLink).toBe("lorem-lounge.png");
  });

  test("a path or a file the site cannot show is refused with what to give instead", async () => {
    const path = await refused(
      "add",
      "--date",
      "TBA",
      "--venue",
      "V",
      "--flyer",
      "content/flyers/lorem-lounge.png",
    );
    expect(path.err).toContain(
      '--flyer "content/flyers/lorem-lounge.png": is a path: give the file\'s name alone (lorem-lounge.png), for a picture in content/flyers/',
    );
    const pdf = await refused("add", "--date", "TBA", "--venue", "V", "--flyer", "poster.pdf");
    expect(pdf.err).toContain('--flyer "poster.pdf": is not a picture the site shows');
  });

  test("import: a row whose flyer is not there is a problem of that row, and nothing is imported", async () => {
    const rows = [
      { date: "TBA", venue: "Here", flyerLink: "lorem-lounge.png" },
      { date: "TBA", venue: "Not here", flyerLink: "tour-poster.jpg" },
    ];
    const result = await refused("import", tool.file("shows.json", JSON.stringify(rows)));
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      'row 2: flyerLink "tour-poster.jpg" is not in content/flyers/: put the picture there (content/flyers/tour-poster.jpg)',
    );
  });
});
