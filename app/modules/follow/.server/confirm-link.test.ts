import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, describe, expect, test } from "vitest";

import {
  type ConfirmLink,
  hashSecret,
  loadSigningKey,
  newSecret,
  readConfirmLink,
  signConfirmLink,
  SIGNING_KEY_FILE,
} from "./confirm-link.ts";

const KEY = Buffer.alloc(32, 1);
const NOW = new Date("2026-12-01T12:00:00Z");
const link: ConfirmLink = {
  fanId: 12,
  expiresAt: new Date("2026-12-03T12:00:00Z"),
  secret: newSecret(),
};

describe("the signed token", () => {
  test("reads back what was signed, and carries nothing else", () => {
    const token = signConfirmLink(KEY, link);
    expect(readConfirmLink(KEY, token, NOW)).toEqual({ ok: true, link });
    expect(token.split(".")).toEqual([String(link.fanId), "1796299200", link.secret, expect.any(String)]);
  });

  test("a secret is 32 random bytes in base64url; the stored hash is its SHA-256", () => {
    expect(link.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSecret()).not.toBe(newSecret());
    expect(hashSecret("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  test("refuses any change to the token, another key's signature, and nonsense", () => {
    const token = signConfirmLink(KEY, link);
    const parts = token.split(".");
    const altered = [
      [String(link.fanId + 1), ...parts.slice(1)],
      [parts[0], String(Number(parts[1]) + 1), ...parts.slice(2)],
      [parts[0], parts[1], newSecret(), parts[3]],
      [...parts.slice(0, 3), Buffer.from('{"place":"x"}').toString("base64url"), parts[3]],
    ];
    for (const tokenParts of altered) {
      expect(readConfirmLink(KEY, tokenParts.join("."), NOW)).toEqual({ ok: false, problem: "forged" });
    }
    expect(readConfirmLink(Buffer.alloc(32, 2), token, NOW)).toEqual({ ok: false, problem: "forged" });
    for (const nonsense of ["", "a.b.c.d", `${token}.x`, "x".repeat(2000)]) {
      expect(readConfirmLink(KEY, nonsense, NOW)).toEqual({ ok: false, problem: "forged" });
    }
  });

  test("is refused once it has expired", () => {
    const token = signConfirmLink(KEY, link);
    expect(readConfirmLink(KEY, token, new Date("2026-12-03T11:59:59Z")).ok).toBe(true);
    expect(readConfirmLink(KEY, token, link.expiresAt)).toEqual({ ok: false, problem: "expired" });
  });
});

describe("the signing key", () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  const dataDir = () => {
    const folder = mkdtempSync(join(tmpdir(), "headliner-key-"));
    folders.push(folder);
    return join(folder, "data");
  };

  test("is made on first use, 32 bytes readable by the server's user alone, and kept", () => {
    const folder = dataDir();
    const key = loadSigningKey(folder);
    const file = join(folder, SIGNING_KEY_FILE);
    expect(key).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSigningKey(folder)).toEqual(key);
    expect(readFileSync(file)).toEqual(key);
  });

  test("an empty key file is named, never used", () => {
    const folder = dataDir();
    loadSigningKey(folder);
    writeFileSync(join(folder, SIGNING_KEY_FILE), "");
    expect(() => loadSigningKey(folder)).toThrow(/holds no key: remove it/);
  });
});
