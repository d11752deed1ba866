import { expect, test } from "vitest";

import { createAlbums } from "./index.ts";

// The sample catalog (no Spotify credentials): Almost Real, Propofol, First Light and Garage Days.
test("a release page exists once the albums are known: unknown before, then the discography's slugs", async () => {
  const albums = createAlbums({ spotify: null });
  expect(albums.releaseExists("almost-real")).toBeNull();
  await albums.getAlbums();
  expect(albums.releaseExists("almost-real")).toBe(true);
  expect(albums.releaseExists("garage-days")).toBe(true);
  expect(albums.releaseExists("no-such-release")).toBe(false);
});
