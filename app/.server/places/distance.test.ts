import { describe, expect, test } from "vitest";

import { siteConfig } from "#content/site.config.ts";

import {
  DEFAULT_DISTANCE,
  defaultUnit,
  distanceInUnit,
  distanceKm,
  parseDistance,
  unitOfCountry,
} from "./distance.ts";

const TAMPA = { latitude: 27.94752, longitude: -82.45843 };
const ORLANDO = { latitude: 28.53834, longitude: -81.37924 };
const TORONTO = { latitude: 43.70011, longitude: -79.4163 };

describe("distanceKm", () => {
  test("as the crow flies: Tampa–Orlando about 125 km, Orlando–Toronto about 1,700 km", () => {
    expect(distanceKm(TAMPA, ORLANDO)).toBeGreaterThan(120);
    expect(distanceKm(TAMPA, ORLANDO)).toBeLessThan(135);
    expect(distanceKm(ORLANDO, TORONTO)).toBeCloseTo(1695, -1);
  });

  test("the same both ways, zero to itself, and half the world at most", () => {
    expect(distanceKm(ORLANDO, TAMPA)).toBe(distanceKm(TAMPA, ORLANDO));
    expect(distanceKm(TAMPA, TAMPA)).toBe(0);
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(20015, -1);
  });
});

describe("units", () => {
  test("miles where the roads are signed in miles, km elsewhere", () => {
    for (const country of ["US", "GB", "LR", "MM"]) expect(unitOfCountry(country)).toBe("mi");
    for (const country of ["CA", "DE", "AU", "MX"]) expect(unitOfCountry(country)).toBe("km");
  });

  test("the band's country gives the default, with its default distance", () => {
    expect(defaultUnit()).toBe(unitOfCountry(siteConfig.country));
    expect(DEFAULT_DISTANCE).toEqual({ mi: 100, km: 150 });
  });

  test("a distance in km written back in the fan's unit", () => {
    expect(distanceInUnit(160.9344, "mi")).toBe("100 mi");
    expect(distanceInUnit(100.584, "mi")).toBe("62.5 mi");
    expect(distanceInUnit(1500, "km")).toBe("1,500 km");
  });
});

describe("parseDistance", () => {
  test.each([
    ["100", "mi", { km: 160.9344, unit: "mi" }],
    ["100", "km", { km: 100, unit: "km" }],
    ["100 mi", "km", { km: 160.9344, unit: "mi" }],
    ["150km", "mi", { km: 150, unit: "km" }],
    ["62.5 Miles", "km", { km: 100.584, unit: "mi" }],
    ["1,000 kilometres", "mi", { km: 1000, unit: "km" }],
    [" 25 mi. ", "mi", { km: 40.2336, unit: "mi" }],
    ["1", "mi", { km: 1.609344, unit: "mi" }],
    ["1 km", "mi", { km: 1, unit: "km" }],
  ] as const)("%j (bare numbers in %s)", (text, unit, expected) => {
    const parsed = parseDistance(text, unit);
    expect(parsed).toEqual({ km: expect.closeTo(expected.km, 6), unit: expected.unit });
  });

  test.each([
    ["", "mi", "Give a distance: a number of miles, such as 100."],
    ["", "km", "Give a distance: a number of kilometres, such as 150."],
    ["far", "mi", '"far" is not a distance: give a number of miles, such as 100.'],
    ["10 furlongs", "mi", '"10 furlongs" is not a distance: give a number of miles, such as 100.'],
    ["-5", "mi", '"-5" is not a distance: give a number of miles, such as 100.'],
    ["0", "km", "The distance must be at least 1 km: give a number of kilometres, such as 150."],
    ["0.0000001", "mi", "The distance must be at least 1 mi: give a number of miles, such as 100."],
    [".5 km", "mi", "The distance must be at least 1 km: give a number of miles, such as 100."],
    ["5000 mi", "mi", "5,000 mi is farther than we look for shows near you: give at most 1,000 mi."],
    ["2000", "km", "2,000 km is farther than we look for shows near you: give at most 1,600 km."],
  ] as const)("%j (in %s) is refused with one sentence", (text, unit, error) => {
    expect(parseDistance(text, unit)).toEqual({ error });
  });
});
