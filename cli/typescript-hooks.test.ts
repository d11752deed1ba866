import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { afterEach, expect, test } from "vitest";

const register = resolve("cli/register.mjs");
const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Runs `file` as the project's commands run: `node --import ./cli/register.mjs file`. */
function run(file: string): string {
  return execFileSync(process.execPath, ["--import", register, file], { encoding: "utf8" });
}

function folder(): string {
  const made = mkdtempSync(join(tmpdir(), "headliner-hooks-"));
  folders.push(made);
  // JSX imports React's runtime from beside the file, as in the project.
  symlinkSync(resolve("node_modules"), join(made, "node_modules"));
  return made;
}

test("a command runs TypeScript and JSX, importing other files by their whole names", () => {
  const here = folder();
  writeFileSync(
    join(here, "greeting.ts"),
    `export type Greeting = string;\nexport const hello = (name: string): Greeting => \`Hello, \${name}\`;\n`,
  );
  writeFileSync(
    join(here, "main.tsx"),
    [
      `import type { Greeting } from "./greeting.ts";`,
      `import { hello } from "./greeting.ts";`,
      `enum Size { Small = 1, Large = 2 }`,
      `const element = <p title="x">{Size.Large}</p>;`,
      `const greeting: Greeting = hello("Orlando");`,
      `console.log(greeting, element.props.children, element.type);`,
    ].join("\n"),
  );
  expect(run(join(here, "main.tsx")).trim()).toBe("Hello, Orlando 2 p");
});

test("an edited file runs as edited, not as it was compiled before", () => {
  const file = join(folder(), "version.ts");
  writeFileSync(file, `const version: number = 1;\nconsole.log(version);\n`);
  expect(run(file).trim()).toBe("1");
  expect(run(file).trim()).toBe("1");
  writeFileSync(file, `const version: number = 2;\nconsole.log(version);\n`);
  expect(run(file).trim()).toBe("2");
});
