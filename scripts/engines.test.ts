import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { expect, test } from "vitest";

/**
 * Node 20.19 is supported (package.json's engines): no package that
 * `npm ci` installs may ask for more, or `npm install` warns EBADENGINE
 * (cookie@2, pulled in by the HTTP Observatory's fastify, asked for
 * Node 22: package.json's overrides pin it to 1.x). Read from the lockfile,
 * which says each package's engines.
 */

const { satisfies } = createRequire(import.meta.url)("semver") as {
  satisfies(version: string, range: string): boolean;
};
const OLDEST_NODE = "20.19.0";

test(`every package in package-lock.json runs on Node ${OLDEST_NODE}`, () => {
  const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
    packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
  };
  const ours = (JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } }).engines
    .node;
  expect(satisfies(OLDEST_NODE, ours), `package.json engines.node "${ours}"`).toBe(true);
  const refusing = Object.entries(lock.packages).flatMap(([path, entry]) => {
    const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    return path && range && !satisfies(OLDEST_NODE, range) ? [`${path}@${entry.version}: node ${range}`] : [];
  });
  expect(refusing).toEqual([]);
});
