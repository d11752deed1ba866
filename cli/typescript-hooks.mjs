// Node's module hooks for the project's own TypeScript, registered by cli/register.mjs: each .ts or
// .tsx file is turned into JavaScript by esbuild (as Vite does), and the result kept by the file's
// contents, so a command's second start compiles nothing. Node itself resolves every import: the
// project names each file by its whole name (decision 093).
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const TYPESCRIPT = /\.(ts|tsx|mts)$/;
const project = fileURLToPath(new URL("..", import.meta.url));
// Beside the packages, as other tools keep theirs; without it (a read-only install) nothing is kept.
const cache = join(project, "node_modules", ".cache", "headliner-typescript");
let cacheable = true;
try {
  mkdirSync(cache, { recursive: true });
} catch {
  cacheable = false;
}

/** Loaded on first need: most starts find every file in the cache. */
let esbuild;

/** The options tsconfig.json gives tsc, as esbuild needs them. */
const tsconfigRaw = { compilerOptions: { verbatimModuleSyntax: true, jsx: "react-jsx" } };

async function compile(file, source) {
  esbuild ??= await import("esbuild");
  const { code } = await esbuild.transform(source, {
    loader: file.endsWith("x") ? "tsx" : "ts",
    format: "esm",
    target: "node20",
    sourcefile: file,
    sourcemap: "inline",
    tsconfigRaw,
  });
  return code;
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith("file:") || url.includes("/node_modules/")) return nextLoad(url, context);
  const file = fileURLToPath(url);
  if (!TYPESCRIPT.test(file)) return nextLoad(url, context);
  const source = readFileSync(file, "utf8");
  const key = createHash("sha256").update(file).update("\0").update(source).digest("hex").slice(0, 40);
  const kept = join(cache, `${key}.js`);
  let code;
  try {
    code = readFileSync(kept, "utf8");
  } catch {
    code = await compile(file, source);
    if (cacheable) {
      try {
        // Written whole under another name, then renamed: a start beside this one never reads half a file.
        const part = `${kept}.${process.pid}`;
        writeFileSync(part, code);
        renameSync(part, kept);
      } catch {
        // Not kept: the next start compiles it again.
      }
    }
  }
  return { format: "module", source: code, shortCircuit: true };
}
