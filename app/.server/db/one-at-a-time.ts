import { type Database, exclusively } from "./database.ts";

/**
 * Runs a periodic job unless another instance on the same Postgres is running it (then: undefined).
 * A database one process owns has no other instance: the job runs.
 */
export async function onOneInstance<T>(
  database: Database,
  job: string,
  fn: () => Promise<T>,
): Promise<T | undefined> {
  return (await exclusively(database, job, () => fn())).value;
}

export interface RepeatedJob {
  /** Runs it soon: at once if idle, else once more after the run under way. */
  request(): void;
  /** No run starts after this; the one under way is finished. */
  stop(): Promise<void>;
}

/**
 * A job run now, when requested and (with `everyMs`) that often; one run at a time here and, through
 * onOneInstance, across instances. A run another instance held, or one that failed, is tried again after
 * `retryMs`. `after` runs after each try, failed or not (a write that timed out may still have been made).
 */
export function startRepeatedJob<T>(options: {
  database: Database;
  job: string;
  run: () => Promise<T>;
  onDone(result: T): void;
  onError(error: unknown): void;
  after(): void;
  everyMs?: number;
  retryMs?: number;
}): RepeatedJob {
  const { retryMs = 5_000 } = options;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let retry: NodeJS.Timeout | undefined;
  const retrySoon = () => {
    clearTimeout(retry);
    // A run that fails after stop() sets no timer that would hold the process open.
    if (!stopped) retry = setTimeout(request, retryMs);
  };
  const runOnce = async () => {
    try {
      const result = await onOneInstance(options.database, options.job, options.run);
      // Another instance's run may have read the data before the change that asked for this one.
      if (result === undefined) retrySoon();
      else options.onDone(result);
    } catch (error) {
      options.onError(error);
      retrySoon();
    } finally {
      // A failing after-step is reported like a failed run: the job goes on, and stop() still ends.
      try {
        options.after();
      } catch (error) {
        options.onError(error);
      }
    }
  };
  function request() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await runOnce();
      } while (again && !stopped);
      running = null;
    })();
  }
  request();
  const every = options.everyMs ? setInterval(request, options.everyMs) : undefined;
  every?.unref();
  return {
    request,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(every);
      await running;
    },
  };
}
