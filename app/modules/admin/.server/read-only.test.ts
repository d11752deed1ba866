import { expect, test } from "vitest";

import { ReadOnlyStoreError } from "#app/modules/shows/.server/store.ts";

import { writeShows } from "./read-only.ts";

test("a store the site may only read answers 409 with what to do; any other failure goes on", async () => {
  const refused = await writeShows(() => Promise.reject(new ReadOnlyStoreError("read only"))).catch(
    (error) => error,
  );
  expect(refused).toMatchObject({ init: { status: 409 } });
  expect(refused.data.error).toMatch(/^Nothing was saved: .*Supabase's Table Editor/);
  await expect(writeShows(() => Promise.reject(new Error("down")))).rejects.toThrow("down");
  expect(await writeShows(async () => 3)).toBe(3);
});
