/**
 * The screenshots in docs/admin.md, taken again from the built site: a phone (390 px) invited by the
 * command, adding a passkey, marking a show sold out, putting up its flyer, and the campaign. Run after
 * `npm run build` when the band's pages change:
 *
 *   node --import ./cli/register.mjs scripts/docs/admin-screenshots.ts
 *
 * It starts its own server on an empty data folder and a free port; nothing of yours is touched.
 */
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";

import { type Browser, chromium, type Locator, type Page } from "playwright";

import { invitationLinkIn, phone } from "../../tests/passkeys.ts";
import { startListeningServer, stopServers } from "../../tests/server-process.ts";
import { BENCH_CHROMIUM, ensureChromium } from "../chromium.ts";

const OUT = resolve("docs/admin");

/** The fonts from the cache (a first visit may keep the stand-ins: `font-display: optional`), then still. */
async function settled(page: Page) {
  await page.reload();
  await page.evaluate(() => document.fonts.ready);
}

async function shoot(target: Page | Locator, name: string) {
  await target.screenshot({ path: join(OUT, `${name}.png`), animations: "disabled" });
  console.log(`docs/admin/${name}.png`);
}

const problem = ensureChromium(BENCH_CHROMIUM);
if (problem) throw new Error(problem);
const server = await startListeningServer({});
let browser: Browser | undefined;
try {
  const invited = spawnSync(
    process.execPath,
    [
      "--import",
      "./cli/register.mjs",
      "cli/admin/main.ts",
      "invite",
      "singer@band.example",
      "--name",
      "Singer",
    ],
    { env: { ...process.env, DATA_DIR: join(server.cwd, "data"), SITE_URL: server.url }, encoding: "utf8" },
  );
  const link = invitationLinkIn(invited.stdout);
  if (!link) throw new Error(`no invitation link:\n${invited.stdout}${invited.stderr}`);

  browser = await chromium.launch({ executablePath: BENCH_CHROMIUM.path, args: ["--no-sandbox"] });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  await phone(context, page);
  const main = page.locator("main");

  await page.goto(link);
  await settled(page);
  await page.getByLabel("Name this passkey").fill("Singer's phone");
  await shoot(main, "welcome");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await page.waitForURL(`${server.url}/admin`);

  await page.getByRole("link", { name: /The Lorem Lounge/ }).click();
  const show = page.url();
  await page.getByRole("button", { name: "Sold out" }).click();
  await page.getByText("Sold out.").waitFor();
  await shoot(main, "show");

  await page.goto(`${server.url}/admin`);
  await shoot(main, "shows");

  await page.goto(show);
  await page.getByRole("link", { name: "Flyer" }).click();
  await page.getByLabel("The flyer").setInputFiles("content/flyers/lorem-lounge.png");
  await page.getByRole("button", { name: "Upload the flyer" }).click();
  await page.waitForURL(show);
  await page.getByRole("link", { name: "Flyer" }).click();
  await page.getByRole("button", { name: "Take the flyer off" }).waitFor();
  await page.evaluate(() => document.fonts.ready);
  await shoot(page, "flyer");

  await page.getByRole("link", { name: "Campaign" }).first().click();
  await page.evaluate(() => document.fonts.ready);
  await shoot(page, "campaign");

  await page.getByRole("button", { name: "Sign out" }).click();
  await page.getByRole("button", { name: "Sign in with a passkey" }).waitFor();
  await shoot(main, "sign-in");
} finally {
  await browser?.close();
  stopServers();
}
