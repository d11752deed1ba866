import { describe, expect, test } from "vitest";

import { doorsFromNotes } from "./doors.ts";

describe("doorsFromNotes", () => {
  test.each([
    ["Doors 7 PM", "Doors 7 PM"],
    ["Doors 7:30pm.", "Doors 7:30 PM"],
    ["doors at 7", "Doors at 7"],
    ["Doors open at 6:30 p.m.", "Doors 6:30 PM"],
    ["DOORS: 19:00", "Doors at 19:00"],
    ["Doors 11am", "Doors 11 AM"],
  ])("%j alone: the doors time, and no notes left", (notes, doors) => {
    expect(doorsFromNotes(notes)).toEqual({ doors, rest: null });
  });

  test.each([
    ["Doors 7 PM. Free parking behind the venue.", "Free parking behind the venue."],
    ["Free parking behind the venue. Doors 7 PM.", "Free parking behind the venue."],
    ["All ages matinee, doors at 7.", "All ages matinee."],
    ["Doors 7 PM, all ages matinee", "All ages matinee"],
    ["Free parking; doors 7pm; bring ID", "Free parking; bring ID"],
    ["Show 8 PM · Doors 7 PM · Bring ID", "Show 8 PM · Bring ID"],
    ["Doors 7 PM / show 8 PM", "Show 8 PM"],
    ["Free parking.\nDoors 7 PM\nBring ID", "Free parking.\nBring ID"],
    ["Great night! Doors at 7. Bring ID.", "Great night! Bring ID."],
  ])("%j: the rest still reads as a sentence", (notes, rest) => {
    expect(doorsFromNotes(notes).rest).toBe(rest);
  });

  test.each([
    "Free parking behind the venue.",
    "The doors open early.",
    "Doors TBA",
    "Doors 123 Main St",
    "Outdoors 7 PM",
  ])("%j names no doors time: the notes stay whole", (notes) => {
    expect(doorsFromNotes(notes)).toEqual({ doors: null, rest: notes });
  });

  test("no notes: nothing", () => {
    for (const notes of [null, undefined, "", "  "]) {
      expect(doorsFromNotes(notes)).toEqual({ doors: null, rest: null });
    }
  });
});
