/** SQL statements separated by ";" as one message; the rows of each statement. */
export type RunSql = (sql: string) => Promise<Record<string, unknown>[][]>;

/** DATA_DIR's database as this process reaches it: opened here (open.ts) or through its owner's socket (socket.ts). */
export interface Database {
  run: RunSql;
  close(): Promise<void>;
}
