import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { copyProject, removeCopy } from "../band-files.ts";
import { expect, test } from "../e2e/fixtures.ts";
import { freePort, startServer, stopServers, temporaryFolder, waitForHealth } from "../server-process.ts";

/**
 * A band's friend editing content/site.config.ts: a slip stops the site with
 * the mistake named, `npm run doctor` says what is still the sample's, and
 * a renamed band with new services serves its pages. In a copy of the project.
 */

test.describe.configure({ mode: "serial", timeout: 180_000 });
test.afterEach(stopServers);

let copy: string;
let sampleConfig: string;
test.beforeAll(() => {
  copy = copyProject({ imageCache: true });
  sampleConfig = readFileSync(join(copy, "content/site.config.ts"), "utf8");
});
test.afterAll(() => removeCopy(copy));

/** The copy's config: the sample's, with these texts replaced everywhere. */
function writeConfig(replacements: [string, string][]) {
  let text = sampleConfig;
  for (const [from, to] of replacements) text = text.replaceAll(from, to);
  writeFileSync(join(copy, "content/site.config.ts"), text);
}

function doctor(env: Record<string, string>) {
  const result = spawnSync(process.execPath, ["--import", "./cli/register.mjs", "scripts/doctor.ts"], {
    cwd: copy,
    encoding: "utf8",
    env: { PATH: process.env.PATH, DATA_DIR: join(temporaryFolder(), "data"), ...env },
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

const RENAMED: [string, string][] = [
  ["The Placeholders", "Steel Ghosts"],
  [
    '{ service: "facebook", label: "Facebook", url: "https://www.facebook.com/example" },',
    '{ service: "tiktok", url: "https://www.tiktok.com/@steelghosts" },\n    { service: "x", url: "https://x.com/steelghosts" },',
  ],
];

test("a slip in the config stops the build and npm start with the mistake named, and nothing listens", async () => {
  writeConfig([
    ['activeStyle: "propofol"', 'activeStyle: "Normal"'],
    // The colour that once went out silently, and took the filled buttons' fill.
    ['accentColor: "#0049ad"', 'accentColor: "#1e90fff"'],
  ]);
  const mistakes =
    "content/site.config.ts has 2 mistakes; the site cannot start until they are fixed:\n" +
    '  activeStyle: "Normal" is not one of normal, almostReal, propofol. Did you mean "normal"?\n' +
    '  pageStyles.almostReal.accentColor: "#1e90fff" is not a colour (expected #rgb, #rrggbb, rgb(30 144 255), hsl(210 100% 56%), oklch(62% 0.19 260) or a name such as black)\n';
  // What the build runs first (vite.config.ts): it stops there, before building anything.
  const check = spawnSync(process.execPath, ["--import", "./cli/register.mjs", "scripts/check-config.ts"], {
    cwd: copy,
    encoding: "utf8",
    env: { PATH: process.env.PATH },
  });
  expect(check.stderr).toBe(mistakes);
  expect(check.status).toBe(1);

  const server = startServer({ PORT: String(await freePort()) }, { project: copy });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain(mistakes);
  expect(server.output()).not.toContain("listening");
});

test("npm run doctor lists the sample in the shipped config and fails in production", () => {
  writeConfig([]);
  const { status, output } = doctor({ NODE_ENV: "production", SITE_URL: "https://band.example" });
  expect(output).toContain('  - name: "The Placeholders"');
  expect(output).toContain('  - credit.name: "Sample Builder"');
  expect(output).toContain("  - images.logo.file: content/images/logo.svg");
  expect(output).toMatch(/\d+ things still the sample's or missing: .*\(production: not ready\)\n$/);
  expect(status).toBe(1);
  // On the band's own computer it reports the same and lets them go on.
  expect(doctor({}).status).toBe(0);
});

test("after a rename, doctor lists what is left, and the renamed band's pages serve its new services", async () => {
  writeConfig(RENAMED);
  const { status, output } = doctor({ NODE_ENV: "production", SITE_URL: "https://band.example" });
  expect(output).not.toContain("  - name:");
  expect(output).toContain('  - credit.name: "Sample Builder"');
  expect(output).toContain("  - images.logo.file: content/images/logo.svg");
  expect(output).toContain('  - heroes.propofol.heading: "Propofol"');
  expect(status).toBe(1);

  const port = await freePort();
  const server = startServer({ PORT: String(port) }, { project: copy });
  // It builds the renamed band's site first: over a minute on a loaded 2-core machine.
  await waitForHealth(port, server.child, 150_000);
  const home = await fetch(`http://localhost:${port}/`);
  expect(home.status).toBe(200);
  const html = await home.text();
  expect(html).toContain('aria-label="Steel Ghosts on TikTok"');
  expect(html).toContain('aria-label="Steel Ghosts on X"');
  // A renamed band's new database has no sample shows, and without Spotify no sample albums.
  expect(html).not.toContain("Placeholder Hall");
  const music = await (await fetch(`http://localhost:${port}/music`)).text();
  expect(music).toContain("Almost Real");
  expect(server.output()).toContain("albums come from content/site.config.ts alone");
});
