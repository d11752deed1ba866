import fc from "fast-check";
import { describe, expect, test, vi } from "vitest";

import { MONTH_NAMES } from "#app/lib/time-zone.ts";
import { withProcessTimeZone } from "#tests/process-time-zone.ts";

import { formatReleaseDate, toAlbumCards } from "./albums.ts";

describe("formatReleaseDate", () => {
  test("keeps years below 100 as they are (no 1900s)", () => {
    expect(formatReleaseDate("0050-03", "month")).toBe("March 50");
  });

  test("shows month and year for a release day or month", () => {
    expect(formatReleaseDate("2025-03-01", "day")).toBe("March 2025");
    expect(formatReleaseDate("2025-03-31", "day")).toBe("March 2025");
    expect(formatReleaseDate("2025-01-01", "day")).toBe("January 2025");
    expect(formatReleaseDate("2024-12-31", "day")).toBe("December 2024");
    expect(formatReleaseDate("2025-03", "month")).toBe("March 2025");
  });

  test("shows only the year when that is all Spotify knows", () => {
    expect(formatReleaseDate("2019", "year")).toBe("2019");
  });

  test.each([
    ["2025-03", "day"],
    ["2025", "day"],
    ["2025-03-01", "month"],
    ["2025", "month"],
    ["2025-03-01", "year"],
    ["2025-03", "year"],
    ["", "year"],
    ["March 2025", "month"],
    ["2025-13", "month"],
    ["2025-00", "month"],
    ["2025-13-01", "day"],
    ["25-03-01", "day"],
    ["2025-3-1", "day"],
  ] as const)("returns null for %j with precision %s", (releaseDate, precision) => {
    expect(formatReleaseDate(releaseDate, precision)).toBeNull();
  });

  const calendarDate = fc.date({
    min: new Date("1900-01-01T00:00:00Z"),
    max: new Date("2099-12-31T00:00:00Z"),
    noInvalidDate: true,
  });
  const processZone = fc.constantFrom(
    "UTC",
    "America/Los_Angeles",
    "America/New_York",
    "Pacific/Pago_Pago",
    "Pacific/Kiritimati",
    "Asia/Tokyo",
    "Australia/Lord_Howe",
  );

  test("gives the release's own month and year in every time zone", () => {
    fc.assert(
      fc.property(calendarDate, processZone, (date, timeZone) => {
        const day = date.toISOString().slice(0, 10); // e.g. "2025-03-01"
        const expected = `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
        withProcessTimeZone(timeZone, () => {
          expect(formatReleaseDate(day, "day")).toBe(expected);
          expect(formatReleaseDate(day.slice(0, 7), "month")).toBe(expected);
          expect(formatReleaseDate(day.slice(0, 4), "year")).toBe(String(date.getUTCFullYear()));
        });
      }),
      { numRuns: 500 },
    );
  });

  test("does not slip to the previous month on a server west of UTC", () => {
    withProcessTimeZone("America/Los_Angeles", () => {
      expect(new Date(Date.UTC(2025, 2, 1)).getTimezoneOffset()).not.toBe(0);
      expect(formatReleaseDate("2025-03-01", "day")).toBe("March 2025");
      expect(formatReleaseDate("2025-01-01", "day")).toBe("January 2025");
      expect(formatReleaseDate("2025-01", "month")).toBe("January 2025");
    });
  });
});

describe("toAlbumCards", () => {
  function album(id: string, changes: Record<string, unknown> = {}) {
    return {
      id,
      name: `Album ${id}`,
      release_date: "2025-03-01",
      release_date_precision: "day",
      images: [{ url: `https://i.scdn.example/${id}.jpg`, width: 640, height: 640 }],
      external_urls: { spotify: `https://open.spotify.example/album/${id}` },
      ...changes,
    };
  }

  test("turns a Spotify album into a card", () => {
    const onInvalid = vi.fn();
    expect(toAlbumCards([album("a1")], onInvalid)).toEqual([
      {
        id: "a1",
        name: "Album a1",
        releaseText: "March 2025",
        released: "2025-03-01",
        cover: { id: "", src: "https://i.scdn.example/a1.jpg", width: 640, height: 640, sources: [] },
        url: "https://open.spotify.example/album/a1",
      },
    ]);
    expect(onInvalid).not.toHaveBeenCalled();
  });

  test("skips an invalid album and reports it, keeping the rest", () => {
    const onInvalid = vi.fn();
    const noName = album("bad", { name: "   " });
    const wrongPrecision = album("worse", { release_date: "2025-03", release_date_precision: "day" });
    const cards = toAlbumCards(
      [album("a1"), noName, "not an album", null, wrongPrecision, album("a2")],
      onInvalid,
    );
    expect(cards.map((card) => card.id)).toEqual(["a1", "a2"]);
    expect(onInvalid).toHaveBeenCalledTimes(4);
    expect(onInvalid.mock.calls.map(([item]) => item)).toEqual([
      noName,
      "not an album",
      null,
      wrongPrecision,
    ]);
    for (const [, problem] of onInvalid.mock.calls) {
      expect(problem).toEqual(expect.any(String));
      expect(problem).not.toBe("");
    }
    expect(onInvalid.mock.calls[0]![1]).toContain("name");
    expect(onInvalid.mock.calls[3]![1]).toContain("release_date");
  });

  test("shows an album that appears twice once, as first seen", () => {
    const cards = toAlbumCards(
      [album("a1"), album("a2"), album("a1", { name: "Album a1 again" }), album("a2")],
      vi.fn(),
    );
    expect(cards.map((card) => [card.id, card.name])).toEqual([
      ["a1", "Album a1"],
      ["a2", "Album a2"],
    ]);
  });

  test("uses the first image as the cover, and every size Spotify has as its srcset", () => {
    const [card] = toAlbumCards(
      [
        album("a1", {
          images: [
            { url: "https://i.scdn.example/large.jpg", width: 640, height: 640 },
            { url: "https://i.scdn.example/medium.jpg", width: 300, height: 300 },
            { url: "https://i.scdn.example/small.jpg", width: 64, height: 64 },
          ],
        }),
      ],
      vi.fn(),
    );
    expect(card!.cover).toEqual({
      id: "",
      src: "https://i.scdn.example/large.jpg",
      srcset:
        "https://i.scdn.example/large.jpg 640w, https://i.scdn.example/medium.jpg 300w, https://i.scdn.example/small.jpg 64w",
      width: 640,
      height: 640,
      sources: [],
    });
  });

  test("assumes Spotify's 640 x 640 when an image has no size", () => {
    const [card] = toAlbumCards(
      [album("a1", { images: [{ url: "https://i.scdn.example/a1.jpg", width: null, height: null }] })],
      vi.fn(),
    );
    expect(card!.cover).toEqual({
      id: "",
      src: "https://i.scdn.example/a1.jpg",
      width: 640,
      height: 640,
      sources: [],
    });
  });

  test("accepts a cover from this site's own paths", () => {
    const [card] = toAlbumCards([album("a1", { images: [{ url: "/assets/album-a1.svg" }] })], vi.fn());
    expect(card!.cover).toEqual({
      id: "",
      src: "/assets/album-a1.svg",
      width: 640,
      height: 640,
      sources: [],
    });
  });

  test.each([
    ["protocol-relative", "//evil.example/x.png"],
    ["backslash protocol-relative", "/\\evil.example/x.png"],
    ["plain http", "http://i.scdn.example/a1.jpg"],
    ["javascript:", "javascript:alert(1)"],
    ["data:", "data:image/svg+xml,<svg onload=alert(1)>"],
    ["relative", "cover.png"],
    ["empty", ""],
  ])("shows no cover for a %s image URL", (_kind, url) => {
    const [card] = toAlbumCards([album("a1", { images: [{ url, width: 640, height: 640 }] })], vi.fn());
    expect(card!.cover).toBeNull();
  });

  test("shows no cover when there are no images", () => {
    const [card] = toAlbumCards([album("a1", { images: [] })], vi.fn());
    expect(card!.cover).toBeNull();
  });

  test.each([
    ["plain http", "http://open.spotify.example/album/a1"],
    ["javascript:", "javascript:alert(1)"],
    ["mixed-case javascript:", " JavaScript:alert(1)"],
    ["relative", "/album/a1"],
    ["protocol-relative", "//open.spotify.example/album/a1"],
  ])("links nowhere for a %s Spotify link", (_kind, spotify) => {
    const [card] = toAlbumCards([album("a1", { external_urls: { spotify } })], vi.fn());
    expect(card!.url).toBeNull();
  });

  test("links nowhere when Spotify gives no link", () => {
    const [card] = toAlbumCards([album("a1", { external_urls: {} })], vi.fn());
    expect(card!.url).toBeNull();
  });

  test("shows the year alone for a year-precision release", () => {
    const [card] = toAlbumCards(
      [album("a1", { release_date: "2019", release_date_precision: "year" })],
      vi.fn(),
    );
    expect(card!.releaseText).toBe("2019");
  });
});
