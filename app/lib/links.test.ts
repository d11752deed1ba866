import fc from "fast-check";
import { describe, expect, test } from "vitest";

import { safeHttpsUrl, safeHttpUrl } from "./links.ts";

const dangerous = [
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  "JAVASCRIPT:alert(1)",
  "jAvAsCrIpT:alert(document.cookie)",
  "javascript://example.com/%0aalert(1)",
  "data:text/html,<script>alert(1)</script>",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "vbscript:msgbox(1)",
  "file:///etc/passwd",
  "mailto:bookings@example.com",
  "ftp://files.example.com/flyer.png",
  "blob:https://example.com/0b0e0c0a",
  // The URL parser strips leading spaces and C0 controls, and tabs and newlines anywhere.
  " javascript:alert(1)",
  "\tjavascript:alert(1)",
  "\njavascript:alert(1)",
  "\r\njavascript:alert(1)",
  "\u0001javascript:alert(1)",
  "\u0000javascript:alert(1)",
  "\u001fjavascript:alert(1)",
  " java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "java\rscript:alert(1)",
  "\u0001 \tdata:text/html,x",
];

const notAbsolute = [
  "/tickets",
  "tickets.html",
  "./tickets",
  "../tickets",
  "?show=1",
  "#tickets",
  "//evil.example",
  "//evil.example/tickets",
  "\\\\evil.example",
  "www.tickets.example",
  "tickets.example/show/1",
  "http://",
  "https://",
  "http:// spaces.example",
  "not a url",
];

const blank = ["", " ", "   ", "\t", "\n", " \t\r\n "];

const notStrings: unknown[] = [
  null,
  undefined,
  42,
  true,
  {},
  [],
  ["https://tickets.example"],
  new URL("https://tickets.example"),
  { href: "https://tickets.example", toString: () => "https://tickets.example" },
];

describe.each([
  ["safeHttpUrl", safeHttpUrl],
  ["safeHttpsUrl", safeHttpsUrl],
])("%s", (_name, safeUrl) => {
  test.each(dangerous)("rejects the non-web scheme in %j", (value) => {
    expect(safeUrl(value)).toBeNull();
  });

  test.each(notAbsolute)("rejects %j, which is not an absolute URL", (value) => {
    expect(safeUrl(value)).toBeNull();
  });

  test.each(blank)("rejects the blank string %j", (value) => {
    expect(safeUrl(value)).toBeNull();
  });

  test.each(notStrings)("rejects the non-string %o", (value) => {
    expect(safeUrl(value)).toBeNull();
  });

  test("accepts an https URL and returns it as the parser normalised it", () => {
    expect(safeUrl("https://tickets.example/show?id=1#seats")).toBe(
      "https://tickets.example/show?id=1#seats",
    );
    expect(safeUrl("https://tickets.example")).toBe("https://tickets.example/");
    expect(safeUrl("HTTPS://Tickets.Example/Show")).toBe("https://tickets.example/Show");
    expect(safeUrl("  https://tickets.example/show  ")).toBe("https://tickets.example/show");
    expect(safeUrl("\u0001https://tickets.example/")).toBe("https://tickets.example/");
    expect(safeUrl("https://tickets.example/a b")).toBe("https://tickets.example/a%20b");
    expect(safeUrl("https://tickets.example:443/")).toBe("https://tickets.example/");
  });

  test("whatever it is given, returns null or an absolute web URL", () => {
    const schemes = [
      "http:",
      "https:",
      "javascript:",
      "JavaScript:",
      "data:",
      "vbscript:",
      "file:",
      "mailto:",
      "//",
      "",
    ];
    const noise = fc.string({ unit: "binary", maxLength: 4 });
    const urlish = fc
      .tuple(noise, fc.constantFrom(...schemes), noise, fc.oneof(fc.webUrl(), fc.string({ unit: "binary" })))
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "binary" }), urlish, fc.webUrl(), fc.anything()), (value) => {
        const result = safeUrl(value);
        if (result === null) return;
        expect(result).toMatch(/^https?:\/\//);
        expect(["http:", "https:"]).toContain(new URL(result).protocol);
      }),
      { numRuns: 3000 },
    );
  });

  test("rejects javascript: whatever its case and whatever spaces and control characters surround it", () => {
    const controlOrSpace = fc.constantFrom(..."\u0000\u0001\u0008\t\n\u000b\f\r\u001b\u001f ".split(""));
    const tabOrNewline = fc.constantFrom("", "\t", "\n", "\r");
    const disguised = fc
      .tuple(
        fc.array(controlOrSpace, { maxLength: 5 }),
        fc.array(fc.tuple(fc.boolean(), tabOrNewline), { minLength: 10, maxLength: 10 }),
      )
      .map(
        ([lead, letters]) =>
          lead.join("") +
          [..."javascript"]
            .map((letter, index) => {
              const [upper, between] = letters[index]!;
              return (upper ? letter.toUpperCase() : letter) + between;
            })
            .join("") +
          ":alert(1)",
      );
    fc.assert(
      fc.property(disguised, (value) => {
        expect(safeUrl(value)).toBeNull();
      }),
    );
  });
});

describe("safeHttpUrl", () => {
  test("accepts plain http links as well", () => {
    expect(safeHttpUrl("http://tickets.example")).toBe("http://tickets.example/");
    expect(safeHttpUrl("http://tickets.example/show?id=1")).toBe("http://tickets.example/show?id=1");
  });

  test("returns any web URL as the parser normalises it", () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        expect(safeHttpUrl(url)).toBe(new URL(url).href);
      }),
    );
  });
});

describe("safeHttpsUrl", () => {
  test("rejects plain http links", () => {
    expect(safeHttpsUrl("http://open.spotify.example/album/1")).toBeNull();
    expect(safeHttpsUrl("HTTP://open.spotify.example/album/1")).toBeNull();
  });

  test("returns null or an https URL for any input", () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string({ unit: "binary" })), (value) => {
        const result = safeHttpsUrl(value);
        if (result !== null) expect(new URL(result).protocol).toBe("https:");
      }),
    );
  });
});
