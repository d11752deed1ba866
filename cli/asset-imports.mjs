// Under plain Node the config's image imports fail ("Unknown file extension .svg"): here a
// picture is a stand-in ImageFile and any other asset its URL. Nothing outside Vite shows them.
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
  if (ASSET.test(pathname) || search === "?url") {
    return { format: "module", source: `export default ${JSON.stringify(url)};`, shortCircuit: true };
  }
  return nextLoad(url, context);
}

// Node loads this file again, off the main thread, as the hooks module.
if (isMainThread) register(import.meta.url);
