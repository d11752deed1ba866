import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

import { FAKE_SPOTIFY_CLIENT_ID, FAKE_SPOTIFY_CLIENT_SECRET } from "../fakes/spotify.ts";
import { FAKE_SUPABASE_ANON_KEY, FAKE_SUPABASE_SERVICE_ROLE_KEY } from "../fakes/supabase.ts";
import { FAKE_SMTP_PASSWORD } from "../smtp.ts";
import { expect, test } from "./fixtures.ts";

/**
 * What a browser downloads must hold no server code: no env reading, no
 * database, no server-only module, no key. (The build runs before these tests.)
 */

/** Every file under a folder, recursively, dot-folders included. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

test("the client build contains no server-only code", () => {
  const assets = join("build", "client", "assets");
  const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  const client = scripts.map((name) => readFileSync(join(assets, name), "utf8")).join("\n");
  for (const serverOnly of [
    "process.env",
    "DATA_DIR",
    "SUPABASE",
    "SPOTIFY_CLIENT",
    "pglite",
    "getUpcomingShows",
    "create table",
    "SMTP_URL",
    "nodemailer",
  ]) {
    expect(client, serverOnly).not.toContain(serverOnly);
  }
});

test("no file of the client build holds a key, a secret or a backend's API", () => {
  const files = filesUnder(join("build", "client"));
  expect(files.length).toBeGreaterThan(0);
  // Binary files (fonts, icons) too: latin1 reads every byte as one character.
  const contents = files.map((file) => ({
    file: relative("build/client", file),
    text: readFileSync(file).toString("latin1").toLowerCase(),
  }));
  for (const secret of [
    FAKE_SPOTIFY_CLIENT_SECRET,
    FAKE_SPOTIFY_CLIENT_ID,
    FAKE_SUPABASE_ANON_KEY,
    FAKE_SUPABASE_SERVICE_ROLE_KEY,
    "SUPABASE_SERVICE_ROLE_KEY",
    "service_role",
    "client_secret",
    "supabase",
    "api/token",
    "SPOTIFY_CLIENT_SECRET",
    FAKE_SMTP_PASSWORD,
    "SMTP_URL",
  ]) {
    const holding = contents
      .filter(({ text }) => text.includes(secret.toLowerCase()))
      .map(({ file }) => file);
    expect(holding, secret).toEqual([]);
  }
});

/** Every module specifier a source file imports or re-exports, statically or dynamically. */
function importsOf(source: string): string[] {
  const pattern =
    /\b(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)/g;
  return [...source.matchAll(pattern)].map((match) => (match[1] ?? match[2])!);
}

/**
 * Whether an import, by the module it names, is one that must stay on the server: the
 * Supabase client library, the WebSocket library it runs on here, or the site's own
 * Supabase and Spotify clients (app/modules/shows/.server/supabase.ts, app/modules/music/.server/spotify.ts).
 */
function isServerOnlyImport(specifier: string, importer: string): boolean {
  if (specifier === "ws" || specifier.startsWith("@supabase/")) return true;
  const target = specifier.startsWith("#app/")
    ? join("app", specifier.slice("#app/".length))
    : specifier.startsWith(".")
      ? join(dirname(importer), specifier)
      : null;
  return (
    target !== null &&
    /^app\/modules\/(?:shows\/\.server\/supabase|music\/\.server\/spotify)(?:\.ts)?$/.test(
      target.replaceAll("\\", "/"),
    )
  );
}

test("only .server folders import the Supabase and Spotify clients", () => {
  const sources = filesUnder("app").filter((file) => /\.tsx?$/.test(file));
  const inServerFolder = (file: string) => file.split(/[\\/]/).includes(".server");
  const isTest = (file: string) => /\.test\.tsx?$/.test(file);
  const serverOnlyImports = (file: string) =>
    importsOf(readFileSync(file, "utf8")).filter((specifier) => isServerOnlyImport(specifier, file));

  const checked = sources.filter((file) => !inServerFolder(file) && !isTest(file));
  expect(checked.length).toBeGreaterThan(10);
  const offending = checked.flatMap((file) =>
    serverOnlyImports(file).map((specifier) => `${file} imports ${specifier}`),
  );
  expect(offending).toEqual([]);

  // The check does see these imports, where they belong.
  const inServerFolderImports = sources.filter(inServerFolder).flatMap(serverOnlyImports);
  expect(inServerFolderImports).toEqual(
    expect.arrayContaining(["@supabase/supabase-js", "ws", "./supabase.ts", "./spotify.ts"]),
  );
});

test("the site never reads SUPABASE_SERVICE_ROLE_KEY: only the shows tool does", () => {
  const readers = [
    ...filesUnder("app"),
    ...filesUnder("server"),
    ...filesUnder("cli"),
    ...filesUnder("scripts"),
  ]
    .filter((file) => /\.(?:tsx?|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) =>
      /process\.env\.SUPABASE_SERVICE_ROLE_KEY|\[["']SUPABASE_SERVICE_ROLE_KEY["']\]/.test(
        readFileSync(file, "utf8"),
      ),
    );
  expect(readers).toEqual([join("cli", "shows", "main.ts")]);
  // The site's built server does not even mention it.
  const siteServer = [join("build", "server", "index.js"), ...filesUnder(join("build", "server", "assets"))];
  for (const file of siteServer.filter((path) => path.endsWith(".js"))) {
    expect(readFileSync(file, "utf8"), file).not.toContain("SUPABASE_SERVICE_ROLE_KEY");
  }
});
