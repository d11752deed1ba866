import fc from "fast-check";
import { describe, expect, test } from "vitest";

import { parseField } from "./input.ts";
import { NEW_YORK, parseArtists, rejection } from "./test-helpers.ts";
import { formatArtists, MAX_SUPPORTING_ARTISTS, MAX_TEXT_LENGTH } from "./text-parsers.ts";

const parsePrice = (input: unknown) => parseField("price", input, NEW_YORK);
const parseAges = (input: unknown) => parseField("ageRestriction", input, NEW_YORK);
const parseLink = (input: unknown) => parseField("ticketLink", input, NEW_YORK);

describe("a price as typed", () => {
  test("dollars as typed", () => {
    expect(parsePrice("15")).toEqual({ ok: true, value: 15 });
    expect(parsePrice(15)).toEqual({ ok: true, value: 15 });
    expect(parsePrice("$15")).toEqual({ ok: true, value: 15 });
    expect(parsePrice("12.50")).toEqual({ ok: true, value: 12.5 });
    expect(parsePrice("$12.5")).toEqual({ ok: true, value: 12.5 });
    expect(parsePrice(12.5)).toEqual({ ok: true, value: 12.5 });
    expect(parsePrice(" 15 ")).toEqual({ ok: true, value: 15 });
    expect(parsePrice("0")).toEqual({ ok: true, value: 0 });
    expect(parsePrice("100000")).toEqual({ ok: true, value: 100_000 });
  });

  test("nothing: no price shown", () => {
    for (const input of [null, undefined, ""]) expect(parsePrice(input)).toEqual({ ok: true, value: null });
  });

  test("refuses negative, non-numeric and over-precise prices", () => {
    for (const input of [
      "-5",
      -5,
      "abc",
      "fifteen",
      "12.505",
      12.505,
      "1,00",
      "$",
      "15$",
      ".5",
      "15.",
      "1e3",
      Number.NaN,
      Number.POSITIVE_INFINITY,
      true,
      [15],
    ]) {
      expect(rejection(parsePrice(input)), String(input)).toBe(
        'is not a price: give dollars, 0 or more, such as 15 or 12.50, "Free", or "TBA" when not known yet',
      );
    }
    expect(rejection(parsePrice("100000.01"))).toMatch(/up to 100000$/);
  });
});

describe("ages as typed", () => {
  test("a whole number from 0 to 99, with or without +", () => {
    expect(parseAges(0)).toEqual({ ok: true, value: 0 });
    expect(parseAges("0")).toEqual({ ok: true, value: 0 });
    expect(parseAges(99)).toEqual({ ok: true, value: 99 });
    expect(parseAges("21+")).toEqual({ ok: true, value: 21 });
    expect(parseAges(" 18 ")).toEqual({ ok: true, value: 18 });
    for (const input of [null, undefined, ""]) expect(parseAges(input)).toEqual({ ok: true, value: null });
  });

  test("refuses 100, negatives, fractions and words", () => {
    for (const input of [100, "100", -1, "-1", 2.5, "2.5", "abc", "21++", "+21", true]) {
      expect(rejection(parseAges(input)), String(input)).toBe(
        "is not an age: give a whole number from 0 to 99, such as 21",
      );
    }
  });
});

