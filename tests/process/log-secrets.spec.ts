import { join } from "node:path";

import { expect, test } from "../e2e/fixtures.ts";
import { confirmAsThePageOffers, confirmLink, mailTo, postForm, unsubscribeLink } from "../follow-posts.ts";
import { startListeningServer, stopServers } from "../server-process.ts";
import { signUpForm } from "../sign-up-form.ts";

/**
 * What a reader of the server's log learns of the fans: nothing that lets them act as one (a
 * confirmation token, an unsubscribe key) and nothing personal (an address, a place, a ZIP code).
 */

test.afterEach(stopServers);

test("after a sign-up, its confirmation, leaving and a calendar of shows near a ZIP code, the log holds no token, key, place or address", async () => {
  test.setTimeout(90_000);
  const server = await startListeningServer({});
  const dataDir = join(server.cwd, "data");
  const email = "log.reader@example.com";
  const signedUp = await postForm(server.url, "/follow", signUpForm({ email, place: "Anchorage, AK" }));
  expect(signedUp.status).toBe(303);

  const mail = await mailTo(dataDir, email);
  const confirm = new URL(confirmLink(mail));
  expect((await confirmAsThePageOffers(server.url, confirm.href)).status).toBe(200);
  const unsubscribe = new URL(unsubscribeLink(mail));
  // Opening the link (the page with its button), then the button's post.
  expect((await fetch(unsubscribe)).status).toBe(200);
  expect((await postForm(server.url, unsubscribe.pathname + unsubscribe.search, "")).status).toBe(200);

  const calendar = await fetch(`${server.url}/shows.ics?near=33602&within=50%20mi`);
  expect(calendar.status).toBe(200);
  await fetch(`${server.url}/shows/near?place=Anchorage%2C%20AK&within=100%20mi`);

  const secrets = {
    "confirmation token": confirm.searchParams.get("token") ?? confirm.search.slice(1),
    "unsubscribe key": unsubscribe.searchParams.get("key")!,
    "e-mail address": email,
    place: "Anchorage",
    "ZIP code": "33602",
  };
  // Every request has been logged once its answer is sent; the last one, a moment later.
  await expect.poll(() => server.output()).toContain('"path":"/shows/near');
  for (const [what, secret] of Object.entries(secrets)) {
    expect(secret.length, what).toBeGreaterThan(4);
    expect(server.output(), `the log holds the ${what}`).not.toContain(secret);
    expect(server.output(), `the log holds the ${what}, escaped`).not.toContain(encodeURIComponent(secret));
  }
  // The requests are still logged, by their paths and the names of their parameters.
  expect(server.output()).toContain('"path":"/shows.ics?near=…&within=…"');
});
