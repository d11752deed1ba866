import { writeFileSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "../e2e/fixtures.ts";
import { namesShow, rowNames } from "../home-rows.ts";
import { freePort, startServer, stopServers, temporaryFolder, waitForHealth } from "../server-process.ts";

/**
 * The production server as an operator meets it: start-up checks, .env,
 * request logs and graceful shutdown. Each test starts its own server.
 */

test.afterEach(stopServers);

test.describe("production server", () => {
  test.describe.configure({ timeout: 90_000 });

  test("an invalid variable stops start-up with a message naming it", async () => {
    const server = startServer({
      PORT: "not-a-port",
      SPOTIFY_CLIENT_ID: "id-without-secret",
      SMTP_URL: "https://mailer:s3cr3t-pass@smtp.example.com",
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("PORT");
    expect(server.output()).toContain("SPOTIFY_CLIENT_SECRET: is required when SPOTIFY_CLIENT_ID is set");
    expect(server.output()).toContain("SMTP_URL: must start with smtp:// or smtps://, not https://");
    expect(server.output()).not.toContain("s3cr3t-pass");
  });

  test("reads .env, logs one JSON line per request, and shuts down cleanly on SIGTERM", async () => {
    const cwd = temporaryFolder();
    const port = await freePort();
    writeFileSync(join(cwd, ".env"), `PORT=${port}\nSITE_URL=https://band.example\n`);
    const server = startServer({}, { cwd });
    await waitForHealth(port, server.child);

    const html = await (await fetch(`http://localhost:${port}/about`)).text();
    expect(html).toContain('<link rel="canonical" href="https://band.example/about"/>');
    // The line is written when the response finishes, and reaches us a moment later.
    const requestLines = () =>
      server
        .output()
        .split("\n")
        .filter((line) => line.includes('"path":"/about"'))
        .map((line) => JSON.parse(line));
    await expect
      .poll(requestLines)
      .toEqual([expect.objectContaining({ method: "GET", path: "/about", status: 200 })]);
    // A file under /assets is logged by its whole path too.
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)![0];
    await (await fetch(`http://localhost:${port}${asset}`)).arrayBuffer();
    await expect.poll(() => server.output().includes(`"path":"${asset}","status":200`)).toBe(true);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"message":"shutting down"');
    // Besides the JSON logs, one plain line for a person: no warnings, no stack.
    const plainLines = server
      .output()
      .split("\n")
      .filter((line) => line && !line.startsWith("{"));
    expect(plainLines).toEqual([`listening on http://localhost:${port}`]);

    // The database was closed cleanly: it opens again with the seeded shows, not seeded twice.
    const again = startServer({}, { cwd });
    await waitForHealth(port, again.child);
    const home = await (await fetch(`http://localhost:${port}/`)).text();
    expect(rowNames(home).filter((name) => namesShow(name, "The Lorem Lounge"))).toHaveLength(1);
    again.child.kill("SIGINT");
    expect(await again.exited).toBe(0);
    expect(again.output()).not.toContain("sample shows seeded");
  });
});
