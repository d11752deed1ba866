// `npm run shows -- <command>`: builds when the sources changed, then runs the
// built tool (build/server/shows.js), which `node` can also run directly.
import { buildIfNeeded } from "./build-if-needed.mjs";

buildIfNeeded();
await import("../build/server/shows.js");