describe("supporting artists as typed", () => {
  const names = (count: number) => Array.from({ length: count }, (_, index) => `Band ${index + 1}`);

  test('a list, or "A, B" as typed', () => {
    expect(parseArtists("Loopback, The Cold Opens")).toEqual({
      ok: true,
      value: ["Loopback", "The Cold Opens"],
    });
    expect(parseArtists(["Loopback", "Earth, Wind & Fire"])).toEqual({
      ok: true,
      value: ["Loopback", "Earth, Wind & Fire"],
    });
    for (const input of [null, undefined, ""]) expect(parseArtists(input)).toEqual({ ok: true, value: [] });
  });

  test("text that starts with [ is a JSON list, for names that hold a comma (old CSV exports wrote every list so)", () => {
    expect(parseArtists('["Crosby, Stills & Nash Tribute", "Loopback"]')).toEqual({
      ok: true,
      value: ["Crosby, Stills & Nash Tribute", "Loopback"],
    });
    expect(parseArtists(' ["Steel Ghosts"] ')).toEqual({ ok: true, value: ["Steel Ghosts"] });
    expect(rejection(parseArtists('["Steel Ghosts"'))).toBe(
      'is not a list of names: write them as "A, B", or as a JSON list such as ["Crosby, Stills & Nash Tribute", "B"] when a name holds a comma',
    );
    expect(rejection(parseArtists("[1]"))).toBe("has a name that must be text");
  });

  test("empty names are dropped, the others trimmed", () => {
    expect(parseArtists(" A ,, B , ")).toEqual({ ok: true, value: ["A", "B"] });
    expect(parseArtists(["A", "", "  ", null, " B "])).toEqual({ ok: true, value: ["A", "B"] });
  });

  test(`${MAX_SUPPORTING_ARTISTS} artists, no more`, () => {
    expect(parseArtists(names(50))).toEqual({ ok: true, value: names(50) });
    expect(parseArtists(names(50).join(", "))).toEqual({ ok: true, value: names(50) });
    expect(rejection(parseArtists(names(51)))).toBe("lists 51 artists; the most is 50");
    expect(rejection(parseArtists(names(51).join(",")))).toBe("lists 51 artists; the most is 50");
    // Empty names do not count.
    expect(parseArtists([...names(50), "", " "])).toEqual({ ok: true, value: names(50) });
  });

  test(`a name of ${MAX_TEXT_LENGTH} characters, no more`, () => {
    expect(parseArtists(["x".repeat(200)])).toEqual({ ok: true, value: ["x".repeat(200)] });
    expect(rejection(parseArtists(["A", "x".repeat(201)]))).toBe(
      "has a name that is 201 characters long; the most is 200",
    );
  });

  test("refuses what is not a list of names", () => {
    expect(rejection(parseArtists(5))).toMatch(/^is not a list of names: write them as "A, B"/);
    expect(rejection(parseArtists({ name: "A" }))).toMatch(/^is not a list of names: /);
    expect(rejection(parseArtists(["A", 5]))).toBe("has a name that must be text");
    expect(rejection(parseArtists(["A\0B"]))).toBe(
      "has a name that contains a control or text-direction character (U+0000): write it as plain text",
    );
  });
});

describe("formatArtists", () => {
  test('"A, B", as a spreadsheet user types it', () => {
    expect(formatArtists(["Steel Ghosts", "Loopback"])).toBe("Steel Ghosts, Loopback");
    expect(formatArtists(["Steel Ghosts"])).toBe("Steel Ghosts");
    expect(formatArtists([])).toBe("");
  });

  test("a JSON list when the plain text would read back otherwise", () => {
    expect(formatArtists(["Earth, Wind & Fire", "Loopback"])).toBe('["Earth, Wind & Fire","Loopback"]');
    expect(formatArtists(["[Secret guest]", "Loopback"])).toBe('["[Secret guest]","Loopback"]');
    expect(formatArtists(["Loopback", "[Secret guest]"])).toBe("Loopback, [Secret guest]");
  });

  test("parseArtists reads back whatever it writes (property)", () => {
    // Names as stored: trimmed, not empty, such as input accepts; commas, brackets and quotes among them.
    const tricky = fc
      .array(fc.constantFrom("[", "]", ",", '"', " ", "a", "é", "😀", "\\"), { minLength: 1, maxLength: 8 })
      .map((parts) => parts.join(""));
    const storedName = fc
      .oneof(tricky, fc.string())
      .map((text) => text.trim())
      .filter((text) => text !== "" && parseArtists([text]).ok);
    fc.assert(
      fc.property(fc.array(storedName, { maxLength: 6 }), (names) => {
        expect(parseArtists(formatArtists(names))).toEqual({ ok: true, value: names });
      }),
      { numRuns: 500 },
    );
  });
});

