import { expect, test, vi } from "vitest";

import { confirmationMail, queueMailSql } from "#app/.server/mail/index.ts";
import { showWith } from "#app/lib/shows/fields.ts";
import { insertShows, updateShow } from "#app/modules/shows/.server/sql.ts";
import { forEachBackend, migratedDatabase } from "#tests/databases.ts";

import { notifyFans } from "./notify.ts";
import { createFansStore, type SignUp } from "./store.ts";

/**
 * Links are logged, kept in the outbox and opened by every mail scanner on
 * the way: no link in any e-mail the site sends names the fan's address or
 * place, written plainly, percent-encoded, or in base64.
 */

vi.setConfig({ testTimeout: 60_000 });

forEachBackend((backend) => {
  const database = migratedDatabase(backend);
  const SITE = "https://band.example";
  const HOUR = 60 * 60 * 1000;

  const tampa: SignUp = {
    email: "jo.fan@example.com",
    place: "Tampa, FL",
    latitude: 27.95,
    longitude: -82.46,
    withinKm: 160.9344,
    unit: "mi",
    signedUpOn: "/",
  };
  const orlando = { ...tampa, place: "Orlando, FL", latitude: 28.54, longitude: -81.38 };

  /** The ways a link could carry a text: plainly, percent-encoded (either way of writing a space). */
  const writtenForms = (text: string) => [
    text,
    encodeURIComponent(text),
    new URLSearchParams({ x: text }).toString().slice(2),
  ];

  /** Every base64 (or base64url) run in a link, decoded from each of the four places a value may start. */
  function decodedRuns(link: string): string[] {
    return (link.match(/[A-Za-z0-9+/_-]{6,}/g) ?? []).flatMap((run) =>
      [0, 1, 2, 3].map((start) => Buffer.from(run.slice(start), "base64").toString("latin1")),
    );
  }

  function namesAny(link: string, texts: string[]): string | null {
    const plain = decodeURIComponent(link.replaceAll("+", " ")).toLowerCase();
    for (const text of texts) {
      const lower = text.toLowerCase();
      if (writtenForms(text).some((form) => link.includes(form)) || plain.includes(lower)) return text;
      if (decodedRuns(link).some((decoded) => decoded.toLowerCase().includes(lower))) return text;
    }
    return null;
  }

  test("no link in any e-mail names the fan's address or place, plain, percent-encoded or base64", async () => {
    const run = database().run;
    const clock = { now: new Date("2026-12-01T12:00:00Z") };
    const store = createFansStore({
      run,
      signingKey: Buffer.alloc(32, 7),
      siteUrl: SITE,
      mailer: { confirmationMail, queueMailSql },
      now: () => clock.now,
    });
    const lastConfirmToken = async () => {
      const [rows = []] = await run(`select text from public.outbox where kind = 'confirm' order by id desc`);
      return decodeURIComponent(/confirm\?token=(\S+)/.exec(String(rows[0]?.text))![1]!);
    };

    // The confirmation, then a place change once confirmed.
    await store.signUp(tampa);
    expect((await store.confirm(await lastConfirmToken())).kind).toBe("confirmed");
    clock.now = new Date(clock.now.getTime() + 2 * HOUR);
    await store.signUp(orlando);
    expect((await store.confirm(await lastConfirmToken())).kind).toBe("confirmed");
    // An announcement of a show near Orlando, then the notice of its cancellation.
    const [[show] = []] = await run(
      insertShows([
        showWith({
          venue: "The Social",
          city: "Orlando",
          state: "FL",
          date: new Date("2026-12-20T01:00:00Z"),
          ticketLink: "https://tickets.example/social",
        }),
      ]),
    );
    const notify = () => notifyFans({ database: database(), siteUrl: SITE, now: () => clock.now });
    expect(await notify()).toEqual({ announcements: 1, changes: 0 });
    await run(updateShow(Number(show!.id), { status: "cancelled" }));
    expect(await notify()).toEqual({ announcements: 0, changes: 1 });

    const [mails = []] = await run(`select kind, text, html, headers from public.outbox order by id`);
    expect(mails.map((mail) => mail.kind)).toEqual(["confirm", "confirm", "announce", "change"]);
    const links = mails.flatMap((mail) =>
      [String(mail.text), String(mail.html).replaceAll("&amp;", "&"), JSON.stringify(mail.headers)].flatMap(
        (part) => part.match(/https?:\/\/[^\s"'<>]+/g) ?? [],
      ),
    );
    expect(links.filter((link) => link.includes("/follow/confirm?token="))).not.toEqual([]);
    expect(links.filter((link) => link.includes("/unsubscribe?key="))).not.toEqual([]);
    for (const link of links) {
      expect(namesAny(link, [tampa.email, tampa.place, orlando.place]), link).toBeNull();
    }
  });
});
