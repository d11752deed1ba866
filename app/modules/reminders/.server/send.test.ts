import { randomBytes } from "node:crypto";

import { describe, expect, test, vi } from "vitest";

import { type ShowFields, showWith } from "#app/lib/shows/fields.ts";
import { insertShows, updateShow } from "#app/modules/shows/.server/sql.ts";
import { forEachBackend, migratedDatabase } from "#tests/databases.ts";
import { insertFansSql, TAMPA } from "#tests/fans.ts";

import { reminderConfirmationMail, reminderSetMail } from "./mail.ts";
import { type ReleaseToTell, sendReminders } from "./send.ts";
import { createRemindersStore, reminderLinkKey } from "./store.ts";

vi.setConfig({ testTimeout: 60_000 });

const SITE_URL = "https://band.example";
const START = new Date("2026-12-06T01:00:00Z");
const HOUR = 60 * 60 * 1000;
const at = (hoursToShow: number) => new Date(START.getTime() - hoursToShow * HOUR);

forEachBackend((backend) => {
  const database = migratedDatabase(backend);
  const run = (sql: string) => database().run(sql);
  const signingKey = randomBytes(32);
  let clock = at(72);
  const store = () => createRemindersStore({ run, signingKey, now: () => clock });
  const releases: ReleaseToTell[] = [
    {
      slug: "night-drive",
      title: "Night Drive",
      day: "2026-12-11",
      listen: [{ service: "bandcamp", url: "https://band.bandcamp.com/album/night-drive" }],
    },
  ];
  const send = () =>
    sendReminders({
      database: database(),
      siteUrl: SITE_URL,
      releases: async () => releases,
      now: () => clock,
    });

  async function addShow(fields: Partial<ShowFields> = {}): Promise<number> {
    const [rows = []] = await run(
      insertShows([
        showWith({
          venue: "The Social",
          city: "Orlando",
          state: "FL",
          date: START,
          ticketLink: "https://tickets.example/social",
          ...fields,
        }),
      ]),
    );
    return Number(rows[0]!.id);
  }

  const mails = (email: string) => ({
    confirmation: ({ confirmToken, unsubscribeKey }: { confirmToken: string; unsubscribeKey: string }) =>
      reminderConfirmationMail({
        to: email,
        stopUrl: `${SITE_URL}/remind/stop?key=${unsubscribeKey}`,
        stopAllUrl: `${SITE_URL}/remind/stop?key=${unsubscribeKey}&all=yes`,
        siteUrl: SITE_URL,
        now: clock,
        subject: { kind: "release", slug: "x", title: "X", listen: [] },
        confirmUrl: `${SITE_URL}/remind/confirm?token=${confirmToken}`,
      }),
    set: ({ unsubscribeKey }: { unsubscribeKey: string }) =>
      reminderSetMail({
        to: email,
        stopUrl: `${SITE_URL}/remind/stop?key=${unsubscribeKey}`,
        stopAllUrl: `${SITE_URL}/remind/stop?key=${unsubscribeKey}&all=yes`,
        siteUrl: SITE_URL,
        now: clock,
        subject: { kind: "release", slug: "x", title: "X", listen: [] },
      }),
  });

  async function outbox() {
    const [rows = []] = await run(
      `select "reminderId", kind, "to", subject, text, headers from public.outbox order by id`,
    );
    return rows.map((row) => ({
      to: String(row.to),
      subject: String(row.subject),
      text: String(row.text),
      headers: row.headers as Record<string, string>,
    }));
  }

  /** Signs up and follows the link in the e-mail, as a fan does. */
  async function remind(email: string, subject: { show: number } | { release: string }) {
    await store().signUp({ email, subject, language: "en", signedUpOn: "/shows/1" }, mails(email));
    const link = (await outbox()).findLast((mail) => mail.to === email)!.text;
    const token = decodeURIComponent(/token=([^\s]+)/.exec(link)![1]!);
    const confirmed = await store().confirm(token);
    expect(confirmed.kind).toBe("confirmed");
    await run("delete from public.outbox");
  }

  describe("remind me of a show", () => {
    test("nothing until confirmed; then one reminder a day before, once, across runs and restarts", async () => {
      const show = await addShow();
      await store().signUp(
        { email: "fan@example.com", subject: { show }, language: "en", signedUpOn: "/shows/1" },
        mails("fan@example.com"),
      );
      clock = at(20);
      expect((await send()).queued).toBe(0);
      const [confirmation] = await outbox();
      expect(confirmation!.subject).toMatch(/^Confirm: a reminder/);
      const token = decodeURIComponent(/token=([^\s]+)/.exec(confirmation!.text)![1]!);
      await run("delete from public.outbox");
      clock = at(72);
      expect((await store().confirm(token)).kind).toBe("confirmed");
      expect((await send()).queued).toBe(0);
      clock = at(23);
      expect((await send()).queued).toBe(1);
      expect((await send()).queued).toBe(0);
      // Another instance that planned before the first one wrote: still one e-mail.
      await Promise.all([send(), send()]);
      const sent = await outbox();
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        to: "fan@example.com",
        subject: "Tomorrow: The Placeholders at The Social, Orlando, FL",
      });
      expect(sent[0]!.text).toContain("Get Tickets: https://tickets.example/social");
      // Both ways to stop, in the e-mail's foot: this reminder, or everything.
      expect(sent[0]!.text).toMatch(
        /\nStop this reminder: https:\/\/band\.example\/remind\/stop\?key=[\w-]+\n/,
      );
      expect(sent[0]!.text).toMatch(
        /\nStop every e-mail from The Placeholders: https:\/\/band\.example\/remind\/stop\?key=[\w-]+&all=yes\n/,
      );
      expect(sent[0]!.headers).toMatchObject({
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        "List-Unsubscribe": expect.stringMatching(/^<https:\/\/band\.example\/remind\/stop\?key=[\w-]+>$/),
      });
    });

    test("a cancellation reaches everyone waiting at once, and no reminder follows", async () => {
      const show = await addShow();
      const other = await addShow({ venue: "Will's Pub" });
      await remind("one@example.com", { show });
      await remind("two@example.com", { show });
      await remind("three@example.com", { show: other });
      clock = at(70);
      await send();
      await run(updateShow(show, { status: "cancelled" }));
      clock = at(69);
      expect((await send()).queued).toBe(2);
      const told = await outbox();
      expect(told.map((mail) => mail.to).sort()).toEqual(["one@example.com", "two@example.com"]);
      expect(told[0]!.subject).toMatch(/^Cancelled: /);
      expect(told[0]!.text).toMatch(/What happens to tickets bought already/);
      await run("delete from public.outbox");
      clock = at(20);
      await send();
      expect((await outbox()).map((mail) => mail.to)).toEqual(["three@example.com"]);
    });

    test("stopping one reminder keeps the others; stopping everything deletes the address, following too", async () => {
      const show = await addShow();
      const other = await addShow({ venue: "Will's Pub" });
      await run(insertFansSql([{ email: "fan@example.com", ...TAMPA }]));
      // Confirmed as a fan: set at once, and told so.
      expect(
        await store().signUp(
          { email: "fan@example.com", subject: { show }, language: "en", signedUpOn: "/" },
          mails("fan@example.com"),
        ),
      ).toBe("set");
      expect(
        await store().signUp(
          { email: "fan@example.com", subject: { show: other }, language: "en", signedUpOn: "/" },
          mails("fan@example.com"),
        ),
      ).toBe("set");
      const [first, second] = await store().list();
      expect(await store().stop(first!.unsubscribeKey, false)).toBe(true);
      expect((await store().list()).map((kept) => kept.showId)).toEqual([other]);
      expect(await store().stop(second!.unsubscribeKey, true)).toBe(true);
      expect(await store().list()).toEqual([]);
      const [[fans] = []] = await run("select count(*)::integer as n from public.fans");
      expect(fans!.n).toBe(0);
    });

    test("a reminder stopped before its e-mail went: the unsent e-mail goes with it", async () => {
      const show = await addShow();
      await remind("fan@example.com", { show });
      clock = at(20);
      await send();
      expect(await outbox()).toHaveLength(1);
      const [kept] = await store().list();
      await store().stop(kept!.unsubscribeKey, false);
      expect(await outbox()).toEqual([]);
    });

    test("spent reminders are deleted the day after their show", async () => {
      const show = await addShow();
      await remind("fan@example.com", { show });
      clock = new Date(START.getTime() + 60 * HOUR);
      expect((await send()).deleted).toBe(1);
      expect(await store().list()).toEqual([]);
    });
  });

  describe("e-mail me on release day", () => {
    test("sent on the day in the band's time zone, once", async () => {
      await remind("fan@example.com", { release: "night-drive" });
      clock = new Date("2026-12-11T04:00:00Z"); // 11 PM on the 10th in Orlando
      expect((await send()).queued).toBe(0);
      clock = new Date("2026-12-11T06:00:00Z");
      expect((await send()).queued).toBe(1);
      expect((await send()).queued).toBe(0);
      const [mail, ...more] = await outbox();
      expect(more).toEqual([]);
      expect(mail!.subject).toBe("Out today: Night Drive");
      expect(mail!.text).toContain("Bandcamp: https://band.bandcamp.com/album/night-drive");
      expect(mail!.text).toContain(`${SITE_URL}/music/night-drive`);
    });
  });

  describe("signing up", () => {
    test("a second sign-up within the hour sends nothing more; the link of another key does not confirm", async () => {
      const show = await addShow();
      const ask = () =>
        store().signUp(
          { email: "fan@example.com", subject: { show }, language: "en", signedUpOn: "/" },
          mails("fan@example.com"),
        );
      expect(await ask()).toBe("queued");
      expect(await ask()).toBe("mail sent within the hour");
      expect(await outbox()).toHaveLength(1);
      const token = decodeURIComponent(/token=([^\s]+)/.exec((await outbox())[0]!.text)![1]!);
      const other = createRemindersStore({ run, signingKey: randomBytes(32), now: () => clock });
      expect((await other.confirm(token)).kind).toBe("forged");
      expect(reminderLinkKey(signingKey).equals(signingKey)).toBe(false);
    });
  });
});
