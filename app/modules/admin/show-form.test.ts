import { describe, expect, test } from "vitest";

import { showWith } from "#app/lib/shows/fields.ts";
import { parseNewShow, ShowInputError } from "#app/lib/shows/input.ts";

import { changedInput, formInput, formValues, SHOWN_FIELD, typedValues } from "./show-form.ts";

const ZONE = "America/New_York";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

describe("the show form", () => {
  test("reads as the shows command's fields: a day and a time in the band's zone, the rest as typed", () => {
    const input = formInput(
      form({
        "date-day": "2027-03-05",
        "date-time": "20:00",
        venue: "The Social",
        city: "Orlando",
        price: "$15",
        ageRestriction: "21+",
        supportingArtists: "A, B",
      }),
    );
    expect(input).toMatchObject({ date: "2027-03-05 20:00", venue: "The Social", onSaleDate: "", notes: "" });
    const show = parseNewShow(input, ZONE);
    expect(show).toMatchObject({
      date: new Date("2027-03-06T01:00:00Z"),
      venue: "The Social",
      price: 15,
      ageRestriction: 21,
      supportingArtists: ["A", "B"],
      onSaleDate: null,
    });
  });

  test("a day alone is a date without a time; no day is to be announced", () => {
    expect(formInput(form({ "date-day": "2027-03-05" })).date).toBe("2027-03-05");
    expect(formInput(form({})).date).toBe("");
    expect(parseNewShow({ ...formInput(form({ venue: "X" })) }, ZONE).date).toBeNull();
  });

  test("says what is wrong per field in the show model's words, and keeps what was typed", () => {
    const typed = form({ "date-day": "2027-03-05", "date-time": "25:99", venue: "", price: "lots" });
    let problems: string[] = [];
    try {
      parseNewShow(formInput(typed), ZONE);
    } catch (error) {
      problems = (error as ShowInputError).problems.map((problem) => problem.field);
    }
    expect(problems).toEqual(expect.arrayContaining(["date", "venue", "price"]));
    expect(typedValues(typed)).toMatchObject({
      "date-day": "2027-03-05",
      "date-time": "25:99",
      price: "lots",
    });
  });

  test("a stored show fills the form as the band would type it, and reads back the same", () => {
    const show = {
      id: 4,
      updatedAt: null,
      ...showWith({
        date: new Date("2027-03-06T01:00:00Z"),
        venue: "The Social",
        price: 12.5,
        supportingArtists: ["A", "B"],
        onSaleDate: new Date("2027-01-10T05:00:00Z"),
      }),
    };
    const values = formValues(show, ZONE);
    expect(values).toMatchObject({
      "date-day": "2027-03-05",
      "date-time": "20:00",
      "onSaleDate-day": "2027-01-10",
      "onSaleDate-time": "",
      price: "12.5",
      supportingArtists: "A, B",
      notes: "",
    });
    const again = parseNewShow(formInput(form(values)), ZONE);
    expect(again).toMatchObject({
      date: show.date,
      onSaleDate: show.onSaleDate,
      price: 12.5,
      supportingArtists: ["A", "B"],
    });
  });
});

test("an edit saves only what the member changed, so another member's change meanwhile stays", () => {
  const shown = { "date-day": "2027-03-05", "date-time": "20:00", venue: "The Social", price: "15" };
  const posted = form({ ...shown, price: "18", [SHOWN_FIELD]: JSON.stringify(shown) });
  expect(changedInput(posted)).toEqual({ price: "18" });
  const moved = form({ ...shown, "date-time": "21:00", [SHOWN_FIELD]: JSON.stringify(shown) });
  expect(changedInput(moved)).toEqual({ date: "2027-03-05 21:00" });
  // Without what was shown, every field is saved.
  expect(changedInput(form({ ...shown, price: "18" }))).toMatchObject({ price: "18", venue: "The Social" });
});
