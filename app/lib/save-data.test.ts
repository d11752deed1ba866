import { expect, test } from "vitest";

import { savesData } from "./save-data.ts";

test("only Save-Data: on asks for less data, whatever its case and spacing", () => {
  expect(savesData("on")).toBe(true);
  expect(savesData(" On ")).toBe(true);
  expect(savesData(["on"])).toBe(true);
  for (const value of [undefined, null, "", "off", "1", "yes", "on, off"])
    expect(savesData(value)).toBe(false);
});
