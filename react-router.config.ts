import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // `npm run build` (scripts/build.mjs) builds into a new folder under .builds/ and points build/ at it
  // once the build succeeded; `react-router build` alone writes build/ itself.
  buildDirectory: process.env.HEADLINER_BUILD_DIRECTORY || "build",
  // Every route's manifest in the first page: lazy route discovery matches the
  // requested path on the server, which for a path of thousands of segments
  // costs seconds of CPU. Four routes cost nothing to send.
  routeDiscovery: { mode: "initial" },
  // React Router 8's behaviour now, so the build prints no future-flag warnings
  // and the move to 8 (which needs Node 22) changes nothing.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
