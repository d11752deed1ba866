// content/site.config.ts imports its images, which the build turns into
// ImageFiles (scripts/images/). Under plain Node (the shows command, the test
// runner, the fake backends) such an import fails ("Unknown file extension
// .svg"); once this module is imported, a picture is an ImageFile naming the
// file's URL, and any other file is its URL. Nothing outside Vite shows the images.
import { register } from "node:module";
import { isMainThread } from "node:worker_threads";

const PICTURE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;
const ASSET = /\.(ico|woff2?|mp4|webm|pdf)$/i;

export async function load(url, context, nextLoad) {
  const { pathname, search } = new URL(url);
  if (PICTURE.test(pathname)) {
    const image = { id: "", src: url, width: 1, height: 1, sources: [] };
    return { format: "module", source: `export default ${JSON.stringify(image)};`, shortCircuit: true };
  }
  // Vite's `?url` import (the browser's small scripts) is the file's URL too.
  if (ASSET.test(pathname) || search === "?url") {
    return { format: "module", source: `export default ${JSON.stringify(url)};`, shortCircuit: true };
  }
  return nextLoad(url, context);
}

// This file is also the hooks module itself, which Node loads again off the main thread.
if (isMainThread) register(import.meta.url);
