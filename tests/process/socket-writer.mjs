// Run by tests/e2e/kill-nine.spec.ts as a child process:
//   node tests/process/socket-writer.mjs <DATA_DIR> <label>
// Connects to the running server's database socket as the shows tool does
// (host = DATA_DIR, port 5432) and inserts shows one after another, each as one
// simple-query message (one statement, its own transaction). Every id the server
// acknowledges is printed on its own line the moment the answer arrives, so the
// test knows exactly which writes were confirmed before it killed the server.
// It ends (exit 1) when the connection breaks.
import { resolve } from "node:path";

import pg from "pg";

const [dataDir, label = "writer"] = process.argv.slice(2);
if (!dataDir) {
  console.error("usage: node socket-writer.mjs <DATA_DIR> [label]");
  process.exit(2);
}

const client = new pg.Client({ host: resolve(dataDir), port: 5432, user: "postgres", database: "postgres" });
// A broken connection (the server was killed) is an 'error' event as well as a failed query.
client.on("error", () => {});

try {
  await client.connect();
  console.error("connected");
  for (let n = 1; ; n++) {
    const venue = `${label} ${n}`.replaceAll("'", "''");
    const result = await client.query(
      `insert into public.shows (date, venue, city, state) ` +
        `values (now() + interval '30 days', '${venue}', 'Orlando', 'FL') returning id`,
    );
    process.stdout.write(`${result.rows[0].id}\n`);
  }
} catch (error) {
  console.error(`writer stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
