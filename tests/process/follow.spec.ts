import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

import { expect, test } from "@playwright/test";

import { connectSocket } from "#app/.server/db/socket.ts";

import { mailTo as firstMailTo, outbox as readOutbox, postForm } from "../follow-posts.ts";
import { type ServerProcess, startListeningServer, stopServers } from "../server-process.ts";
import { signUpForm } from "../sign-up-form.ts";
import { spawnNode } from "./shows-tool-helpers.ts";

/**
 * Following the band on a real server with no SMTP_URL: the confirmation
 * e-mail is a .eml file in DATA_DIR/outbox/, its link shows a Confirm button
 * whose post confirms once (a mail scanner's HEAD or GET changes nothing), and
 * the one-click unsubscribe deletes the fan. And what a post must pass: another
 * site's post is 403, a body over 2 KB is 413, a filled honeypot gets the
 * usual answer with nothing stored, and too many posts are 429. One server
 * for the file; the rate limit's test comes last, once the client has used
 * up its posts.
 */

test.describe.configure({ mode: "serial", timeout: 90_000 });

let server: ServerProcess & { port: number; url: string };
const dataDir = () => join(server.cwd, "data");

test.beforeAll(async () => {
  server = await startListeningServer({});
});
test.afterAll(stopServers);

/** A POST as a current browser sends it from the site's page; a header given as null is left out. */
const post = (path: string, body: string, headers: Record<string, string | null> = {}) =>
  postForm(server.url, path, body, headers);
const outbox = () => readOutbox(dataDir());
const mailTo = (address: string) => firstMailTo(dataDir(), address);

/** SQL through the running server's database socket. */
async function query(sql: string) {
  const database = await connectSocket(dataDir());
  try {
    return (await database.run(sql))[0] ?? [];
  } finally {
    await database.close();
  }
}

const fansNamed = async (email: string) =>
  (await query(`select id from public.fans where email = '${email}'`)).length;

/**
 * What a mail scanner does with a link, a HEAD and a GET without a browser's headers: answered with
 * the page and its Confirm button, and `sql` reads the same before and after.
 */
async function expectScannersChangeNothing(link: string, sql: string, rows: unknown[]) {
  expect(await query(sql)).toEqual(rows);
  expect((await fetch(link, { method: "HEAD" })).status).toBe(200);
  const scanned = await fetch(link, { headers: { "user-agent": "LinkScanner/1.0" } });
  expect(scanned.status).toBe(200);
  expect(scanned.headers.get("cache-control")).toBe("no-store");
  const page = await scanned.text();
  const form = /<form[^>]*>/.exec(page)?.[0] ?? "";
  expect(form).toContain('method="post"');
  expect(form).toMatch(/action="\/follow\/confirm\?token=[^"]+"/);
  expect(/<button[^>]*>Confirm<\/button>/.test(page), "the Confirm button").toBe(true);
  expect(await query(sql)).toEqual(rows);
}

/** The subjects of the copies in DATA_DIR/outbox/ of the e-mails to an address. */
const subjectsTo = async (address: string) =>
  (await outbox())
    .filter((copy) => copy.to && "text" in copy.to && copy.to.text === address)
    .map((copy) => copy.subject);

