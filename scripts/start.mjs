// `npm start`: build when the sources are newer than the build, then run the
// production server in this process (so signals reach it directly).
import { buildIfNeeded } from "./build-if-needed.mjs";

buildIfNeeded();
process.env.NODE_ENV = "production";
await import("../build/server/index.js");
