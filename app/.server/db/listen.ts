export interface ChangeListenerOptions {
  connectionString: string;
  onChange(): void;
}

/** Stand-in for the LISTEN-based listener: says "changed" every 60 s, so a change is seen within a minute. */
export function listenForChanges(options: ChangeListenerOptions): { close(): Promise<void> } {
  const timer = setInterval(options.onChange, 60_000);
  timer.unref();
  return { close: async () => clearInterval(timer) };
}