describe("a link as typed", () => {
  test("http and https links, as the URL parser writes them", () => {
    expect(parseLink("https://tickets.example.com/show/1")).toEqual({
      ok: true,
      value: "https://tickets.example.com/show/1",
    });
    expect(parseLink("http://example.com")).toEqual({ ok: true, value: "http://example.com/" });
    expect(parseLink("  https://example.com/a  ")).toEqual({ ok: true, value: "https://example.com/a" });
    for (const input of [null, undefined, ""]) expect(parseLink(input)).toEqual({ ok: true, value: null });
  });

  test("refuses other schemes, relative links and garbage", () => {
    for (const input of [
      "ftp://example.com/flyer.png",
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "mailto:band@example.com",
      "/tickets",
      "tickets.example.com",
      "//example.com/x",
      "not a link",
      42,
    ]) {
      expect(rejection(parseLink(input)), String(input)).toBe(
        "is not a link: give an http:// or https:// URL",
      );
    }
  });

  test("refuses a link over 2000 characters", () => {
    expect(rejection(parseLink(`https://example.com/${"a".repeat(2000)}`))).toBe(
      "is longer than 2000 characters",
    );
  });
});

describe("a flyer as typed", () => {
  const parseFlyer = (input: unknown) => parseField("flyerLink", input, NEW_YORK);

  test("an http(s) link, as the URL parser writes it", () => {
    expect(parseFlyer(" https://flyers.example.com/lorem.jpg ")).toEqual({
      ok: true,
      value: "https://flyers.example.com/lorem.jpg",
    });
    expect(parseFlyer("http://example.com")).toEqual({ ok: true, value: "http://example.com/" });
    for (const input of [null, undefined, ""]) expect(parseFlyer(input)).toEqual({ ok: true, value: null });
  });

  test("the name of a picture in content/flyers/, as typed", () => {
    for (const name of [
      "lorem-lounge.jpg",
      "Lorem Lounge 2026.PNG",
      "tour.webp",
      "a.jpeg",
      "b.gif",
      "c.avif",
    ]) {
      expect(parseFlyer(name)).toEqual({ ok: true, value: name });
    }
    expect(parseFlyer("  lorem-lounge.jpg ")).toEqual({ ok: true, value: "lorem-lounge.jpg" });
  });

  test("one uploaded at /admin, as an export writes it, so that an import keeps it", () => {
    expect(parseFlyer(" upload:0123456789ab ")).toEqual({ ok: true, value: "upload:0123456789ab" });
    for (const input of ["upload:0123", "upload:0123456789AB", "upload:../etc/passwd"])
      expect(rejection(parseFlyer(input)), input).toMatch(/^is not a link or a flyer's file name/);
  });

  test("a path: the file's name alone, please", () => {
    expect(rejection(parseFlyer("content/flyers/lorem-lounge.jpg"))).toBe(
      "is a path: give the file's name alone (lorem-lounge.jpg), for a picture in content/flyers/",
    );
    expect(rejection(parseFlyer("flyers\\lorem.png"))).toMatch(
      /^is a path: give the file's name alone \(lorem.png\)/,
    );
  });

  test("a file the site cannot show: which pictures it can", () => {
    for (const input of ["flyer.pdf", "flyer.svg", "flyer.heic"]) {
      expect(rejection(parseFlyer(input)), input).toBe(
        "is not a picture the site shows: a flyer in content/flyers/ is a .jpg, .jpeg, .png, .webp, .gif, .avif file (and a link starts with https://)",
      );
    }
  });

  test("other schemes, hidden files, links without their scheme and garbage: a link or a file's name", () => {
    for (const input of [
      "ftp://example.com/flyer.png",
      "javascript:alert(1).png",
      "data:image/png;base64,AAAA",
      "example.com/flyer.jpg",
      "//example.com/flyer.jpg",
      ".flyer.jpg",
      "flyer",
      "not a flyer",
      "C:\\flyers\\lorem.jpg",
      42,
    ]) {
      expect(rejection(parseFlyer(input)), String(input)).toBe(
        "is not a link or a flyer's file name: give an http:// or https:// URL, or the name of a picture in content/flyers/, such as lorem-lounge.jpg",
      );
    }
  });
});
