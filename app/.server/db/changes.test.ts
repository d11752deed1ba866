import { expect, test, vi } from "vitest";

import { emptyDatabases, forEachBackend } from "#tests/databases.ts";

import { migrate } from "./migrations.ts";

// A copy of the run's empty database, loaded on a busy machine (migrations.test.ts says why).
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

forEachBackend((backend) => {
  const empty = emptyDatabases(backend);

  test("each statement that changes the shows moves the version once, at commit; a rollback does not", async () => {
    const run = await empty();
    await migrate(run, () => null);
    const version = async () => Number((await run("select version from headliner.changes"))[0]![0]!.version);
    const before = await version();

    await run("insert into public.shows (venue) values ('The Social'), ('Will''s Pub')");
    await run("update public.shows set city = 'Orlando'");
    expect(await version()).toBe(before + 2);

    await run("begin; delete from public.shows where venue = 'The Social'; rollback");
    expect(await version()).toBe(before + 2);
    await run("truncate public.shows cascade");
    expect(await version()).toBe(before + 3);
  });
});
