import { spawnSync } from "node:child_process";
import { readdir, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

import { fontFallbacks } from "./scripts/fonts/vite-plugin.ts";
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

/**
 * React Router always builds the browser's half of the app (its entry, every
 * route's module and the route manifest, for hydration), and the server's
 * build reads that build's manifest. No page loads any of it: production pages
 * render without <Scripts> (app/root.tsx). So those scripts are deleted once
 * written, and build/client keeps only what a browser asks for: the menu's
 * script (a copied file, not a bundled chunk), the fonts and the pictures.
 */
function dropUnloadedScripts(): Plugin {
  return {
    name: "headliner:drop-unloaded-scripts",
    apply: "build",
    writeBundle: {
      order: "post",
      async handler(options, bundle) {
        const environment = this.environment;
        if (environment.name === "client") {
          const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
          await Promise.all(chunks.map((chunk) => rm(join(options.dir!, chunk.fileName))));
          return;
        }
        // React Router writes the route manifest (assets/manifest-<hash>.js) while the server builds.
        const config = environment.getTopLevelConfig();
        const assets = resolve(config.root, config.environments.client!.build.outDir, "assets");
        const manifests = (await readdir(assets).catch(() => [] as string[])).filter((name) =>
          /^manifest-\w+\.js$/.test(name),
        );
        await Promise.all(manifests.map((name) => rm(join(assets, name))));
      },
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
  plugins: [
    checkSiteConfig(),
    imagePipeline({ root }),
    fontFallbacks({ stylesheet: join(root, "app/app.css") }),
    tailwindcss(),
    reactRouter(),
    dropUnloadedScripts(),
  ],
});
