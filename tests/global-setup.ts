import { createEmptyDatabase } from "./empty-database.ts";

/**
 * Vitest's and Playwright's global setup: the run's empty database, which the tests' new
 * databases start as copies of (tests/empty-database.ts). What it returns removes it at the end.
 */
export default function globalSetup(): Promise<() => void> {
  return createEmptyDatabase();
}
