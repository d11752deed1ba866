import { describe, expect, test } from "vitest";

import { siteConfig } from "#content/site.config.ts";

import {
  bookingMailto,
  drawCount,
  fileFacts,
  fileKind,
  formatFileSize,
  keyNumbers,
  monthAndYear,
  PLAYED_THRESHOLD,
  pressQuotes,
} from "./press.ts";

test("a file's type as a booker reads it", () => {
  expect(fileKind("image/jpeg")).toBe("JPEG");
  expect(fileKind("image/svg+xml")).toBe("SVG");
  expect(fileKind("application/pdf")).toBe("PDF");
  expect(fileKind("image/webp")).toBe("WebP");
  expect(fileKind("image/x-unknown")).toBe("X-UNKNOWN");
});

test("a file's weight in a file browser's units, one decimal under 10", () => {
  expect(formatFileSize(950)).toBe("950 bytes");
  expect(formatFileSize(4_200)).toBe("4.2 KB");
  expect(formatFileSize(61_000)).toBe("61 KB");
  expect(formatFileSize(999_400)).toBe("999 KB");
  expect(formatFileSize(3_000_000)).toBe("3 MB");
  expect(formatFileSize(3_240_000)).toBe("3.2 MB");
  expect(formatFileSize(24_600_000)).toBe("25 MB");
});

test("what a download is: type, pixel size when it has one, weight", () => {
  expect(fileFacts({ type: "image/jpeg", bytes: 3_240_000, width: 4000, height: 2500 })).toBe(
    "JPEG, 4000 × 2500 px, 3.2 MB",
  );
  expect(fileFacts({ type: "application/pdf", bytes: 182_000 })).toBe("PDF, 182 KB");
});

test("a booking e-mail is titled with the band's name, encoded", () => {
  expect(bookingMailto("agent@example.com", "Salt & Pepper")).toBe(
    "mailto:agent@example.com?subject=Booking%20inquiry%3A%20Salt%20%26%20Pepper",
  );
});

test("quotes: About's first, then the press kit's, each once", () => {
  const about = { quote: "Loud.", source: "Weekly" };
  const blog = { quote: "Louder.", source: "Blog" };
  const press = { ...siteConfig.press, quotes: [blog, about] };
  expect(pressQuotes({ pressQuote: about, press })).toEqual([about, blog]);
  expect(pressQuotes({ pressQuote: undefined, press: { ...press, quotes: [] } })).toEqual([]);
});

test("the month of the first show, in the band's zone", () => {
  expect(monthAndYear(new Date("2018-04-01T01:00:00Z"), "America/New_York")).toBe("March 2018");
  expect(monthAndYear(new Date("2018-04-01T01:00:00Z"), "UTC")).toBe("April 2018");
});

test("a count of the draw, or the floor it was withheld under", () => {
  expect(drawCount(1240, 10)).toBe("1,240");
  expect(drawCount(10, 10)).toBe("10");
  expect(drawCount(null, 10)).toBe("fewer than 10");
  expect(drawCount(null, 25)).toBe("fewer than 25");
});

describe("the numbers a press kit gives of the shows played", () => {
  const year = (date: Date) => String(date.getUTCFullYear());
  const counted = (shows: number) => ({ shows, cities: 7, since: new Date("2025-11-20T01:00:00Z") });

  test("are the config's when it gives them, never the counted ones, nor the first show counted", () => {
    expect(keyNumbers({ shows: 150, cities: 20, since: 2018 }, counted(240), year)).toEqual({
      shows: 150,
      cities: 20,
      firstShow: "2018",
    });
    expect(keyNumbers({ since: 2018 }, counted(240), year)).toEqual({
      shows: null,
      cities: null,
      firstShow: "2018",
    });
    expect(keyNumbers({ shows: 150 }, null, year)).toEqual({ shows: 150, cities: null, firstShow: null });
    // An empty block is how a band says none.
    expect(keyNumbers({}, counted(240), year)).toBeNull();
  });

  test(`without the config's, are the counted ones from ${PLAYED_THRESHOLD} shows played up`, () => {
    expect(keyNumbers(undefined, counted(PLAYED_THRESHOLD), year)).toEqual({
      shows: PLAYED_THRESHOLD,
      cities: 7,
      firstShow: "2025",
    });
    // A young database would undersell the band: "3 shows played · first show November 2025".
    expect(keyNumbers(undefined, counted(3), year)).toBeNull();
    expect(keyNumbers(undefined, counted(PLAYED_THRESHOLD - 1), year)).toBeNull();
    expect(keyNumbers(undefined, null, year)).toBeNull();
  });
});
