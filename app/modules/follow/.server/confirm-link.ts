import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

import type { Database } from "#app/.server/db/database.ts";
import { literal } from "#app/.server/db/sql.ts";
import { UNCONFIRMED_HOURS } from "#app/lib/retention.ts";

// `<fan id>.<expiry>.<secret>.<signature>`: the HMAC refuses a forged or expired link before any read
// of the database; the secret, stored only as its SHA-256 and cleared when used, makes it single use.

export const CONFIRM_LINK_LIFETIME_MS = UNCONFIRMED_HOURS * 60 * 60 * 1000;

export interface ConfirmLink {
  fanId: number;
  expiresAt: Date;
  secret: string;
}

export type ReadLink = { ok: true; link: ConfirmLink } | { ok: false; problem: "forged" | "expired" };

/** A link's secret, or a fan's unsubscribe key. */
export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

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

export function readConfirmLink(key: Buffer, token: string, now: Date): ReadLink {
  const forged = { ok: false, problem: "forged" } as const;
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

export const SIGNING_KEY_FILE = "confirm-links.key";

/** Made on first use; losing it only breaks the links already sent. */
export function loadSigningKey(dataDir: string): Buffer {
  const path = join(resolve(dataDir), SIGNING_KEY_FILE);
  try {
    writeFileSync(path, randomBytes(32), { flag: "wx", mode: 0o600 });
  } catch (error) {
    // Made before, or just now by another process.
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

const SHARED_KEY_NAME = "confirm-links";

/** On Supabase every server signs with the same key, made by whichever asks first. */
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
