import type { Database } from "./database.ts";
import { DatabaseBusyError, type LockHolder, lockHolder } from "./lock.ts";
import { openDatabase, type OpenOptions } from "./open.ts";
import { connectSocket } from "./socket.ts";

/** Through the socket of the folder's owner when one runs, else opened here; never opened twice. */
export async function reachDatabase(
  dataDir: string,
  options: Omit<OpenOptions, "role">,
): Promise<{ database: Database; owner: LockHolder | null }> {
  const holder = lockHolder(dataDir);
  if (holder) return { database: await connectSocket(dataDir), owner: holder };
  try {
    return { database: await openDatabase(dataDir, { ...options, role: "shows-tool" }), owner: null };
  } catch (error) {
    // A server took the folder between the look and the lock: go through it.
    if (!(error instanceof DatabaseBusyError)) throw error;
    return { database: await connectSocket(dataDir), owner: error.holder };
  }
}
