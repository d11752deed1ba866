import { withDeadline } from "../deadline.ts";

/** ";"-separated statements as one message; the rows of each statement. */
export type RunSql = (sql: string) => Promise<Record<string, unknown>[][]>;

export interface ExclusiveOptions {
  /** true: wait for the instance holding it (up to waitMs); false (default): give up at once when it is held. */
  wait?: boolean;
  /** With wait: how long at most, then it throws. Default 60 s. */
  waitMs?: number;
}

/** Whether fn ran, and what it returned. */
export type Exclusive<T> = { ran: true; value: T } | { ran: false; value?: undefined };

export interface Database {
  run: RunSql;
  close(): Promise<void>;
  /**
   * Runs fn while this instance alone holds the lock `name` among every instance sharing the database
   * (a Postgres session-level advisory lock on one connection of its own, handed to fn as `run`; it is
   * let go when fn settles, or by Postgres if that connection drops). Absent: one process owns the
   * database (embedded), so fn just runs: call it through exclusively().
   */
  exclusive?<T>(
    name: string,
    fn: (run: RunSql) => Promise<T>,
    options?: ExclusiveOptions,
  ): Promise<Exclusive<T>>;
}

/** Database.exclusive where there is one; else fn runs at once, on the database itself. */
export async function exclusively<T>(
  database: Database,
  name: string,
  fn: (run: RunSql) => Promise<T>,
  options: ExclusiveOptions = {},
): Promise<Exclusive<T>> {
  if (database.exclusive) return database.exclusive(name, fn, options);
  return { ran: true, value: await fn(database.run) };
}

/** How long a form or /healthz waits to learn whether the database answers. */
export const ANSWERS_WITHIN_MS = 2_000;

/** Whether the database answers a trivial statement in time: false while Postgres is down or unreachable. */
export function databaseAnswers(database: Database, withinMs = ANSWERS_WITHIN_MS): Promise<boolean> {
  const answered = database.run("select 1").then(
    () => true,
    () => false,
  );
  return withDeadline(answered, withinMs, false);
}
