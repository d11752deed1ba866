import { loadEnvironment } from "#app/.server/env.ts";
import { silenceLogs } from "#app/.server/log.ts";

import { type BackupCli, runBackup, runRestore } from "./backup-restore.ts";

silenceLogs();

const [command, ...args] = process.argv.slice(2);
try {
  const env = loadEnvironment();
  const cli: BackupCli = {
    dataDir: env.dataDir,
    hosted: env.supabase !== null,
    postgresUrl: env.postgres?.url,
    now: () => new Date(),
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  };
  process.exitCode = await (command === "restore" ? runRestore : runBackup)(args, cli);
} catch (error) {
  console.error(`${command}: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
