// Hosted mode against the local fakes (tests/fakes), without accounts. Covers point at Spotify's
// image host, as real ones do, and do not load offline.
import { spawn } from "node:child_process";

import { startFakes } from "../tests/fakes/serve.ts";

const fakes = await startFakes();
console.log(`Fake Supabase at ${fakes.supabase.url}, fake Spotify at ${fakes.spotify.url}`);
console.log(
  `Change their answers with e.g.: curl -X POST ${fakes.supabase.url}/__fake/answer -d '{"shows":"error"}'`,
);

const dev = spawn(process.execPath, ["server/index.js", "--dev"], {
  stdio: "inherit",
  env: { ...process.env, ...fakes.env },
});
const stop = () => dev.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
dev.on("exit", (code) => void fakes.close().then(() => process.exit(code ?? 0)));
