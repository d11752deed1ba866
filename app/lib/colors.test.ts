import { expect, test } from "vitest";
import { contrastRatio, toHexColor } from "./colors.ts";

test("the page styles' colours as hex: oklch converted, hex and names kept", () => {
  // Tailwind's violet-500 and slate-700, which these oklch values are.
  expect(toHexColor("oklch(60.6% 0.25 292.717)")).toBe("#8e51ff");
  expect(toHexColor("oklch(37.2% 0.044 257.287)")).toBe("#314158");
  expect(toHexColor("#0049AD")).toBe("#0049ad");
  expect(toHexColor("#fff")).toBe("#ffffff");
  expect(toHexColor("black")).toBe("#000000");
  expect(toHexColor("linear-gradient(to right, #000f24, black)")).toBeNull();
});

test("contrast ratios as WCAG 2 counts them", () => {
  expect(contrastRatio("white", "black")).toBeCloseTo(21, 5);
  expect(contrastRatio("black", "white")).toBeCloseTo(21, 5);
  expect(contrastRatio("#777777", "#777777")).toBe(1);
  // Tailwind's slate-700 on black: the reason propofol's accent never colours text.
  expect(contrastRatio("oklch(37.2% 0.044 257.287)", "black")).toBeCloseTo(2.03, 2);
  expect(contrastRatio("#0049ad", "white")).toBeCloseTo(8.21, 2);
  expect(() => contrastRatio("linear-gradient(red, blue)", "black")).toThrow(/linear-gradient/);
});
