// `npm run messages`: compiles the interface's words (every `messages/{language}.json` named in
// project.inlang/settings.json) into app/i18n/compiled/, with Paraglide JS (decision 100). Run after
// editing a messages file; `npm run build` runs it too, and a unit test fails while the compiled
// files are not what the messages say.
//
// The message-format plugin is handed to the SDK from node_modules: settings.json names no module
// URL, so compiling fetches nothing (Paraglide's own CLI would download its plugins).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

import { compileProject } from "@inlang/paraglide-js";
import messageFormat from "@inlang/plugin-message-format";
import { loadProjectFromDirectory } from "@inlang/sdk";

export const PROJECT_ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const PROJECT_PATH = join(PROJECT_ROOT, "project.inlang");
export const COMPILED_FOLDER = join(PROJECT_ROOT, "app/i18n/compiled");

/**
 * The compiled files by their path under the output folder. The type declarations take TypeScript
 * half a minute to write: `declarations: false` gives the JavaScript alone, to check it is current.
 */
export async function compiledMessages({ declarations = true } = {}): Promise<Record<string, string>> {
  const fs = await import("node:fs");
  const project = await loadProjectFromDirectory({ path: PROJECT_PATH, fs, providePlugins: [messageFormat] });
  try {
    const problems = await project.errors.get();
    if (problems.length > 0) throw new Error(problems.map((problem) => problem.message).join("\n"));
    return await compileProject({
      project,
      compilerOptions: {
        // The page's language is set per request (app/i18n/.server/request-language.ts), never by
        // cookie or browser: pages stay cacheable by their address alone.
        strategy: ["globalVariable", "baseLocale"],
        outputStructure: "locale-modules",
        emitTsDeclarations: declarations,
        emitGitIgnore: false,
        emitPrettierIgnore: false,
        emitReadme: false,
        includeEslintDisableComment: true,
      },
    });
  } finally {
    await project.close();
  }
}

export function writeCompiled(files: Record<string, string>, folder = COMPILED_FOLDER) {
  rmSync(folder, { recursive: true, force: true });
  for (const [path, text] of Object.entries(files)) {
    const file = join(folder, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
}

/** Whether the compiled folder holds exactly `files`. */
export function isCompiled(files: Record<string, string>, folder = COMPILED_FOLDER): boolean {
  return Object.entries(files).every(([path, text]) => {
    try {
      return readFileSync(join(folder, path), "utf8") === text;
    } catch {
      return false;
    }
  });
}

/** Compiles the messages unless the compiled files are current; says which. */
export async function compileMessages() {
  const folder = relative(PROJECT_ROOT, COMPILED_FOLDER);
  if (isCompiled(await compiledMessages({ declarations: false }))) {
    console.log(`messages: ${folder} is up to date`);
  } else {
    writeCompiled(await compiledMessages());
    console.log(`messages: compiled into ${folder}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await compileMessages();
  // The SDK's database worker keeps the process alive for half a minute after it is closed.
  process.exit(0);
}
