import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { imagePipeline } from "./scripts/images/vite-plugin.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

/** A build starts only with a valid content/site.config.ts (scripts/check-config.ts names each mistake). */
function checkSiteConfig(): Plugin {
  let checked = false;
  return {
    name: "headliner:check-site-config",
    apply: "build",
    buildStart() {
      // Once per build: React Router builds the client and the server.
      if (checked) return;
      checked = true;
      const result = spawnSync(
        process.execPath,
        ["--import", "./cli/register.mjs", "scripts/check-config.ts"],
        {
          cwd: root,
          encoding: "utf8",
        },
      );
      // The message alone, without a build's stack trace around it: it is the band's to read.
      if (result.status !== 0) {
        process.stderr.write(result.stderr || `The config check failed (exit ${result.status}).\n`);
        process.exit(1);
      }
    },
  };
}

// Aliases (#app/*, #content/*…) come from package.json "imports", which Vite reads itself.
export default defineConfig({
  build: {
    // Images stay files with hashed names (cached for a year) instead of
    // being inlined into the JavaScript every page downloads.
    assetsInlineLimit: 0,
  },
  environments: {
    // The server build is the whole server (server/main.ts), not just the request handler.
    ssr: { build: { rollupOptions: { input: "./server/main.ts" } } },
  },
  plugins: [checkSiteConfig(), imagePipeline({ root }), tailwindcss(), reactRouter()],
});
