import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { UNCONFIRMED_HOURS } from "#app/lib/retention.ts";
import type { Database } from "../db/database.ts";
import { literal } from "../shows/sql.ts";

/**
 * The confirmation link's token: `<fan id>.<expiry>.<secret>.<signature>`, nothing personal.
 *
 * The secret (32 random bytes) makes the link single use: only its SHA-256
 * is stored, and cleared once the link is followed. The signature (an HMAC
 * with a key kept in DATA_DIR, or on Supabase in the database) covers everything before it, so a forged,
 * altered or expired link is refused before any read of the database. A fan
 * already on the list who asks for another place or distance gets it only by
 * following a new link; the new place waits in their row (store.ts).
 */

/** How long a confirmation link works: as long as an unconfirmed sign-up is kept. */
export const CONFIRM_LINK_LIFETIME_MS = UNCONFIRMED_HOURS * 60 * 60 * 1000;

export interface ConfirmLink {
  fanId: number;
  expiresAt: Date;
  secret: string;
}

export type ReadLink = { ok: true; link: ConfirmLink } | { ok: false; problem: "forged" | "expired" };

/** 32 random bytes, base64url: a link's secret, or a fan's unsubscribe key. */
export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a secret: its SHA-256, hex. */
export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

const signature = (key: Buffer, payload: string) =>
  createHmac("sha256", key).update(payload).digest("base64url");

export function signConfirmLink(key: Buffer, link: ConfirmLink): string {
  const payload = [link.fanId, Math.floor(link.expiresAt.getTime() / 1000), link.secret].join(".");
  return `${payload}.${signature(key, payload)}`;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The link a token stands for, once its signature and expiry are checked; nothing here reads the database. */
export function readConfirmLink(key: Buffer, token: string, now: Date): ReadLink {
  const forged = { ok: false, problem: "forged" } as const;
  // Longer than any token this module writes.
  if (token.length > 200) return forged;
  const parts = token.split(".");
  if (parts.length !== 4) return forged;
  const given = parts.pop()!;
  const expected = signature(key, parts.join("."));
  if (!BASE64URL.test(given) || given.length !== expected.length) return forged;
  if (!timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return forged;
  const [id, expiry, secret] = parts as [string, string, string];
  const fanId = Number(id);
  const expiresAt = new Date(Number(expiry) * 1000);
  if (!Number.isSafeInteger(fanId) || Number.isNaN(expiresAt.getTime())) return forged;
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, problem: "expired" };
  return { ok: true, link: { fanId, expiresAt, secret } };
}

/** The key's file in DATA_DIR: readable by the server's user alone, like the database beside it. */
export const SIGNING_KEY_FILE = "confirm-links.key";

/**
 * The key that signs confirmation links, from DATA_DIR; made on first use.
 * Losing it only makes the links already sent stop working.
 */
export function loadSigningKey(dataDir: string): Buffer {
  const path = join(resolve(dataDir), SIGNING_KEY_FILE);
  try {
    writeFileSync(path, randomBytes(32), { flag: "wx", mode: 0o600 });
  } catch (error) {
    // Made before (or just now by another process): read it as it is.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      mkdirSync(resolve(dataDir), { recursive: true, mode: 0o700 });
      return loadSigningKey(dataDir);
    }
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  chmodSync(path, 0o600);
  const key = readFileSync(path);
  if (key.length < 32) throw new Error(`${path} holds no key: remove it, and a new one is made`);
  return key;
}

/** The key's row in public.site_keys, on Supabase. */
const SHARED_KEY_NAME = "confirm-links";

/**
 * The key that signs confirmation links, from the database (public.site_keys):
 * every server on one Supabase project signs and checks with the same one.
 * Made by whichever asks first.
 */
export async function loadSharedSigningKey(database: Database): Promise<Buffer> {
  const made = randomBytes(32).toString("base64");
  const name = literal(SHARED_KEY_NAME);
  const [, [row] = []] = await database.run(
    `insert into public.site_keys (name, key) values (${name}, ${literal(made)}) on conflict (name) do nothing; ` +
      `select key from public.site_keys where name = ${name}`,
  );
  const key = Buffer.from(String(row?.key ?? ""), "base64");
  if (key.length < 32) {
    throw new Error(
      `public.site_keys holds no usable "${SHARED_KEY_NAME}" key: delete its row, and a new one is made`,
    );
  }
  return key;
}