test("sign up, confirm by the e-mail's link, then leave with one click", async () => {
  const answer = await post("/follow", signUpForm());
  expect(answer.status).toBe(303);
  expect(answer.headers.get("location")).toBe("/follow/check-your-inbox");

  const mail = await mailTo("fan@example.com");
  expect(mail.subject).toContain("Tampa, FL");
  // A long header is folded over lines: read it unfolded.
  const header = (name: string) =>
    mail.headerLines.find((line) => line.key === name)?.line.replace(/\s+/g, " ");
  const unsubscribe = /<([^>]+)>/.exec(header("list-unsubscribe") ?? "")![1]!;
  expect(unsubscribe).toMatch(new RegExp(`^${server.url}/unsubscribe\\?key=[\\w-]{43}$`));
  expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  const confirm = /(http:\S+\/follow\/confirm\?token=\S+)/.exec(mail.text ?? "")![1]!;

  // A mail scanner opens the link: a HEAD, and a GET with no browser headers. Nothing changes.
  await expectScannersChangeNothing(confirm, `select "confirmedAt" is null as unconfirmed from public.fans`, [
    { unconfirmed: true },
  ]);
  // The person's click on the page's Confirm button.
  const confirmed = await post(new URL(confirm).pathname + new URL(confirm).search, "");
  expect(confirmed.status).toBe(200);
  expect(confirmed.headers.get("cache-control")).toBe("no-store");
  const page = await confirmed.text();
  expect(page).toContain("You are following the band");
  expect(page).toContain("within 100 mi of Tampa, FL");
  // The sample shows in Tampa and St. Petersburg are near; none in Toronto.
  expect(page).toContain("Shows near you");
  expect(page).not.toContain("Toronto");
  expect((await query(`select "confirmedAt" from public.fans`))[0]?.confirmedAt).toBeTruthy();

  // Single use: said on the page already, and refused to a post.
  expect((await fetch(confirm)).status).toBe(410);
  expect((await post(new URL(confirm).pathname + new URL(confirm).search, "")).status).toBe(410);
  expect((await fetch(`${server.url}/follow/confirm?token=1.9999999999.x.y`)).status).toBe(400);

  // RFC 8058: the mail provider posts to the List-Unsubscribe address, with no Origin.
  const left = await fetch(unsubscribe, {
    method: "POST",
    body: "List-Unsubscribe=One-Click",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(left.status).toBe(200);
  expect(await left.text()).toContain("You are off the list");
  expect(await fansNamed("fan@example.com")).toBe(0);
  expect(await query(`select id from public.outbox where "fanId" is not null`)).toEqual([]);
  // Nor is the copy of their e-mail in DATA_DIR/outbox/.
  expect(await subjectsTo("fan@example.com")).toEqual([]);

  // Addresses never reach the log.
  expect(server.output()).not.toContain("fan@example.com");
  expect(server.output()).toContain("f***@example.com");
});

test("a place-change link: a HEAD and a scanner's GET change nothing; the person's post moves the fan", async () => {
  await post("/follow", signUpForm({ email: "mover@example.com" }));
  const first = /(http:\S+\/follow\/confirm\?token=\S+)/.exec(
    (await mailTo("mover@example.com")).text ?? "",
  )![1]!;
  expect((await post(new URL(first).pathname + new URL(first).search, "")).status).toBe(200);
  // A new place is asked for after the hour in which no second e-mail goes.
  await query(
    `update public.fans set "confirmSentAt" = now() - interval '2 hours' where email = 'mover@example.com'`,
  );
  await post("/follow", signUpForm({ email: "mover@example.com", place: "Anchorage, AK" }));
  let change = "";
  await expect
    .poll(async () => {
      const mails = (await outbox()).filter((mail) => mail.subject?.includes("Anchorage"));
      change = /(http:\S+\/follow\/confirm\?token=\S+)/.exec(mails[0]?.text ?? "")?.[1] ?? "";
      return change;
    })
    .not.toBe("");

  const placeOfMover = `select place from public.fans where email = 'mover@example.com'`;
  await expectScannersChangeNothing(change, placeOfMover, [{ place: "Tampa, FL" }]);
  const moved = await post(new URL(change).pathname + new URL(change).search, "");
  expect(moved.status).toBe(200);
  expect(await moved.text()).toContain("within 100 mi of Anchorage, AK");
  expect(await query(placeOfMover)).toEqual([{ place: "Anchorage, AK" }]);
});

test("Home, the show pages and the pages about following are served from the page cache", async () => {
  const kept = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    const html = await response.text();
    const withForm = !["/follow/check-your-inbox", "/privacy"].includes(path);
    return response.headers.get("etag") !== null && html.includes('action="/follow"') === withForm;
  };
  for (const path of ["/", "/shows/5", "/follow", "/follow/check-your-inbox", "/privacy"]) {
    await kept(path);
    await expect.poll(() => kept(path), { message: path }).toBe(true);
  }
  // A link for one fan never is.
  for (const path of ["/follow/confirm?token=1.2.3.4", `/unsubscribe?key=${"k".repeat(43)}`]) {
    await fetch(`${server.url}${path}`);
    const again = await fetch(`${server.url}${path}`);
    expect(again.headers.get("etag"), path).toBeNull();
    expect(again.headers.get("cache-control"), path).toBe("no-store");
  }
  const policy = (await fetch(`${server.url}/`)).headers.get("content-security-policy");
  expect(policy).toContain("form-action 'self'");
});

test("another site's post is refused, 403, and stores nothing", async () => {
  for (const headers of [
    { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    // A browser that sends no Sec-Fetch-Site: its Origin decides.
    { origin: "https://evil.example", "sec-fetch-site": null },
    { origin: server.url, "sec-fetch-site": "cross-site" },
  ]) {
    const answer = await post("/follow", signUpForm({ email: "forged@example.com" }), headers);
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain("can only be sent from this site");
  }
  const unsubscribe = await post("/unsubscribe?key=" + "k".repeat(43), "", {
    origin: "https://evil.example",
    "sec-fetch-site": "cross-site",
  });
  expect(unsubscribe.status).toBe(403);
  expect(await fansNamed("forged@example.com")).toBe(0);
});

test("a body over 2 KB is refused, 413, unread", async () => {
  const answer = await post("/follow", signUpForm({ email: "big@example.com", place: "x".repeat(3_000) }));
  expect(answer.status).toBe(413);
  expect(await answer.text()).toContain("more than this form ever sends");
  expect(await fansNamed("big@example.com")).toBe(0);
});

test("a filled honeypot gets the usual answer; nothing is stored or sent", async () => {
  const answer = await post(
    "/follow",
    signUpForm({ email: "robot@example.com", website: "http://spam.example" }),
  );
  expect(answer.status).toBe(303);
  expect(answer.headers.get("location")).toBe("/follow/check-your-inbox");
  await new Promise((resolveLater) => setTimeout(resolveLater, 1_000));
  expect(await fansNamed("robot@example.com")).toBe(0);
  expect(
    (await outbox()).map((mail) => mail.subject).filter((subject) => subject?.includes("robot")),
  ).toEqual([]);
  expect(await query(`select id from public.outbox where "to" = 'robot@example.com'`)).toEqual([]);
});

test("the same address again: the same answer, one row, no second e-mail within the hour", async () => {
  for (let time = 0; time < 2; time++) {
    const answer = await post("/follow", signUpForm({ email: "twice@example.com" }));
    expect(answer.headers.get("location")).toBe("/follow/check-your-inbox");
  }
  await mailTo("twice@example.com");
  expect(await fansNamed("twice@example.com")).toBe(1);
  expect(await query(`select id from public.outbox where "to" = 'twice@example.com'`)).toHaveLength(1);
});

test("a sign-up on /es/follow: a Spanish e-mail whose links open Spanish pages, and the fan's language kept", async () => {
  const answer = await post("/es/follow", signUpForm({ email: "fan.es@example.com", from: "/es/follow" }));
  expect(answer.status).toBe(303);
  expect(answer.headers.get("location")).toBe("/es/follow/check-your-inbox");

  const mail = await mailTo("fan.es@example.com");
  expect(mail.subject).toBe("Confirma: conciertos de The Placeholders cerca de Tampa, FL");
  expect(mail.html).toContain('<html lang="es"');
  const confirm = /(http:\S+\/es\/follow\/confirm\?token=\S+)/.exec(mail.text ?? "")![1]!;
  const unsubscribe = mail.headerLines.find((line) => line.key === "list-unsubscribe")?.line ?? "";
  expect(unsubscribe.replace(/\s+/g, "")).toContain(`${server.url}/es/unsubscribe?key=`);

  const confirmed = await post(new URL(confirm).pathname + new URL(confirm).search, "");
  expect(confirmed.status).toBe(200);
  const page = await confirmed.text();
  expect(page).toContain('<html lang="es"');
  expect(page).toContain("Ya sigues a la banda");

  const register = pathToFileURL(resolve("cli/register.mjs")).href;
  const tool = spawnNode(["--import", register, resolve("cli/fans/main.ts"), "list"], {
    DATA_DIR: dataDir(),
  });
  expect(await tool.exited, tool.stderr()).toBe(0);
  expect(tool.stdout()).toMatch(/^fan\.es@example\.com .* \/es\/follow +es$/m);
});

test("an address the band removes with `npm run fans -- remove` leaves no copy of its e-mail", async () => {
  expect((await post("/follow", signUpForm({ email: "removed@example.com" }))).status).toBe(303);
  await mailTo("removed@example.com");
  const register = pathToFileURL(resolve("cli/register.mjs")).href;
  const command = [resolve("cli/fans/main.ts"), "remove", "removed@example.com"];
  const tool = spawnNode(["--import", register, ...command], { DATA_DIR: dataDir() });
  expect(await tool.exited, tool.stderr()).toBe(0);
  expect(tool.stdout()).toContain("Removed removed@example.com");
  expect(await subjectsTo("removed@example.com")).toEqual([]);
});

test("too many posts from one client: 429, and nothing stored", async () => {
  let refused: Response | undefined;
  for (let count = 0; count < 25 && !refused; count++) {
    const answer = await post("/follow", signUpForm({ email: `many${count}@example.com`, consent: "" }));
    if (answer.status === 429) refused = answer;
    else expect(answer.status).toBe(400);
  }
  expect(refused?.status).toBe(429);
  expect(await refused!.text()).toContain("Too many sign-ups from here");
  const answer = await post("/follow", signUpForm({ email: "late@example.com" }));
  expect(answer.status).toBe(429);
  expect(await fansNamed("late@example.com")).toBe(0);

  // With no TRUST_PROXY, no client is believed about its address (tests/process/trusted-proxy.spec.ts).
  const forged = await post("/follow", signUpForm({ email: "proxied@example.com" }), {
    "x-forwarded-for": "203.0.113.7",
  });
  expect(forged.status).toBe(429);
});
