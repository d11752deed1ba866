// The host, in React Router's node-custom-server template's shape:
//   node server/index.js          production (`npm start`): the built app, built first when out of date
//   node server/index.js --prebuilt   production from build/ as it is, never building (the Docker image)
//   node server/index.js --dev    development (`npm run dev`): the app from source through Vite
// `npm run build` (scripts/build.mjs) makes build/ a link to the newest good build under .builds/.
// Either way server/main.ts runs the server and server/app.ts is its one Express app.
import { realpathSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const development = process.argv.includes("--dev");
// Set by whoever started the server (the Docker image, a process manager), before `npm start`'s
// own default below: a public site, which must know its address (SITE_URL).
const production = process.env.NODE_ENV === "production";

if (development) {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
  // The config first, alone: a mistake in it is named before any module that reads it can fail.
  const { assertSiteConfig } = await viteServer.ssrLoadModule("/app/site/config-check.ts");
  const { siteConfig } = await viteServer.ssrLoadModule("/content/site.config.ts");
  try {
    assertSiteConfig(siteConfig);
  } catch (error) {
    console.error(error.message);
    await viteServer.close();
    process.exit(1);
  }
  const { start } = await viteServer.ssrLoadModule("/server/main.ts");
  // React Router's plugin runs a second, internal Vite server, and Vite exits the process on
  // SIGTERM as soon as its servers are closed, before ours has closed the database. Our own
  // shutdown (server/main.ts) closes Vite too.
  for (const listener of process.listeners("SIGTERM")) process.off("SIGTERM", listener);
  await start({
    vite: {
      middlewares: viteServer.middlewares,
      loadBuild: () => viteServer.ssrLoadModule("virtual:react-router/server-build"),
      close: () => viteServer.close(),
    },
  });
} else {
  // An image has its build and no build tools: it must never try to build (file times in an
  // image say little).
  if (!process.argv.includes("--prebuilt")) {
    const { buildIfNeeded, hasBuild } = await import("../scripts/build-if-needed.mjs");
    // A failed build left build/ as it was: a restart after a bad update serves the build before.
    if (buildIfNeeded() === "failed") {
      if (!hasBuild()) process.exit(1);
      console.error(
        JSON.stringify({
          level: "error",
          time: new Date().toISOString(),
          message: "the build failed (its output is above): serving the build made before until it is fixed",
        }),
      );
    }
  }
  // The build's own folder, once: `npm run build` points build/ at a new folder when it succeeds,
  // and this server goes on serving the one it started with (its pages name its files).
  let buildFolder;
  try {
    buildFolder = realpathSync(fileURLToPath(new URL("../build", import.meta.url)));
  } catch {
    console.error("There is no build/ to serve: run `npm run build` first.");
    process.exit(1);
  }
  // Kept by later builds for as long as this server runs (a plain build/ folder, as in the image, is
  // never removed).
  if (buildFolder.includes(".builds")) {
    const { markServing } = await import("../scripts/build.mjs");
    markServing(buildFolder);
  }
  // Before React loads: it picks its production build by this.
  process.env.NODE_ENV = "production";
  const { start } = await import(pathToFileURL(join(buildFolder, "server/index.js")).href);
  await start({ clientDir: join(buildFolder, "client"), production });
}
