// The build runs it first (vite.config.ts).
import { existsSync, readdirSync } from "node:fs";
import { basename, dirname, relative } from "node:path";

import { closest } from "#app/lib/closest.ts";
import { assertSiteConfig, SiteConfigError } from "#app/site/config-check.ts";

const MISSING_FILE = /Cannot find module '([^']+)' imported from ([^\s]+)/;

try {
  const { siteConfig } = await import("#content/site.config.ts");
  assertSiteConfig(siteConfig);
} catch (error) {
  console.error(error instanceof SiteConfigError ? error.message : (missingFile(error) ?? error));
  process.exit(1);
}

function missingFile(error: unknown): string | undefined {
  const [, file, importer] = MISSING_FILE.exec(String((error as Error)?.message)) ?? [];
  if (!file || !importer) return undefined;
  const folder = dirname(file);
  const present = existsSync(folder)
    ? readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isFile())
    : [];
  const meant = closest(
    basename(file),
    present.map((entry) => entry.name),
  );
  return (
    `${relative(process.cwd(), importer)} imports ${relative(process.cwd(), file)}, which does not exist` +
    (meant ? `. Did you mean ${meant}?` : `: put the file in ${relative(process.cwd(), folder)}/`)
  );
}
