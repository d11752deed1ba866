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
    rollupOptions: isSsrBuild ? { input: "./server.ts" } : undefined,
  },
  plugins: [tailwindcss(), reactRouter()],
}));
