import { join } from "node:path";

import { connectSocket } from "#app/.server/db/socket.ts";

import { expect, test } from "../e2e/fixtures.ts";
import { mailTo, outbox, postForm } from "../follow-posts.ts";
import { startListeningServer, startServer, stopServers } from "../server-process.ts";
import { signUpForm } from "../sign-up-form.ts";

/**
 * Who the sign-up form's limits count: the client as it connects, unless TRUST_PROXY names the
 * proxy it connects through; and one mailbox however its address is tagged.
 */

test.afterEach(stopServers);
test.describe.configure({ timeout: 90_000 });

/** 30 sign-up posts from 127.0.0.1, each naming another client in X-Forwarded-For: their statuses. */
async function postsWithForgedClients(siteUrl: string) {
  const statuses: number[] = [];
  for (let client = 1; client <= 30; client++) {
    const body = signUpForm({ email: `forged${client}@example.com`, consent: "" });
    const answer = await postForm(siteUrl, "/follow", body, { "x-forwarded-for": `203.0.113.${client}` });
    statuses.push(answer.status);
  }
  return statuses;
}

test("with no TRUST_PROXY, a forged X-Forwarded-For is not believed: 30 posts from one client hit its limit", async () => {
  const server = await startListeningServer({});
  const statuses = await postsWithForgedClients(server.url);
  expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
  expect(statuses.slice(20)).toEqual(Array(10).fill(429));
});

test("with TRUST_PROXY naming the proxy, the client it names is believed, and its forwarded host must be a host", async () => {
  const server = await startListeningServer({ TRUST_PROXY: "loopback" });
  expect(await postsWithForgedClients(server.url)).toEqual(Array(30).fill(400));
  // React Router would build the request's address from these: nonsense is refused.
  for (const [name, value] of [
    ["x-forwarded-host", "<b>evil</b>"],
    ["x-forwarded-proto", "<evil>"],
  ] as const) {
    const answer = await fetch(server.url, { headers: { [name]: value } });
    expect(answer.status, name).toBe(400);
    expect(await answer.text(), name).not.toContain("evil");
  }
});

test("ten +tag variants of one mailbox get at most three confirmation mails, and the same answer", async () => {
  const server = await startListeningServer({});
  const dataDir = join(server.cwd, "data");
  for (let tag = 1; tag <= 10; tag++) {
    const answer = await postForm(server.url, "/follow", signUpForm({ email: `victim+${tag}@example.com` }));
    expect(answer.status, `+${tag}`).toBe(303);
    expect(answer.headers.get("location"), `+${tag}`).toBe("/follow/check-your-inbox");
  }
  await mailTo(dataDir, "victim+1@example.com");
  const database = await connectSocket(dataDir);
  try {
    const [queued = []] = await database.run(`select "to" from public.outbox where "to" like 'victim+%'`);
    expect(queued.length).toBeLessThanOrEqual(3);
    const [stored = []] = await database.run(`select email from public.fans where email like 'victim+%'`);
    expect(stored.length).toBeLessThanOrEqual(3);
  } finally {
    await database.close();
  }
  const mails = (await outbox(dataDir)).filter((mail) => JSON.stringify(mail.to).includes("victim+"));
  expect(mails.length).toBeLessThanOrEqual(3);
});

test("a TRUST_PROXY that is neither a count nor a list of addresses stops start-up, naming it", async () => {
  const server = startServer({ TRUST_PROXY: "true" });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain("TRUST_PROXY: must be a number of proxies");
});
