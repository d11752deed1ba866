import { readdir, unlink } from "node:fs/promises";
import { join } from "node:path";

import { literal } from "#app/.server/db/sql.ts";
import { SENT_MAIL_DAYS } from "#app/lib/retention.ts";

import type { RunSql } from "../db/database.ts";

// Fans' notices live in public.fan_notices, so purging sent mail never makes a fan hear of a show twice.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Unsent ones stay. */
export async function purgeSentMail(run: RunSql, now: Date): Promise<number> {
  const before = new Date(now.getTime() - SENT_MAIL_DAYS * DAY_MS);
  const [deleted = []] = await run(
    `delete from public.outbox where "sentAt" is not null and "sentAt" <= ${literal(before)} returning id`,
  );
  return deleted.length;
}

/** Also one it was writing when killed. */
const COPY_NAME = /^outbox-(\d{1,15})@[^/]*\.eml(?:\.\d+\.partial)?$/;

/** Cheap (one readdir, one query): run after each delete of fans or mail, and on the hour. */
export async function sweepMailCopies(run: RunSql, folder: string): Promise<number> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  const copies = names.flatMap((name) => {
    const id = COPY_NAME.exec(name)?.[1];
    return id ? [{ name, id: Number(id) }] : [];
  });
  if (copies.length === 0) return 0;
  const ids = [...new Set(copies.map((copy) => copy.id))];
  const [rows = []] = await run(
    `select id from public.outbox where id = any(array[${ids.map((id) => literal(id)).join(", ")}]::bigint[])`,
  );
  const kept = new Set(rows.map((row) => Number(row.id)));
  let deleted = 0;
  for (const copy of copies.filter((copy) => !kept.has(copy.id))) {
    try {
      await unlink(join(folder, copy.name));
      deleted++;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return deleted;
}
