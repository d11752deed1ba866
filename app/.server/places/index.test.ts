import { describe, expect, test } from "vitest";

import { findPlace, placeOfShow, showsNear } from "./index.ts";

const show = (id: number, where: Parameters<typeof placeOfShow>[0]) => ({ id, ...where });

describe("placeOfShow", () => {
  test("its postal code first, else its city in its state; the band's country when it names none", () => {
    expect(placeOfShow({ city: "Orlando", state: "FL", postalCode: "32801" })?.name).toBe(
      "32801 (Orlando, FL)",
    );
    expect(placeOfShow({ city: "Orlando", state: "FL", postalCode: "00000" })?.name).toBe("Orlando, FL");
    expect(placeOfShow({ city: "Orlando", state: null, country: null })?.name).toBe("Orlando, FL");
    expect(placeOfShow({ city: "Toronto", state: "ON", country: "CA" })?.name).toBe("Toronto, ON");
    expect(placeOfShow({ postalCode: "M5V 3L9", country: "CA" })?.name).toBe("M5V (Toronto, ON)");
    expect(placeOfShow({ city: "London", state: "Greater London", country: "GB" })?.name).toBe(
      "London, United Kingdom",
    );
  });

  test("none when it is not known, or could be several places", () => {
    expect(placeOfShow({})).toBeNull();
    expect(placeOfShow({ city: "Springfield" })).toBeNull();
    expect(placeOfShow({ city: "Orlandoo", state: "FL" })).toBeNull();
    expect(placeOfShow({ city: "Orlando", state: "TX" })).toBeNull();
  });
});

describe("showsNear", () => {
  const shows = [
    show(1, { city: "Orlando", state: "FL" }),
    show(2, { city: "St. Petersburg", state: "FL" }),
    show(3, { city: "Atlanta", state: "GA" }),
    show(4, { city: "Nowhere Special", state: "FL" }),
    show(5, { city: "Tampa", state: "FL", postalCode: "33602" }),
  ];

  test("the shows within the distance, in their order; a show with no known place is in none", () => {
    const tampa = findPlace("Tampa, FL");
    if (tampa.kind !== "found") throw new Error("Tampa should be found");
    expect(showsNear(shows, tampa.place, 160).map(({ id }) => id)).toEqual([1, 2, 5]);
    expect(showsNear(shows, tampa.place, 50).map(({ id }) => id)).toEqual([2, 5]);
    expect(showsNear(shows, tampa.place, 1000).map(({ id }) => id)).toEqual([1, 2, 3, 5]);
  });
});
