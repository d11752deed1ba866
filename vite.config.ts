import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { imagePipeline } from "./scripts/images/vite-plugin.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

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
  plugins: [imagePipeline({ root }), tailwindcss(), reactRouter()],
});
