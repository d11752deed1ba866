import { describe, expect, test } from "vitest";

import { cityKey, stateCode } from "./city.ts";

describe("one city however the band writes it", () => {
  test('"Atlanta, Georgia", "Atlanta, GA", "Atlanta GA" and "atlanta,  ga" are one city', () => {
    const key = cityKey("Atlanta, GA");
    for (const place of [
      "Atlanta, Georgia",
      "Atlanta GA",
      "atlanta,  ga",
      "ATLANTA, Ga.",
      "Atlanta georgia",
    ]) {
      expect(cityKey(place), place).toBe(key);
    }
    expect(cityKey("Athens, GA")).not.toBe(key);
    expect(cityKey("Atlanta, TX")).not.toBe(key);
  });

  test("states of two words, and a city named as its state", () => {
    expect(cityKey("Raleigh, North Carolina")).toBe(cityKey("Raleigh, NC"));
    expect(cityKey("New York, New York")).toBe(cityKey("New York, NY"));
    expect(cityKey("Kansas City Missouri")).toBe(cityKey("Kansas City, MO"));
    expect(cityKey("Washington DC")).toBe(cityKey("Washington, District of Columbia"));
    // A city alone keeps its name: "New York" is not New York state without a city.
    expect(cityKey("New York")).toBe("new york");
    expect(cityKey("Kansas City")).toBe("kansas city");
  });

  test("a place outside the US is kept as written, in any case", () => {
    expect(cityKey("Toronto, ON")).toBe(cityKey("toronto, on"));
    expect(cityKey("Berlin")).toBe("berlin");
  });

  test("a state's name or postal code, in any case", () => {
    expect(stateCode("Georgia")).toBe("GA");
    expect(stateCode("ga")).toBe("GA");
    expect(stateCode("North  Carolina")).toBe("NC");
    expect(stateCode("Ontario")).toBeUndefined();
  });
});
