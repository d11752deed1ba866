// One value per process, whatever loads this module: what must survive Vite's module reloads in
// development (decision 082 names its one user).
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as typeof globalThis & { __headliner?: Map<string, unknown> };
  store.__headliner ??= new Map();
  if (!store.__headliner.has(name)) store.__headliner.set(name, create());
  return store.__headliner.get(name) as T;
}
