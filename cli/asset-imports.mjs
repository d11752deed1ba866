// content/site.config.ts imports its images, which Vite turns into URLs. Under
// plain Node (the shows command, the test runner, the fake backends) such an
// import fails ("Unknown file extension .svg"); once this module is imported,
// it is the file's URL instead. Nothing outside Vite shows the images.
import { register } from "node:module";
import { isMainThread } from "node:worker_threads";

const ASSET = /\.(svg|png|jpe?g|webp|avif|gif|ico|woff2?)$/i;

export async function load(url, context, nextLoad) {
  if (ASSET.test(new URL(url).pathname)) {
    return { format: "module", source: `export default ${JSON.stringify(url)};`, shortCircuit: true };
  }
  return nextLoad(url, context);
}

// This file is also the hooks module itself, which Node loads again off the main thread.
if (isMainThread) register(import.meta.url);
