import { describe, expect, test } from "vitest";

import { parseField } from "./input.ts";
import { NEW_YORK, rejection } from "./test-helpers.ts";

const price = (input: unknown) => parseField("price", input, NEW_YORK);

describe("a price as a spreadsheet writes it", () => {
  test('"Free" is a free show (shown as Free), "$0" too', () => {
    for (const input of ["Free", "free", " FREE ", "$0", "$0.00", "0"]) {
      expect(price(input), input).toEqual({ ok: true, value: 0 });
    }
  });

  test('"TBA" is a price not known yet: no price shown', () => {
    for (const input of ["TBA", "tbd", ""]) expect(price(input), input).toEqual({ ok: true, value: null });
  });

  test("dollars with cents and thousands, as a currency cell exports them", () => {
    expect(price("$12.00")).toEqual({ ok: true, value: 12 });
    expect(price("$1,200.00")).toEqual({ ok: true, value: 1200 });
    expect(price("12.5")).toEqual({ ok: true, value: 12.5 });
  });

  test("what is not one price is refused, with the forms that work", () => {
    for (const input of ["$15 adv / $20 door", "1,20", "donation", "-5"]) {
      expect(rejection(price(input)), input).toBe(
        'is not a price: give dollars, 0 or more, such as 15 or 12.50, "Free", or "TBA" when not known yet',
      );
    }
  });
});
