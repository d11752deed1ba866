import { describe, expect, test } from "vitest";

import { codeMatches, hashToken, newCode, newToken } from "./tokens.ts";

describe("tokens", () => {
  test("a token is 32 random bytes as base64url, new every time", () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(newToken()).not.toBe(token);
  });

  test("the hash is SHA-256 as hex, never the token itself", () => {
    expect(hashToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});

describe("sign-in codes", () => {
  test("a code is six digits, leading zeros included", () => {
    const codes = Array.from({ length: 200 }, newCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  test("a code matches its own hash only", () => {
    const stored = hashToken("012345");
    expect(codeMatches("012345", stored)).toBe(true);
    expect(codeMatches("12345", stored)).toBe(false);
    expect(codeMatches("012346", stored)).toBe(false);
    expect(codeMatches("012345", "not hex")).toBe(false);
  });
});
