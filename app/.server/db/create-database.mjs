// initdb in a child of createDatabase() (create.ts). Plain JavaScript so `node` runs it from the build too.
import { PGlite } from "@electric-sql/pglite";

const [dataDir, config] = process.argv.slice(2);
const database = await PGlite.create(dataDir, { postgresqlconf: config });
await database.close();
