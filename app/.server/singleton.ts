/**
 * One value per process, whatever loads this module: for what must survive Vite's module reloads in
 * development or be made once per process (decision 082 lists the two users).
 */
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as typeof globalThis & { __headliner?: Map<string, unknown> };
  store.__headliner ??= new Map();
  if (!store.__headliner.has(name)) store.__headliner.set(name, create());
  return store.__headliner.get(name) as T;
}
