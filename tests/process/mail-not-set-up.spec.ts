import { expect, test } from "@playwright/test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { postForm, signUpForm } from "../follow-posts.ts";
import { logLines, startListeningServer, stopServers } from "../server-process.ts";

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
