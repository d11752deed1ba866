// Run in a short-lived child process by createDatabase() (create.ts): creating
// a database (initdb) takes ~800 MB for a moment, and a process keeps memory
// it once had, so the server itself only ever opens one (~200 MB). Plain
// JavaScript, so that `node` runs it from the build as from the sources.
import { PGlite } from "@electric-sql/pglite";

const [dataDir, config] = process.argv.slice(2);
const database = await PGlite.create(dataDir, { postgresqlconf: config });
await database.close();
