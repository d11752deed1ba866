import { rmSync } from "node:fs";

/** Removes the run's embedded database (see playwright.config.ts); the global setup removes its own. */
export default function globalTeardown() {
  const dataDir = process.env.HEADLINER_E2E_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
