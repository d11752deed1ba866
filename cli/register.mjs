// `npm run shows` runs the command from source in one Node process:
//   node --import ./cli/register.mjs cli/shows.ts <command>
// tsx compiles the TypeScript and resolves package.json "imports";
// asset-imports.mjs lets the site's config import its images outside Vite.
import "tsx";
import "./asset-imports.mjs";
