import { expect, test } from "vitest";

import { contrastRatio, parseColor, toHexColor } from "./colors.ts";

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

test("every form the config takes reads as the same colour; anything else is not one", () => {
  for (const form of [
    "#1e90ff",
    "#1E90FF",
    "#1e90ffff",
    "rgb(30, 144, 255)",
    "rgb(30 144 255)",
    "rgba(30, 144, 255, 1)",
    "rgb(30 144 255 / 100%)",
    "dodgerblue",
  ]) {
    expect(toHexColor(form), form).toBe("#1e90ff");
  }
  expect(toHexColor("#19f")).toBe("#1199ff");
  expect(toHexColor("hsl(210 100% 56%)")).toBe("#1f8fff");
  expect(toHexColor("hsl(210deg, 100%, 56%)")).toBe("#1f8fff");
  expect(parseColor("#1e90ff80")?.alpha).toBeCloseTo(0.5, 2);
  expect(parseColor("oklch(62% 0.19 260 / 0.5)")?.alpha).toBe(0.5);
  expect(parseColor("transparent")?.alpha).toBe(0);
  for (const slip of [
    "#1e90fff",
    "#12345",
    "rgb(30 144)",
    "hsl(210 100 56)",
    "blakc",
    "oklch(62%)",
    "url(x)",
  ]) {
    expect(parseColor(slip), slip).toBeNull();
  }
});
