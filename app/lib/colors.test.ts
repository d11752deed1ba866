import { expect, test } from "vitest";
import { toHexColor } from "./colors.ts";

test("the page styles' colours as hex: oklch converted, hex and names kept", () => {
  // Tailwind's violet-500 and slate-700, which these oklch values are.
  expect(toHexColor("oklch(60.6% 0.25 292.717)")).toBe("#8e51ff");
  expect(toHexColor("oklch(37.2% 0.044 257.287)")).toBe("#314158");
  expect(toHexColor("#0049AD")).toBe("#0049ad");
  expect(toHexColor("#fff")).toBe("#ffffff");
  expect(toHexColor("black")).toBe("#000000");
  expect(toHexColor("linear-gradient(to right, #000f24, black)")).toBeNull();
});
