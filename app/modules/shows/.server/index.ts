export { createShowsChanges, type ShowsChanges } from "./changes.ts";
export { openShowsStore, type OpenedShows } from "./open-store.ts";
export { createShows, type Shows } from "./shows.ts";
export { SHOWS_FRESH_FOR_MS } from "./source.ts";
export type { ShowsStore } from "./store.ts";
