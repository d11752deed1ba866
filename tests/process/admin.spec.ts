import { request } from "node:http";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";

import { expectNoAxeViolations } from "../e2e/fixtures.ts";
import { outbox } from "../follow-posts.ts";
import { invitationLinkIn, phone } from "../passkeys.ts";
import { type ServerProcess, startListeningServer, stopServers } from "../server-process.ts";
import { spawnNode, stopTools } from "./shows-tool-helpers.ts";

/**
 * The band's pages on a real server of their own (their changes must not reach the other browser
 * tests' shows), on a phone's screen, with Chromium's virtual authenticator standing in for the
 * phone's passkeys: invited by the command, a member adds a passkey, marks a show sold out and cancels
 * another, each on the public page within 2 s; signs out, and the old cookie opens nothing; signs in
 * with the passkey again.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

let server: ServerProcess & { port: number; url: string };
const register = pathToFileURL(resolve("cli/register.mjs")).href;

test.beforeAll(async () => {
  server = await startListeningServer({});
});
test.afterAll(() => {
  stopTools();
  stopServers();
});

async function admin(...args: string[]) {
  const tool = spawnNode(["--import", register, resolve("cli/admin/main.ts"), ...args], {
    DATA_DIR: join(server.cwd, "data"),
    SITE_URL: server.url,
  });
  const code = await tool.exited;
  return { code, stdout: tool.stdout(), stderr: tool.stderr() };
}

/** axe finds nothing, nothing needs scrolling sideways at 390 px, and every target is at least 44 px high. */
async function expectFitsAPhone(page: Page) {
  await expectNoAxeViolations(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `the width of ${page.url()}`).toBeLessThanOrEqual(390);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll("main :is(a, button, input:not([type=hidden]), textarea, select)")]
      .filter((target) => target.getBoundingClientRect().height < 44)
      .map((target) => target.outerHTML.slice(0, 80)),
  );
  expect(small, `targets under 44 px on ${page.url()}`).toEqual([]);
}

