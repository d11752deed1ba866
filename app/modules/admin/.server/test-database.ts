import { beforeEach } from "vitest";

import { type Backend, migratedDatabase } from "#tests/databases.ts";

const ADMIN_TABLES = [
  "members",
  "member_invites",
  "passkeys",
  "admin_sessions",
  "admin_challenges",
  "sign_in_codes",
  "code_requests",
  "activity",
].map((table) => `headliner.${table}`);

/** For tests: migratedDatabase() with the admin's tables emptied before each test too. */
export function adminDatabase(backend?: Backend): ReturnType<typeof migratedDatabase> {
  const database = migratedDatabase(backend);
  beforeEach(async () => {
    await database().run(`truncate ${ADMIN_TABLES.join(", ")} restart identity cascade`);
  });
  return database;
}
