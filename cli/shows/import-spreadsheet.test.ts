import { describe, expect, test } from "vitest";

import { showsTool } from "../test-helpers.ts";

/** A file as Google Sheets, Excel or Numbers exports a band's list of shows (decision 078). */

const tool = showsTool();
const { shows, refused } = tool;

describe("import: a spreadsheet's export", () => {
  test("US dates, a date and time in one cell, a Time column, Free and TBA prices", async () => {
    const file = tool.file(
      "shows.csv",
      [
        "Date,Time,Venue,City,State,Price",
        "2/19/2027,8:00 PM,The Social,Orlando,FL,$12.00",
        '"Feb 20, 2027 8:00 PM",,Masquerade,Atlanta,GA,Free',
        '"Sun, Feb 21, 2027",9pm,Will\'s Pub,Orlando,FL,TBA',
        "2/22/2027,,Tree House,Gainesville,FL,$0",
        "",
      ].join("\r\n"),
    );
    const result = await shows("import", file);
    expect(result.err).toBe("");
    expect(result.code).toBe(0);
    expect(tool.store.shows.map(({ date, venue, price }) => ({ date, venue, price }))).toEqual([
      { date: new Date("2027-02-20T01:00:00Z"), venue: "The Social", price: 12 },
      { date: new Date("2027-02-21T01:00:00Z"), venue: "Masquerade", price: 0 },
      { date: new Date("2027-02-22T02:00:00Z"), venue: "Will's Pub", price: null },
      // No time: not announced yet (local midnight).
      { date: new Date("2027-02-22T05:00:00Z"), venue: "Tree House", price: 0 },
    ]);
  });

  test('"Start", "Show time" and "Start time" are the Time column too', async () => {
    for (const name of ["Start", "Show time", "start_time", "Time"]) {
      const file = tool.file("shows.csv", `Venue,Date,${name}\nThe Social,2/19/2027,8pm\n`);
      expect((await shows("import", file)).code, name).toBe(0);
      expect(tool.store.shows.at(-1)!.date, name).toEqual(new Date("2027-02-20T01:00:00Z"));
    }
  });

  test("a \"Doors\" column becomes the notes' doors time, which the show's page shows", async () => {
    const file = tool.file(
      "shows.csv",
      "Venue,Date,Doors,Notes\nThe Social,2/19/2027 8pm,7pm,All ages\nWill's Pub,2/20/2027 9pm,7:30 p.m.,\n",
    );
    expect((await shows("import", file)).code).toBe(0);
    expect(tool.store.shows.map((show) => show.notes)).toEqual(["Doors 7 PM. All ages", "Doors 7:30 PM"]);
  });

  test("nothing is imported, and every bad cell is named by its row and column", async () => {
    const file = tool.file(
      "shows.csv",
      [
        "Date,Time,Venue,Price,Doors",
        "19/2/2027,,The Social,$12.00,",
        "2/19/27,8:00,Will's Pub,Free,",
        '"Feb 20, 2027 8:00 PM",9pm,Masquerade,,',
        "TBA,8pm,Tree House,,",
        "2/21/2027,,Lorem Lounge,,8",
        "2/22/2027,10:30,Ipsum Hall,,",
        "",
      ].join("\n"),
    );
    const { code, err } = await refused("import", file);
    expect(code).toBe(1);
    expect(err.split("\n")).toEqual([
      "Nothing was imported: 7 problems in shows.csv:",
      '  row 2: Date "19/2/2027" reads day first (19/2 as 19 February): dates here are month first (M/D/YYYY): write 2/19/2027, or 2027-02-19',
      '  row 3: Date "2/19/27" has a two-digit year: write the year in full, 2/19/2027',
      '  row 3: Time "8:00" has the time "8:00" without AM or PM: write 8:00 PM (or 8:00 AM, or 24-hour 20:00)',
      '  row 4: Time "9pm" is a second time for this show: Date "Feb 20, 2027 8:00 PM" has one; keep one',
      '  row 5: Time "8pm" has no date: give the Date, or leave both empty (TBA)',
      '  row 6: Doors "8" has the time "8" without AM or PM: write 8:00 PM (or 8:00 AM, or 24-hour 20:00)',
      '  row 7: Time "10:30" has the time "10:30" without AM or PM: write 10:30 PM (or 10:30 AM, or 24-hour 22:30)',
      "",
    ]);
    expect(tool.store.shows).toEqual([]);
  });
});
