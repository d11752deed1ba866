// `node --import ./cli/register.mjs cli/shows/main.ts`: the project's TypeScript, and the config's images
// outside Vite. Stack traces name the compiled lines; add --enable-source-maps for the TypeScript ones.
import { register } from "node:module";

register("./typescript-hooks.mjs", import.meta.url);

await import("./asset-imports.mjs");
