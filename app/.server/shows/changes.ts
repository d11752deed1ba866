import { singleton } from "../singleton.ts";

/**
 * Who wants to know that the shows changed through this server (the shows
 * command writing over the database socket): the page cache, which then
 * drops the pages it keeps.
 */
const listeners = singleton("shows-listeners", () => new Set<() => void>());

/** Calls `listener` whenever the shows change through this server (the shows tool over its socket). */
export function onShowsChange(listener: () => void): void {
  listeners.add(listener);
}

/** Tells every listener that the shows changed. */
export function announceShowsChange(): void {
  for (const listener of listeners) listener();
}
