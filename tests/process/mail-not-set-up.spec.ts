import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

import { expect, test } from "@playwright/test";

import { postForm } from "../follow-posts.ts";
import { logLines, startListeningServer, stopServers, temporaryFolder } from "../server-process.ts";
import { signUpForm } from "../sign-up-form.ts";

/**
 * A public site (NODE_ENV=production, as the Docker image and the systemd
 * unit start it) without SMTP_URL: its confirmation e-mails could only be
 * files on the server, and every sign-up would be deleted unconfirmed. It
 * says so when it starts, naming what to set; the follow form says following
 * is not open yet; a posted sign-up is refused with nothing written.
 */

test.describe.configure({ timeout: 90_000 });
test.afterAll(stopServers);

test("production without SMTP_URL warns at start, closes the form and refuses a sign-up", async () => {
  const server = await startListeningServer({ NODE_ENV: "production" });

  const warning = logLines(server).find(
    (line) => line.level === "warn" && /SMTP_URL/.test(`${line.message}`),
  );
  expect(warning?.message).toContain("SMTP_URL is not set in production");
  expect(warning?.message).toContain("MAIL_FROM");

  const notOpen = "Following the band by e-mail is not open yet.";
  for (const path of ["/", "/follow"]) {
    const page = await (await fetch(`${server.url}${path}`)).text();
    expect(page, path).toContain(notOpen);
    expect(page, path).not.toContain('name="email"');
  }

  const refused = await postForm(server.url, "/follow", signUpForm({ email: "early-fan@example.com" }));
  expect(refused.status).toBe(503);
  expect(await refused.text()).toContain(notOpen);
  // Nothing was taken: no confirmation e-mail was written.
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(existsSync(join(server.cwd, "data", "outbox"))).toBe(false);
  expect(server.output()).not.toContain("fan signed up");
});

test("npm run doctor -- --production names SMTP_URL and MAIL_FROM, and is not ready", () => {
  const doctor = spawnSync(
    process.execPath,
    ["--import", "./cli/register.mjs", "scripts/doctor.ts", "--production"],
    {
      encoding: "utf8",
      env: {
        PATH: process.env.PATH,
        DATA_DIR: join(temporaryFolder(), "data"),
        SITE_URL: "https://band.example",
      },
    },
  );
  expect(doctor.stdout).toContain("  - SMTP_URL is not set: e-mails to fans are only written as files in");
  expect(doctor.stdout).toMatch(/Set SMTP_URL \(.*Postmark.*\) and MAIL_FROM/);
  expect(doctor.stdout).toContain("(production: not ready)");
  expect(doctor.status).toBe(1);
});
