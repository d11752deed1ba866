import fc from "fast-check";
import { describe, expect, test } from "vitest";

import { formatAges, formatLineup, formatPlace, formatPrice } from "./details.ts";

/** A name as typed into the shows table: letters, spaces, tabs, some punctuation, but no commas. */
const name = fc.stringMatching(/^[A-Za-z0-9 \t.'&!-]{0,20}$/);

describe("formatPrice", () => {
  test("shows whole dollars without cents", () => {
    expect(formatPrice(15)).toBe("$15");
    expect(formatPrice(1)).toBe("$1");
    expect(formatPrice(100)).toBe("$100");
  });

  test("shows cents when there are any", () => {
    expect(formatPrice(12.5)).toBe("$12.50");
    expect(formatPrice(9.99)).toBe("$9.99");
    expect(formatPrice(0.5)).toBe("$0.50");
  });

  test("groups thousands", () => {
    expect(formatPrice(1234)).toBe("$1,234");
    expect(formatPrice(1234.5)).toBe("$1,234.50");
  });

  test("calls a zero price free", () => {
    expect(formatPrice(0)).toBe("Free");
  });

  test.each([null, undefined, Number.NaN, -1, -0.01, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    "shows nothing for %s",
    (price) => {
      expect(formatPrice(price)).toBeNull();
    },
  );

  test("always shows a dollar amount or Free for a valid price", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const text = formatPrice(cents / 100);
        expect(text).toMatch(/^(Free|\$\d{1,3}(,\d{3})*(\.\d{2})?)$/);
        if (cents > 0) expect(Number(text!.slice(1).replaceAll(",", ""))).toBe(cents / 100);
      }),
    );
  });
});

describe("formatAges", () => {
  test("shows the minimum age", () => {
    expect(formatAges(21)).toBe("Ages 21+");
    expect(formatAges(18)).toBe("Ages 18+");
  });

  test.each([null, undefined, -1, 18.5, Number.NaN])("shows nothing for %s", (ages) => {
    expect(formatAges(ages)).toBeNull();
  });
});

describe("formatLineup", () => {
  test("lists the supporting artists in order", () => {
    expect(formatLineup(["A", "B", "C"])).toBe("With A, B, C");
    expect(formatLineup(["The Openers"])).toBe("With The Openers");
  });

  test("drops blank names and trims the rest", () => {
    expect(formatLineup(["  A ", "", "   ", "B"])).toBe("With A, B");
  });

  test.each([[[]], [null], [undefined], [[""]], [["  ", "\t"]]])("shows nothing for %j", (artists) => {
    expect(formatLineup(artists)).toBeNull();
  });

  test("never leaves an empty name between commas", () => {
    fc.assert(
      fc.property(fc.array(name), (artists) => {
        const text = formatLineup(artists);
        if (text === null) {
          expect(artists.every((artist) => artist.trim() === "")).toBe(true);
        } else {
          expect(text).toMatch(/^With \S/);
          expect(text).not.toMatch(/,\s*,|,\s*$/);
        }
      }),
    );
  });
});

describe("formatPlace", () => {
  test("joins city and state", () => {
    expect(formatPlace("Orlando", "FL")).toBe("Orlando, FL");
    expect(formatPlace("  Orlando ", " FL ")).toBe("Orlando, FL");
  });

  test.each([
    ["Orlando", null, "Orlando"],
    ["Orlando", undefined, "Orlando"],
    ["Orlando", "", "Orlando"],
    ["Orlando", "  ", "Orlando"],
    [null, "FL", "FL"],
    [undefined, "FL", "FL"],
    ["", "FL", "FL"],
    ["  ", "FL", "FL"],
    [null, null, null],
    [undefined, undefined, null],
    ["", "", null],
    [" ", "\t", null],
    [null, "", null],
    ["", undefined, null],
  ])("formatPlace(%j, %j) is %j", (city, state, expected) => {
    expect(formatPlace(city, state)).toBe(expected);
  });

  test("never has a dangling comma", () => {
    const part = fc.oneof(fc.constant(null), fc.constant(undefined), name);
    fc.assert(
      fc.property(part, part, (city, state) => {
        const text = formatPlace(city, state);
        if (text === null) {
          expect(`${city ?? ""}${state ?? ""}`.trim()).toBe("");
        } else {
          expect(text).not.toMatch(/^\s*,|,\s*$|^\s|\s$/);
          expect(text.split(", ").length).toBe(city?.trim() && state?.trim() ? 2 : 1);
        }
      }),
    );
  });
});