test("invited, a member adds a passkey, runs the shows from a phone, signs out and back in", async ({
  context,
  page,
}) => {
  const invited = await admin("invite", "singer@band.example", "--name", "Singer");
  expect(invited.code, invited.stderr).toBe(0);
  const link = invitationLinkIn(invited.stdout);
  expect(link, invited.stdout).toBeDefined();
  await phone(context, page);

  // The invitation: one tap on Add a passkey signs her in.
  await page.goto(link!);
  await expect(page.getByText("Hello Singer.")).toBeVisible();
  await expectFitsAPhone(page);
  await page.getByLabel("Name this passkey").fill("Singer's phone");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page).toHaveURL(`${server.url}/admin`);
  await expect(page.getByRole("heading", { name: "Shows" })).toBeVisible();
  await expectFitsAPhone(page);

  // The link is good once.
  const replay = await context.request.post(`${server.url}/admin/passkeys/new`, {
    data: { token: new URL(link!).searchParams.get("token") },
    headers: { Origin: server.url },
  });
  expect(replay.status()).toBe(410);

  // Sold out, from the show's page; the public page says so within 2 s.
  await page.getByRole("link", { name: /The Lorem Lounge/ }).click();
  const showId = /\/admin\/shows\/(\d+)/.exec(page.url())?.[1];
  expect(showId).toBeDefined();
  await expectFitsAPhone(page);
  await page.getByRole("button", { name: "Sold out" }).click();
  await expect(page.getByText("Sold out.")).toBeVisible();
  await expect
    .poll(async () => (await (await fetch(`${server.url}/shows/${showId}`)).text()).includes("Sold out"), {
      timeout: 2_000,
    })
    .toBe(true);

  // Cancelled, with a word for the fans.
  await page
    .getByLabel("Reason for fans (optional)")
    .fill("The van broke down. Refunds at the point of sale.");
  await page.getByRole("button", { name: "Cancel show" }).click();
  await expect(page.getByText("Cancelled.")).toBeVisible();
  await expect
    .poll(
      async () =>
        (await (await fetch(`${server.url}/shows/${showId}`)).text()).includes("The van broke down"),
      {
        timeout: 2_000,
      },
    )
    .toBe(true);

  // Signed out, the old cookie opens nothing.
  const [session] = (await context.cookies()).filter((cookie) => cookie.name === "headliner_admin");
  expect(session).toMatchObject({ httpOnly: true, path: "/admin", sameSite: "Lax" });
  // A new show: a mistake is named beside its field and nothing is lost; then it is on the public list.
  await page.goto(`${server.url}/admin`);
  await page.getByRole("link", { name: "Add a show" }).click();
  await expectFitsAPhone(page);
  await page.getByLabel("Day").first().fill("2027-02-20");
  await page.getByLabel("Time").first().fill("20:00");
  await page.getByLabel("City").fill("Sanford");
  await page.getByLabel("Price").fill("lots");
  await page.getByRole("button", { name: "Add the show" }).click();
  await expect(page.getByText("Nothing was saved.")).toBeVisible();
  await expect(page.getByText(/^Venue is empty/).first()).toBeVisible();
  await expect(page.getByText(/^Price is not/).first()).toBeVisible();
  await expect(page.getByLabel("City")).toHaveValue("Sanford");
  await expectFitsAPhone(page);
  await page.getByLabel("Venue (required)").fill("The Alley");
  await page.getByLabel("Price").fill("12");
  await page.getByRole("button", { name: "Add the show" }).click();
  await expect(page.getByText("February 20, 2027 at 8:00 PM")).toBeVisible();
  await expect
    .poll(async () => (await (await fetch(`${server.url}/`)).text()).includes("The Alley"), {
      timeout: 2_000,
    })
    .toBe(true);
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByLabel("Price")).toHaveValue("12");
  await page.getByLabel("Venue (required)").fill("The Alley Stage");
  await page.getByRole("button", { name: "Save the changes" }).click();
  await expect(page.getByRole("heading", { name: /The Alley Stage/ })).toBeVisible();

  // A show that is not there is said so, on a band page.
  const missing = await page.goto(`${server.url}/admin/shows/9999`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByText("There is no such show.")).toBeVisible();

  // The numbers the shows command's stats print.
  await page.getByRole("link", { name: "Numbers" }).click();
  await expect(page.getByText("Get Tickets clicks, all days together: 0.")).toBeVisible();
  await expect(page.getByRole("cell", { name: "Tampa, FL" })).toBeVisible();
  await expectFitsAPhone(page);

  // Her passkeys: the only one cannot be removed.
  await page.getByRole("link", { name: "Passkeys" }).click();
  await expectFitsAPhone(page);
  await page.getByRole("button", { name: "Remove Singer's phone" }).click();
  await expect(page.getByText("This is your only passkey: add another before removing it.")).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
  await expectFitsAPhone(page);
  await page.getByLabel("Your e-mail address").fill("nobody@elsewhere.example");
  await page.getByRole("button", { name: "E-mail me a code" }).click();
  await expect(page.getByLabel("The 6-digit code")).toBeVisible();
  await expectFitsAPhone(page);
  await context.addCookies([session!]);
  await page.goto(`${server.url}/admin/shows/${showId}`);
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();

  // The passkey signs her in again.
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByText("Signed in as Singer.")).toBeVisible();
});

/** The newest sign-in code e-mailed to `address` other than `not`, once the server has written it. */
async function codeFor(address: string, not?: string) {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await outbox(join(server.cwd, "data"))).filter(
          (mail) => mail.to && "text" in mail.to && mail.to.text === address,
        );
        code = mails
          .map((mail) => /^(\d{6}) is your sign-in code$/.exec(mail.subject ?? "")?.[1])
          .filter((found) => found && found !== not)
          .at(-1);
        return code;
      },
      { timeout: 20_000, message: `a sign-in code for ${address}` },
    )
    .toBeTruthy();
  return code!;
}

