import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import { openEmbeddedStore } from "./embedded-store.ts";

// A real band's config: only the name differs from the sample band's.
vi.mock("#content/site.config.ts", async (importOriginal) => {
  const { siteConfig } = await importOriginal<typeof import("#content/site.config.ts")>();
  return { siteConfig: { ...siteConfig, name: "A Real Band" } };
});

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

test("a new database gets no sample shows once the config names another band", async () => {
  const folder = mkdtempSync(join(tmpdir(), "headliner-seed-"));
  folders.push(folder);
  const store = await openEmbeddedStore(join(folder, "data"), {
    role: "shows-tool",
    timeZone: "America/New_York",
  });
  try {
    expect(await store.rows()).toEqual([]);
  } finally {
    await store.close();
  }
}, 60_000);
