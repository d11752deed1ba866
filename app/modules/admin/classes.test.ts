import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "vitest";

/**
 * The public pages inline the whole stylesheet Tailwind builds from every source file, so a class that
 * only the band's pages use would add bytes to every fan's page. Each one here must already be used by
 * the public site.
 */

const APP = join(import.meta.dirname, "../..");
const ADMIN = import.meta.dirname;

function files(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return path === ADMIN ? [] : files(path);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function adminClasses(): string[] {
  const tokens = new Set<string>();
  for (const file of readdirSync(ADMIN, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".tsx") || file.endsWith(".test.tsx")) continue;
    for (const line of readFileSync(join(ADMIN, file), "utf8").split("\n")) {
      const lists = /const [A-Z_]+ = "|const colors/.test(line)
        ? line.matchAll(/["`]([^"`]*)["`]/g)
        : line.matchAll(/className=\{?[`"]([^"`]*)[`"]/g);
      for (const [, text] of lists) {
        for (const token of text!.replace(/\$\{[^}]*\}/g, " ").split(/\s+/)) {
          if (/^[a-z][\w:/.[\]-]*$/.test(token) && /[-:]|^(flex|underline|uppercase|border)$/.test(token)) {
            tokens.add(token);
          }
        }
      }
    }
  }
  return [...tokens].sort();
}

test("the band's pages use only classes the public pages already use", () => {
  const publicSource = files(APP)
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  const escape = (token: string) => token.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const missing = adminClasses().filter(
    (token) => !new RegExp(`(^|[\\s"'\`])${escape(token)}($|[\\s"'\`])`, "m").test(publicSource),
  );
  expect(missing).toEqual([]);
});

test("the check reads the class lists of the band's pages", () => {
  expect(adminClasses()).toEqual(expect.arrayContaining(["button-primary", "min-h-11", "rounded-card"]));
});
