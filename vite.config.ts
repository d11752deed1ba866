import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "#content": fileURLToPath(new URL("./content", import.meta.url)),
    },
  },
  build: {
    // Images stay files with hashed names (cached for a year) instead of
    // being inlined into the JavaScript every page downloads.
    assetsInlineLimit: 0,
    // The server build is the whole production server, not just the request
    // handler: server.ts wraps it with compression, caching, logs and shutdown.
    // The shows tool is built beside it (build/server/shows.js), sharing its modules.
    rollupOptions: isSsrBuild ? { input: { index: "./server.ts", shows: "./scripts/shows.ts" } } : undefined,
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    {
      // React Router names every server entry "index.js" (then index2.js); give the tool its own name.
      name: "headliner:shows-tool-file-name",
      config: (_config, { isSsrBuild: ssr }) =>
        ssr
          ? {
              build: {
                rollupOptions: {
                  output: {
                    entryFileNames: (chunk: { name: string }) =>
                      chunk.name === "shows" ? "shows.js" : "index.js",
                  },
                },
              },
            }
          : undefined,
    },
  ],
}));
