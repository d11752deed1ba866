import { expect, test } from "vitest";

import { focusPosition } from "./focus.ts";

test("a named point is the position object-position reads, across then down", () => {
  expect(focusPosition("center")).toBe("50% 50%");
  expect(focusPosition("top")).toBe("50% 0%");
  expect(focusPosition("bottom left")).toBe("0% 100%");
  expect(focusPosition(" top   right ")).toBe("100% 0%");
});

test("two percentages are kept as written, spacing aside", () => {
  expect(focusPosition("50% 30%")).toBe("50% 30%");
  expect(focusPosition(" 33.50%  0% ")).toBe("33.5% 0%");
  expect(focusPosition("100% 100%")).toBe("100% 100%");
});

test("anything else is no focus", () => {
  for (const written of [
    "",
    "middle",
    "top-left",
    "50 30",
    "50%",
    "50% 30",
    "101% 0%",
    "-5% 10%",
    "50px 30px",
  ]) {
    expect(focusPosition(written), written).toBeUndefined();
  }
});
