/** ";"-separated statements as one message; the rows of each statement. */
export type RunSql = (sql: string) => Promise<Record<string, unknown>[][]>;

export interface Database {
  run: RunSql;
  close(): Promise<void>;
}
