/**
 * One value per process, whatever loads this module. In development Vite
 * re-evaluates a changed module and its importers; the open database and the
 * caches must survive that, or the server would open its folder twice.
 * (The same helper as the Epic Stack's singleton.server.ts.)
 */
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as typeof globalThis & { __headliner?: Map<string, unknown> };
  store.__headliner ??= new Map();
  if (!store.__headliner.has(name)) store.__headliner.set(name, create());
  return store.__headliner.get(name) as T;
}
