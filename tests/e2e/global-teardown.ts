import { rmSync } from "node:fs";
import { dirname } from "node:path";

/** Removes the run's embedded database (see playwright.config.ts) and the empty one (global-setup.ts). */
export default function globalTeardown() {
  const dataDir = process.env.HEADLINER_E2E_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  const template = process.env.HEADLINER_TEST_DATABASE;
  if (template) rmSync(dirname(template), { recursive: true, force: true });
}
