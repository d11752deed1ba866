import { join } from "node:path";

import { expect, test } from "@playwright/test";
import type { ParsedMail } from "mailparser";

import { connectSocket } from "#app/.server/db/socket.ts";
import { localIsoDate, localIsoDateTime } from "#app/lib/shows/dates.ts";
import { siteConfig } from "#content/site.config.ts";

import {
  FAKE_SPOTIFY_ARTIST_ID,
  FAKE_SPOTIFY_CLIENT_ID,
  FAKE_SPOTIFY_CLIENT_SECRET,
  startFakeSpotify,
  upcomingAlbumDay,
} from "../fakes/spotify.ts";
import { postForm } from "../follow-posts.ts";
import { advanceClock, startListeningServer, stopServers, temporaryFolder } from "../server-process.ts";
import { startSmtpServer, type TestSmtpServer } from "../smtp.ts";
import { runToolOk, sleep, stopTools } from "./shows-tool-helpers.ts";

/**
 * "Remind me" on a running server through a real SMTP server: a fan asks on a show's page for a show
 * less than a day away, confirms by the e-mail's link and is reminded at once, once, even after a kill -9
 * and a restart; the shows command cancels the show and the fan is told at once; the e-mail's one-click
 * link stops the reminder and nothing about it is kept.
 */

const smtpServers: TestSmtpServer[] = [];
const closers: (() => Promise<unknown>)[] = [];
test.afterEach(async () => {
  stopTools();
  stopServers();
  await Promise.all(smtpServers.splice(0).map((smtp) => smtp.close()));
  await Promise.all(closers.splice(0).map((close) => close()));
});

test.describe.configure({ timeout: 90_000 });

const QUIET_MS = 2_000;
const HOUR = 60 * 60_000;

async function overSocket(dataDir: string, sql: string) {
  const database = await connectSocket(dataDir);
  try {
    return (await database.run(sql))[0] ?? [];
  } finally {
    await database.close();
  }
}

const linkIn = (mail: ParsedMail, pattern: RegExp) => {
  const found = pattern.exec(mail.text ?? "")?.[0];
  expect(found, `a link like ${pattern} in:\n${mail.text}`).toBeTruthy();
  return found!;
};

