// The host, in React Router's node-custom-server template's shape:
//   node server/index.js          production (`npm start`): the built app, built first when out of date
//   node server/index.js --prebuilt   production from build/ as it is, never building (the Docker image)
//   node server/index.js --dev    development (`npm run dev`): the app from source through Vite
// Either way server/main.ts runs the server and server/app.ts is its one Express app.
import { fileURLToPath } from "node:url";

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
    const { buildIfNeeded } = await import("../scripts/build-if-needed.mjs");
    buildIfNeeded();
  }
  // Before React loads: it picks its production build by this.
  process.env.NODE_ENV = "production";
  const { start } = await import("../build/server/index.js");
  await start({ clientDir: fileURLToPath(new URL("../build/client", import.meta.url)), production });
}
