// The host, in React Router's node-custom-server template's shape: --dev (Vite), or the build
// (built first when out of date, unless --prebuilt as in the Docker image).
import { realpathSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const development = process.argv.includes("--dev");
// As the starter set it, before the default below: a public site must know its SITE_URL.
const production = process.env.NODE_ENV === "production";

if (development) {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
  // The config first, alone: its mistake is named before a module that reads it fails.
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
  // Vite exits on SIGTERM once its servers close, before ours has closed the database; our own
  // shutdown closes Vite too.
  for (const listener of process.listeners("SIGTERM")) process.off("SIGTERM", listener);
  await start({
    vite: {
      middlewares: viteServer.middlewares,
      loadBuild: () => viteServer.ssrLoadModule("virtual:react-router/server-build"),
      close: () => viteServer.close(),
    },
  });
} else {
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
  // Once: a later build repoints build/, and this server keeps serving the files its pages name.
  let buildFolder;
  try {
    buildFolder = realpathSync(fileURLToPath(new URL("../build", import.meta.url)));
  } catch {
    console.error("There is no build/ to serve: run `npm run build` first.");
    process.exit(1);
  }
  // Later builds keep it while this server runs.
  if (buildFolder.includes(".builds")) {
    const { markServing } = await import("../scripts/build.mjs");
    markServing(buildFolder);
  }
  // Before React loads: it picks its build by this.
  process.env.NODE_ENV = "production";
  const { start } = await import(pathToFileURL(join(buildFolder, "server/index.js")).href);
  await start({ clientDir: join(buildFolder, "client"), production });
}
