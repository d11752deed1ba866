/** ";"-separated statements as one message; the rows of each statement. */
export type RunSql = (sql: string) => Promise<Record<string, unknown>[][]>;

export interface Database {
  run: RunSql;
  close(): Promise<void>;
  /**
   * Runs `fn` while this instance holds the lock named `key` (a Postgres advisory lock); when another
   * instance holds it, does not run it. Absent where one process owns the database.
   */
  exclusive?: <T>(key: string, fn: () => Promise<T>) => Promise<{ ran: boolean; value?: T }>;
}