test("remind me of a show tomorrow: confirmed, reminded once across a kill -9, told of the cancellation, stopped in one click", async () => {
  const smtp = await startSmtpServer();
  smtpServers.push(smtp);
  const cwd = temporaryFolder();
  const dataDir = join(cwd, "data");
  const env = { SMTP_URL: smtp.url };
  const first = await startListeningServer(env, { cwd });

  // 20 hours from now, on a whole minute, in the band's time zone, as the band types it.
  const startsAt = new Date(Math.floor((Date.now() + 20 * HOUR) / 60_000) * 60_000);
  const added = await runToolOk(
    [
      "add",
      "--date",
      localIsoDateTime(startsAt, siteConfig.timeZone),
      "--venue",
      "The Social",
      "--city",
      "Orlando",
      "--state",
      "FL",
    ],
    { DATA_DIR: dataDir },
  );
  const id = Number(/Added show (\d+)/.exec(added)?.[1]);

  // Bad input, another site's post and a robot: a sentence per field, a refusal, the usual answer; nothing kept.
  const form = `/remind?show=${id}`;
  const bad = await postForm(first.url, form, "email=not-an-address&from=%2F&website=");
  expect(bad.status).toBe(400);
  const badPage = await bad.text();
  expect(badPage).toContain("Enter an e-mail address like name@example.com.");
  expect(badPage).toContain("Tick the box to agree to these e-mails.");
  const forged = await postForm(first.url, form, "email=victim%40example.com&consent=yes", {
    origin: "https://elsewhere.example",
    "sec-fetch-site": "cross-site",
  });
  expect(forged.status).toBe(403);
  const robot = await postForm(first.url, form, "email=robot%40example.com&consent=yes&website=spam");
  expect(robot.status).toBe(303);
  expect(await overSocket(dataDir, "select id from public.reminders")).toEqual([]);
  expect(
    (await postForm(first.url, "/remind?show=999999", "email=fan%40example.com&consent=yes")).status,
  ).toBe(404);

  const page = await (await fetch(`${first.url}/shows/${id}`)).text();
  expect(page).toContain(`action="/remind?show=${id}"`);
  const asked = await postForm(
    first.url,
    `/remind?show=${id}`,
    `email=fan%40example.com&consent=yes&from=%2Fshows%2F${id}&website=`,
  );
  expect(asked.status).toBe(303);
  expect(asked.headers.get("location")).toBe("/remind/check-your-inbox");

  const [confirmation] = await smtp.waitForMessages(1, 20_000);
  expect(confirmation!.subject).toMatch(/^Confirm: a reminder for The Social, Orlando, FL/);
  const confirmLink = linkIn(confirmation!, /http:\/\/\S+\/remind\/confirm\?token=\S+/);
  // A mail scanner's GET confirms nothing: still only the confirmation after a while.
  expect((await fetch(confirmLink)).status).toBe(200);
  await sleep(QUIET_MS);
  expect(smtp.messages).toHaveLength(1);
  const confirmed = await postForm(first.url, confirmLink.slice(first.url.length), "");
  expect(confirmed.status).toBe(200);
  expect(await confirmed.text()).toContain("Your reminder is set");

  // Less than a day to go: reminded at once.
  const [, reminder] = await smtp.waitForMessages(2, 20_000);
  expect(reminder!.subject).toBe("Tomorrow: The Placeholders at The Social, Orlando, FL");
  expect(smtp.recipients.at(-1)).toEqual(["fan@example.com"]);

  // Killed once the outbox marked it sent, and started again: the planner does not write it twice. (Killed
  // between the mail server's answer and that mark, the same message would go again: fans-notify.spec.ts.)
  await expect
    .poll(async () => overSocket(dataDir, `select id from public.outbox where "sentAt" is null`))
    .toEqual([]);
  first.child.kill("SIGKILL");
  await first.exited;
  const server = await startListeningServer(env, { cwd });
  await sleep(QUIET_MS);
  expect(smtp.messages.map((message) => message.subject)).toEqual([confirmation!.subject, reminder!.subject]);

  await runToolOk(["cancel", String(id)], { DATA_DIR: dataDir });
  const [, , cancelled] = await smtp.waitForMessages(3, 20_000);
  expect(cancelled!.subject).toBe("Cancelled: The Placeholders at The Social, Orlando, FL");
  expect(cancelled!.text).toContain("What happens to tickets bought already");
  await sleep(QUIET_MS);
  expect(smtp.messages).toHaveLength(3);

  // RFC 8058: the mail app posts "List-Unsubscribe=One-Click" to the header's link, with no browser's headers.
  const header = cancelled!.headerLines
    .find((line) => line.key === "list-unsubscribe")
    ?.line.replace(/\s+/g, "");
  const stopUrl = /<(http[^>]+)>/.exec(header ?? "")?.[1];
  expect(stopUrl).toMatch(/\/remind\/stop\?key=/);
  const stopped = await fetch(stopUrl!.replace(/^http:\/\/[^/]+/, server.url), {
    method: "POST",
    body: "List-Unsubscribe=One-Click",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(stopped.status).toBe(200);
  expect(await overSocket(dataDir, "select id from public.reminders")).toEqual([]);
});

test("tickets on sale and a release's day, each told once, on time by the server's clock", async () => {
  const smtp = await startSmtpServer();
  smtpServers.push(smtp);
  const spotify = await startFakeSpotify();
  closers.push(() => spotify.close());
  spotify.answer({ albums: "upcoming" });
  const cwd = temporaryFolder();
  const dataDir = join(cwd, "data");
  const server = await startListeningServer(
    {
      SMTP_URL: smtp.url,
      SPOTIFY_CLIENT_ID: FAKE_SPOTIFY_CLIENT_ID,
      SPOTIFY_CLIENT_SECRET: FAKE_SPOTIFY_CLIENT_SECRET,
      SPOTIFY_ARTIST_ID: FAKE_SPOTIFY_ARTIST_ID,
      SPOTIFY_ACCOUNTS_URL: spotify.url,
      SPOTIFY_API_URL: spotify.url,
    },
    { cwd, testClock: true },
  );
  let advancedMs = 0;
  const now = () => Date.now() + advancedMs;
  const advance = async (ms: number) => {
    await advanceClock(server, ms);
    advancedMs += ms;
  };
  const zone = siteConfig.timeZone;
  const minute = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000);
  const onSale = minute(now() + 1 * 24 * HOUR);
  const added = await runToolOk(
    [
      ["add", "--date", localIsoDateTime(minute(now() + 6 * 24 * HOUR), zone), "--venue", "The Social"],
      ["--city", "Orlando", "--state", "FL", "--tickets", "https://tickets.example/social"],
      ["--on-sale", localIsoDateTime(onSale, zone)],
    ].flat(),
    { DATA_DIR: dataDir },
  );
  const id = Number(/Added show (\d+)/.exec(added)?.[1]);
  /** Any change to the shows wakes the planner at once, as its minute would. */
  const touchShows = () => runToolOk(["edit", String(id), "--price", "12"], { DATA_DIR: dataDir });

  // The release is on its page with the form; the fan asks and confirms.
  const release = await (await fetch(`${server.url}/music/upcoming-single`)).text();
  expect(release).toContain('action="/remind?release=upcoming-single"');
  const email = "email=fan%40example.com&consent=yes&from=%2Fmusic%2Fupcoming-single&website=";
  expect((await postForm(server.url, "/remind?release=upcoming-single", email)).status).toBe(303);
  const [confirmation] = await smtp.waitForMessages(1, 20_000);
  const link = linkIn(confirmation!, /http:\/\/\S+\/remind\/confirm\?token=\S+/);
  expect((await postForm(server.url, link.slice(server.url.length), "")).status).toBe(200);

  // Confirmed now: a reminder of the show is set at once, and the e-mail says so.
  expect(
    (
      await postForm(
        server.url,
        `/remind?show=${id}`,
        email.replace("music%2Fupcoming-single", `shows%2F${id}`),
      )
    ).status,
  ).toBe(303);
  const [, set] = await smtp.waitForMessages(2, 20_000);
  expect(set!.subject).toMatch(/^Reminder set: The Social, Orlando, FL/);

  // The on-sale time passes: one note.
  await advance(onSale.getTime() + 5 * 60_000 - now());
  await touchShows();
  const [, , sale] = await smtp.waitForMessages(3, 20_000);
  expect(sale!.subject).toBe("On sale now: The Placeholders at The Social, Orlando, FL");
  expect(sale!.text).toContain("Get Tickets: https://tickets.example/social");

  // The release's day comes (after midnight in the band's time zone): one e-mail, with where to hear it.
  const day = upcomingAlbumDay();
  while (localIsoDate(new Date(now()), zone) < day) await advance(HOUR);
  await touchShows();
  const [, , , out] = await smtp.waitForMessages(4, 20_000);
  expect(out!.subject).toBe("Out today: Upcoming Single");
  expect(out!.text).toContain("Spotify: https://open.spotify.com/album/");
  expect(out!.text).toContain(`${server.url}/music/upcoming-single`);

  await touchShows();
  await sleep(QUIET_MS);
  expect(smtp.messages).toHaveLength(4);
});
