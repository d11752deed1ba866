import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDatabase } from "#app/.server/db/create.ts";

/**
 * Creates, once a run, an empty database (initdb done, no migration yet) that the process tests'
 * new DATA_DIRs start as copies of (tests/server-process.ts). Creating one costs ~3 s of both
 * cores; copying it, a tenth of a second. Each server still migrates and seeds it as a new one.
 * A test about creating the database asks for a real one (`freshDatabase`).
 */
export default async function globalSetup() {
  const root = mkdtempSync(join(tmpdir(), "headliner-template-"));
  const dataDir = join(root, "data");
  try {
    mkdirSync(dataDir, { mode: 0o700 });
    await createDatabase(dataDir);
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  process.env.HEADLINER_TEST_DATABASE = dataDir;
}
