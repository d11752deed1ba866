// `node --import ./cli/register.mjs cli/shows/main.ts`: TypeScript, and the config's images outside Vite.
import "tsx";
import "./asset-imports.mjs";
