import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { expect } from "@playwright/test";
import { type ParsedMail, simpleParser } from "mailparser";

/**
 * Posting the follow form to a running server as a browser does from the site's own page, and
 * reading the e-mails a server with no SMTP_URL writes to DATA_DIR/outbox/.
 */

/** A POST as a current browser sends it from the site at `siteUrl`; a header given as null is left out. */
export function postForm(
  siteUrl: string,
  path: string,
  body: string,
  headers: Record<string, string | null> = {},
) {
  const sent: Record<string, string | null> = {
    "content-type": "application/x-www-form-urlencoded",
    origin: siteUrl,
    "sec-fetch-site": "same-origin",
    ...headers,
  };
  return fetch(`${siteUrl}${path}`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: Object.fromEntries(
      Object.entries(sent).filter((entry): entry is [string, string] => entry[1] !== null),
    ),
  });
}

/** The e-mails written to `dataDir`/outbox/ so far, parsed, oldest first. */
export async function outbox(dataDir: string): Promise<ParsedMail[]> {
  const folder = join(dataDir, "outbox");
  if (!existsSync(folder)) return [];
  const files = readdirSync(folder).filter((name) => name.endsWith(".eml"));
  files.sort((a, b) => Number(/\d+/.exec(a)?.[0]) - Number(/\d+/.exec(b)?.[0]));
  return Promise.all(files.map((name) => simpleParser(readFileSync(join(folder, name)))));
}

/** The first e-mail to `address`, once it has been written. */
export async function mailTo(dataDir: string, address: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  const written = async () =>
    (found = (await outbox(dataDir)).find(
      (mail) => mail.to && "text" in mail.to && mail.to.text === address,
    ));
  await expect.poll(written, { timeout: 20_000, message: `an e-mail to ${address}` }).toBeTruthy();
  return found!;
}

/** The confirmation link of a confirmation e-mail. */
export const confirmLink = (mail: ParsedMail) =>
  /(http:\S+\/follow\/confirm\?\S+)/.exec(mail.text ?? "")![1]!;

/** The one-click unsubscribe address of an e-mail (List-Unsubscribe, unfolded). */
export function unsubscribeLink(mail: ParsedMail): string {
  const header = mail.headerLines.find((line) => line.key === "list-unsubscribe")?.line.replace(/\s+/g, " ");
  return /<([^>]+)>/.exec(header ?? "")![1]!;
}

/**
 * Confirms a sign-up the way the confirmation page offers it: opening the link (and, where the
 * page shows a Confirm button, pressing it: posting its form back to the page). The answer to
 * the last request.
 */
export async function confirmAsThePageOffers(siteUrl: string, link: string): Promise<Response> {
  const opened = await fetch(link, { redirect: "manual" });
  const html = await opened.text();
  const button = [...html.matchAll(/<form([^>]*)>([\s\S]*?)<\/form>/gi)].find(
    ([, attributes]) =>
      /method="post"/i.test(attributes!) && /action="[^"]*\/follow\/confirm/.test(attributes!),
  );
  if (!button) return new Response(html, { status: opened.status, headers: opened.headers });
  const unescape = (text: string) => text.replaceAll("&amp;", "&");
  const action = new URL(unescape(/action="([^"]*)"/.exec(button[1]!)![1]!), link);
  const fields = [...button[2]!.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)];
  const body = new URLSearchParams(fields.map(([, name, value]) => [name!, unescape(value!)]));
  return postForm(siteUrl, action.pathname + action.search, body.toString());
}
