import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

// The database keeps only these hashes: whoever reads a copy of it cannot sign in with what they find.

/** An invitation token, a session id or a challenge: 32 random bytes as base64url. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** SHA-256, as hex. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Six digits, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** Whether `code` hashes to `storedHash`, compared in constant time. */
export function codeMatches(code: string, storedHash: string): boolean {
  const given = Buffer.from(hashToken(code), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}