/** A member invited by the command, signed in with the code e-mailed to them. */
async function signInByCode(page: Page, email: string, name: string) {
  expect((await admin("invite", email, "--name", name)).code).toBe(0);
  await page.goto(`${server.url}/admin`);
  await page.getByLabel("Your e-mail address").fill(email);
  await page.getByRole("button", { name: "E-mail me a code" }).click();
  await page.getByLabel("The 6-digit code").fill(await codeFor(email));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText(`Signed in as ${name}.`)).toBeVisible();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an e-mailed code signs a member in; a stranger gets the same answer and no mail; five wrong tries void it; removal ends the session", async ({
    page,
  }) => {
    expect((await admin("invite", "bassist@band.example", "--name", "Bassist")).code).toBe(0);
    const askFor = async (address: string) => {
      await page.goto(`${server.url}/admin`);
      await page.getByLabel("Your e-mail address").fill(address);
      await page.getByRole("button", { name: "E-mail me a code" }).click();
      return page.getByRole("main").innerText();
    };
    const strangers = await askFor("stranger@elsewhere.example");
    expect(await askFor("bassist@band.example")).toBe(strangers);
    const code = await codeFor("bassist@band.example");
    const mails = await outbox(join(server.cwd, "data"));
    expect(mails.some((mail) => mail.to && "text" in mail.to && mail.to.text.includes("stranger"))).toBe(
      false,
    );

    const enter = async (typed: string) => {
      await page.getByLabel("The 6-digit code").fill(typed);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
    };
    const wrong = code === "000000" ? "111111" : "000000";
    for (let tries = 0; tries < 5; tries++) {
      await enter(wrong);
      await expect(page.getByText("That code is not right")).toBeVisible();
    }
    await enter(code);
    await expect(page.getByText("That code is not right")).toBeVisible();

    await askFor("bassist@band.example");
    await enter(await codeFor("bassist@band.example", code));
    await expect(page.getByText("Signed in as Bassist.")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    expect((await admin("remove", "bassist@band.example")).code).toBe(0);
    await page.goto(`${server.url}/admin`);
    await expect(page.getByRole("button", { name: "E-mail me a code" })).toBeVisible();
  });

  test("a flyer and the leading style are set with no script at all", async ({ page }) => {
    await signInByCode(page, "keys@band.example", "Keys");

    const photo = await sharp({
      create: { width: 300, height: 400, channels: 3, background: "#2e86de" },
    })
      .jpeg()
      .toBuffer();
    await page.goto(`${server.url}/admin/shows/3/flyer`);
    await page
      .getByLabel("The flyer")
      .setInputFiles({ name: "flyer.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("button", { name: "Upload the flyer" }).click();
    await expect(page).toHaveURL(`${server.url}/admin/shows/3`);
    expect(await (await fetch(`${server.url}/shows/3`)).text()).toMatch(/<img[^>]+src="\/media\//);

    await page.goto(`${server.url}/admin/campaign`);
    await page.getByRole("radio", { name: "A release (almostReal)" }).check();
    await page.getByRole("button", { name: "Put it on Home" }).click();
    await expect(page.getByRole("radio", { name: "A release (almostReal)" })).toBeChecked();
    expect(await (await fetch(server.url)).text()).toContain('data-style="almostReal"');
  });
});

test("a flyer and the campaign from a phone: upright, stripped, on the public pages within 2 s", async ({
  page,
  context,
}) => {
  await signInByCode(page, "drummer@band.example", "Drummer");

  // A photo as a phone takes it: on its side until turned by its orientation tag, with GPS and camera data.
  // Noise, so that it is larger than any other form post may be (16 KB).
  const camera = await sharp({
    create: {
      width: 480,
      height: 320,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .withExif({ IFD0: { Make: "PhoneMaker", Model: "Phone 12" }, IFD3: { GPSLatitude: "28/1 32/1 0/1" } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
  expect((await sharp(camera).metadata()).exif).toBeDefined();
  expect(camera.length).toBeGreaterThan(16 * 1024);

  // The flyer: a file that is no picture gets a sentence; the photo goes up.
  await page.goto(`${server.url}/admin/shows/2`);
  await page.getByRole("link", { name: "Flyer" }).click();
  await expectFitsAPhone(page);
  await page.getByLabel("The flyer").setInputFiles({
    name: "flyer.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("not a picture at all"),
  });
  await page.getByRole("button", { name: "Upload the flyer" }).click();
  await expect(page.getByRole("alert")).toContainText("JPEG, PNG, WebP and AVIF are accepted");
  await page
    .getByLabel("The flyer")
    .setInputFiles({ name: "IMG_0042.JPG", mimeType: "image/jpeg", buffer: camera });
  await page.getByRole("button", { name: "Upload the flyer" }).click();
  await expect(page).toHaveURL(`${server.url}/admin/shows/2`);
  let flyer: string | undefined;
  await expect
    .poll(
      async () => {
        const html = await (await fetch(`${server.url}/shows/2`)).text();
        flyer = /<img[^>]+src="(\/media\/[^"]+)"[^>]*alt="Flyer for/.exec(html)?.[1];
        return flyer;
      },
      { timeout: 2_000 },
    )
    .toBeTruthy();
  const served = await fetch(`${server.url}${flyer}`);
  expect(served.status).toBe(200);
  expect(served.headers.get("cache-control")).toContain("immutable");
  const shown = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
  expect(shown.height).toBeGreaterThan(shown.width);
  expect(shown.exif).toBeUndefined();
  expect(shown.xmp).toBeUndefined();
  expect(shown.orientation ?? 1).toBe(1);

  // The campaign: Home leads with the band's hero; an empty heading is refused by the config's rule.
  await page.getByRole("link", { name: "Campaign" }).click();
  await expectFitsAPhone(page);
  await page.getByRole("radio", { name: "The band (normal)" }).check();
  await page.getByRole("button", { name: "Put it on Home" }).click();
  await expect
    .poll(async () => (await (await fetch(server.url)).text()).includes('data-style="normal"'), {
      timeout: 2_000,
    })
    .toBe(true);
  await page.getByRole("link", { name: "The band (normal)" }).click();
  await page.getByLabel("Heading").fill(" ");
  await page.getByRole("button", { name: "Save the words" }).click();
  await expect(page.getByRole("alert")).toContainText("Heading: is empty");
  await expectFitsAPhone(page);
  await page.getByLabel("Heading").fill("Tonight in Tampa");
  await page.getByRole("button", { name: "Save the words" }).click();
  await expect
    .poll(async () => (await (await fetch(server.url)).text()).includes("Tonight in Tampa"), {
      timeout: 2_000,
    })
    .toBe(true);

  // Its photo, with the faces at the top kept in view.
  await page.getByRole("link", { name: "Change the photo" }).click();
  await expectFitsAPhone(page);
  await page
    .getByLabel("A photo")
    .setInputFiles({ name: "band.jpg", mimeType: "image/jpeg", buffer: camera });
  await page.getByRole("radio", { name: "the top", exact: true }).first().check();
  await page.getByRole("button", { name: "Upload the photo" }).click();
  await expect(page).toHaveURL(`${server.url}/admin/campaign?hero=normal`);
  await expect
    .poll(
      async () =>
        /<img[^>]+src="\/media\/[^"]+"[^>]*hero-focus-top/.test(await (await fetch(server.url)).text()),
      {
        timeout: 2_000,
      },
    )
    .toBe(true);

  // The point is kept in view on a phone's Home: its style is allowed there, and no other page carries it.
  await page.goto(server.url);
  await expect(page.locator("#hero-heading ~ *, section img").first()).toBeVisible();
  expect(
    await page
      .locator("section img")
      .first()
      .evaluate((img) => getComputedStyle(img).objectPosition),
  ).toBe("50% 0%");
  const policy = async (path: string) =>
    (await fetch(`${server.url}${path}`)).headers.get("content-security-policy")!;
  expect((await policy("/")).length).toBeGreaterThan((await policy("/about")).length);

  // A photo larger than 20 MB is refused before it is read, as is a stranger's upload of any size.
  const cookies = (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  /** Only the headers are sent: the answer must come before any of the body. */
  const announce = (bytes: number, cookie?: string) =>
    new Promise<number>((resolve, reject) => {
      const post = request(`${server.url}/admin/campaign/photo?hero=normal`, {
        method: "POST",
        headers: {
          Origin: server.url,
          "Content-Type": "multipart/form-data; boundary=x",
          "Content-Length": bytes,
          ...(cookie && { Cookie: cookie }),
        },
      });
      post.on("response", (response) => resolve(response.statusCode!));
      post.on("error", reject);
      post.flushHeaders();
    });
  expect(await announce(22 * 1024 * 1024, cookies)).toBe(413);
  expect(await announce(100_000)).toBe(413);

  // What the band set is named by the doctor, and listed as activity.
  const doctor = spawnNode(["--import", register, resolve("scripts/doctor.ts")], {
    DATA_DIR: join(server.cwd, "data"),
  });
  await doctor.exited;
  expect(doctor.stdout()).toContain("heroes.normal.heading");
  expect(doctor.stdout()).toContain("heroes.normal.media: a photo uploaded at /admin");
  await page.goto(`${server.url}/admin`);
  await expect(page.getByText(/Drummer put up a new flyer for /)).toBeVisible();
  await expect(page.getByText(/Drummer changed the words of the "The band \(normal\)" hero/)).toBeVisible();
});

test("another site's post, or one with no session, changes nothing", async ({ request }) => {
  const before = await (await fetch(`${server.url}/shows/2`)).text();
  const crossSite = await request.post(`${server.url}/admin/shows/2`, {
    form: { change: "sold-out" },
    headers: { Origin: "https://elsewhere.example", "Sec-Fetch-Site": "cross-site" },
  });
  expect(crossSite.status()).toBe(403);
  const noSession = await request.post(`${server.url}/admin/shows/2`, {
    form: { change: "sold-out" },
    headers: { Origin: server.url, "Sec-Fetch-Site": "same-origin" },
    maxRedirects: 0,
  });
  expect(noSession.status()).toBe(302);
  expect(noSession.headers().location).toBe("/admin");
  expect(await (await fetch(`${server.url}/shows/2`)).text()).toBe(before);
});

test("a post too large for a form is refused unread; an address gets 15 tries of a code a day", async ({
  request,
}) => {
  const headers = { Origin: server.url, "Sec-Fetch-Site": "same-origin" };
  const large = await request.post(`${server.url}/admin/sign-in/code`, {
    form: { step: "send", email: "x@example.com", padding: "x".repeat(20_000) },
    headers,
  });
  expect(large.status()).toBe(413);

  expect((await admin("invite", "guitarist@band.example")).code).toBe(0);
  const ask = () =>
    request.post(`${server.url}/admin/sign-in/code`, {
      form: { step: "send", email: "guitarist@band.example" },
      headers,
    });
  const tryCode = (code: string) =>
    request.post(`${server.url}/admin/sign-in/code`, {
      form: { step: "check", email: "guitarist@band.example", code },
      headers,
      maxRedirects: 0,
    });
  let last = "";
  for (let round = 0; round < 3; round++) {
    expect((await ask()).status()).toBe(200);
    last = await codeFor("guitarist@band.example", last || undefined);
    const wrong = last === "000000" ? "111111" : "000000";
    for (let tries = 0; tries < 5; tries++) expect((await tryCode(wrong)).status()).toBe(400);
  }
  // A fresh code, right this time: the address has used its tries for the day.
  expect((await ask()).status()).toBe(429);
  const refused = await tryCode(last);
  expect(refused.status()).toBe(429);
  expect(await refused.text()).toContain("Too many codes were tried");
});

test("the band's pages are never stored, indexed or listed", async () => {
  const response = await fetch(`${server.url}/admin`);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("x-robots-tag")).toBe("noindex");
  expect(response.headers.get("permissions-policy")).toContain("publickey-credentials-get=(self)");
  expect(await (await fetch(`${server.url}/robots.txt`)).text()).toContain("Disallow: /admin");
  expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain("/admin");
  // However the path is spelled.
  const spelled = await fetch(`${server.url}/%61dmin`);
  expect(spelled.headers.get("cache-control")).toBe("no-store");
  expect(spelled.headers.get("x-robots-tag")).toBe("noindex");
  // The public pages still refuse passkeys.
  expect((await fetch(`${server.url}/about`)).headers.get("permissions-policy")).toContain(
    "publickey-credentials-get=()",
  );
});
