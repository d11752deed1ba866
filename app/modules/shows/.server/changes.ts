/** Who wants to know that the shows changed through this server (the shows command over the socket). */
export interface ShowsChanges {
  on(listener: () => void): void;
  announce(): void;
}

export function createShowsChanges(): ShowsChanges {
  const listeners = new Set<() => void>();
  return {
    on: (listener) => void listeners.add(listener),
    announce: () => {
      for (const listener of listeners) listener();
    },
  };
}
