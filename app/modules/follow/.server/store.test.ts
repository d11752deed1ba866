import { describe, expect, test, vi } from "vitest";

import type { RunSql } from "#app/.server/db/database.ts";
import { literal } from "#app/.server/db/sql.ts";
import { forEachBackend, migratedDatabase } from "#tests/databases.ts";

import { loadSharedSigningKey, newSecret, signConfirmLink } from "./confirm-link.ts";
import { type ConfirmationMailer, createFansStore, type SignUp } from "./store.ts";

vi.setConfig({ testTimeout: 60_000 });

forEachBackend((backend) => {
  // One migrated database for the file, emptied before each test.
  const database = migratedDatabase(backend);
  const KEY = Buffer.alloc(32, 7);
  const SITE = "https://band.example";
  const HOUR = 60 * 60 * 1000;

  /** The mail module's two functions as the store calls them: the message names its links, the row goes to the outbox. */
  const mailer: ConfirmationMailer = {
    confirmationMail: ({ to, confirmUrl, unsubscribeUrl, place, within }) => ({
      to,
      subject: "Confirm",
      text: `${confirmUrl}\n${unsubscribeUrl}\n${place} ${within}`,
      html: "<p>Confirm</p>",
      headers: { "List-Unsubscribe": `<${unsubscribeUrl}>` },
    }),
    queueMailSql: (fanId, kind, mail) =>
      `insert into public.outbox ("fanId", kind, "to", subject, text, html, headers) values (${literal(fanId)}, ${literal(kind)}, ${literal(mail.to)}, ${literal(mail.subject)}, ${literal(mail.text)}, ${literal(mail.html)}, ${literal(JSON.stringify(mail.headers))}::jsonb)`,
  };

  const tampa: SignUp = {
    email: "jo@example.com",
    place: "Tampa, FL",
    latitude: 27.95,
    longitude: -82.46,
    withinKm: 160.9344,
    unit: "mi",
    signedUpOn: "/",
  };

  /** The emptied database, a store on it with a clock the test moves, and the outbox's confirmation links. */
  async function setUp() {
    const run: RunSql = database().run;
    const clock = { now: new Date("2026-12-01T12:00:00Z") };
    const store = createFansStore({ run, signingKey: KEY, siteUrl: SITE, mailer, now: () => clock.now });
    const later = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));
    const outbox = async () =>
      (await run(`select "fanId"::integer as "fanId", "to", text from public.outbox order by id`))[0]!;
    /** The token of the newest confirmation link in the outbox. */
    const lastToken = async () => {
      const text = String((await outbox()).at(-1)?.text);
      return decodeURIComponent(/confirm\?token=([^\s]+)/.exec(text)![1]!);
    };
    const count = async (table: string) =>
      Number((await run(`select count(*)::integer as n from public.${table}`))[0]![0]!.n);
    return { run, store, later, outbox, lastToken, count };
  }

  describe("signing up", () => {
    test("a new address: one unconfirmed row and one confirmation e-mail with both links", async () => {
      const { store, outbox, count } = await setUp();
      expect(await store.signUp(tampa)).toBe("confirmation queued");
      const fan = await store.findByEmail("JO@example.com ");
      expect(fan).toMatchObject({ place: "Tampa, FL", unit: "mi", confirmedAt: null, signedUpOn: "/" });
      expect(await count("outbox")).toBe(1);
      const [mail] = await outbox();
      expect(mail).toMatchObject({ fanId: fan!.id, to: "jo@example.com" });
      expect(mail!.text).toContain(`${SITE}/follow/confirm?token=${fan!.id}.`);
      expect(mail!.text).toContain(`${SITE}/unsubscribe?key=${fan!.unsubscribeKey}`);
      expect(mail!.text).toContain("Tampa, FL 100 mi");
    });

    test("a sign-up on a Spanish page is kept in Spanish: its confirmation links open Spanish pages", async () => {
      const { store, outbox, later } = await setUp();
      await store.signUp({ ...tampa, signedUpOn: "/es/follow", language: "es" });
      const fan = await store.findByEmail("jo@example.com");
      expect(fan).toMatchObject({ signedUpOn: "/es/follow", language: "es" });
      const [mail] = await outbox();
      expect(mail!.text).toContain(`${SITE}/es/follow/confirm?token=${fan!.id}.`);
      expect(mail!.text).toContain(`${SITE}/es/unsubscribe?key=${fan!.unsubscribeKey}`);
      // Signing up again on an English page (after the hour): the next e-mails are in English.
      later(HOUR + 1);
      await store.signUp({ ...tampa, language: "en" });
      expect((await outbox()).at(-1)!.text).toContain(`${SITE}/follow/confirm?token=`);
      expect(await store.findByEmail("jo@example.com")).toMatchObject({ language: "en" });
    });

    test("twice within the hour: one row, one e-mail, nothing changed; after the hour, a second e-mail", async () => {
      const { store, later, count } = await setUp();
      await store.signUp(tampa);
      later(HOUR - 1000);
      expect(await store.signUp({ ...tampa, place: "Orlando, FL" })).toBe(
        "confirmation sent within the hour",
      );
      expect(await count("fans")).toBe(1);
      expect(await count("outbox")).toBe(1);
      expect((await store.findByEmail(tampa.email))?.place).toBe("Tampa, FL");
      later(2000);
      expect(await store.signUp({ ...tampa, place: "Orlando, FL" })).toBe("confirmation queued");
      expect(await count("fans")).toBe(1);
      expect(await count("outbox")).toBe(2);
      // Not confirmed yet: the newer answers replace the older.
      expect((await store.findByEmail(tampa.email))?.place).toBe("Orlando, FL");
    });

    test("two sign-ups of one address at once make one row", async () => {
      const { store, count } = await setUp();
      const outcomes = await Promise.all([store.signUp(tampa), store.signUp(tampa)]);
      expect(outcomes.sort()).toEqual(["confirmation queued", "confirmation sent within the hour"]);
      expect(await count("fans")).toBe(1);
      expect(await count("outbox")).toBe(1);
    });

    test("a failed write stores nothing: no row without its e-mail", async () => {
      const { run, count } = await setUp();
      const failing = createFansStore({
        run,
        signingKey: KEY,
        siteUrl: SITE,
        mailer: { ...mailer, queueMailSql: () => "select 1 / 0" },
      });
      await expect(failing.signUp(tampa)).rejects.toThrow(/division by zero/);
      expect(await count("fans")).toBe(0);
      // The database is usable after the failure.
      expect(await count("outbox")).toBe(0);
    });
  });

  describe("confirming", () => {
    test("the link confirms once; a second use is refused", async () => {
      const { run, store, lastToken } = await setUp();
      await store.signUp(tampa);
      const token = await lastToken();
      const confirming: number[] = [];
      const told = createFansStore({
        run,
        signingKey: KEY,
        siteUrl: SITE,
        mailer,
        now: () => new Date("2026-12-01T12:00:00Z"),
        onConfirming: async (fanId) => void confirming.push(fanId),
      });
      expect(await told.confirm("1.2.3.4")).toEqual({ kind: "forged" });
      const confirmed = await told.confirm(token);
      // Told of the well-signed link only, before the row changed.
      expect(confirming).toEqual([Number(token.split(".")[0])]);
      expect(confirmed.kind).toBe("confirmed");
      expect(confirmed.kind === "confirmed" && confirmed.fan.confirmedAt).toEqual(
        new Date("2026-12-01T12:00:00Z"),
      );
      expect(await store.confirm(token)).toEqual({ kind: "used" });
    });

    test("checking a link says what following it would do, and changes nothing", async () => {
      const { store, lastToken } = await setUp();
      await store.signUp(tampa);
      const token = await lastToken();
      expect(await store.check("1.2.3.4")).toEqual({ kind: "forged" });
      expect(await store.check(token)).toEqual({ kind: "ready" });
      expect(await store.check(token)).toEqual({ kind: "ready" });
      expect((await store.findByEmail(tampa.email))?.confirmedAt).toBeNull();
      expect((await store.confirm(token)).kind).toBe("confirmed");
      expect(await store.check(token)).toEqual({ kind: "used" });
    });

    test("a link is refused after 48 hours, and a forged or altered one at once", async () => {
      const { store, later, lastToken } = await setUp();
      await store.signUp(tampa);
      const token = await lastToken();
      const [id, expiry, secret, signature] = token.split(".");
      expect(await store.confirm(`${id}.${Number(expiry) + 3600}.${secret}.${signature}`)).toEqual({
        kind: "forged",
      });
      expect(await store.confirm(`${Number(id) + 1}.${expiry}.${secret}.${signature}`)).toEqual({
        kind: "forged",
      });
      const otherKey = signConfirmLink(Buffer.alloc(32, 8), {
        fanId: Number(id),
        expiresAt: new Date(Number(expiry) * 1000),
        secret: secret!,
      });
      expect(await store.confirm(otherKey)).toEqual({ kind: "forged" });
      expect(await store.confirm("nonsense")).toEqual({ kind: "forged" });
      later(48 * HOUR);
      expect(await store.confirm(token)).toEqual({ kind: "expired" });
      expect((await store.findByEmail(tampa.email))?.confirmedAt).toBeNull();
    });

    test("a well-signed link whose secret the row does not hold confirms nothing", async () => {
      const { store } = await setUp();
      await store.signUp(tampa);
      const fan = (await store.findByEmail(tampa.email))!;
      const token = signConfirmLink(KEY, {
        fanId: fan.id,
        expiresAt: new Date("2026-12-02T12:00:00Z"),
        secret: newSecret(),
      });
      expect(await store.confirm(token)).toEqual({ kind: "used" });
    });

    test("a newer link replaces the older one", async () => {
      const { store, later, lastToken } = await setUp();
      await store.signUp(tampa);
      const first = await lastToken();
      later(HOUR);
      await store.signUp(tampa);
      expect(await store.confirm(first)).toEqual({ kind: "used" });
      expect((await store.confirm(await lastToken())).kind).toBe("confirmed");
    });

    test("a confirmed fan's new place takes effect only once they follow the new link", async () => {
      const { store, later, lastToken } = await setUp();
      await store.signUp(tampa);
      await store.confirm(await lastToken());
      later(HOUR);
      const orlando = { ...tampa, place: "Orlando, FL", latitude: 28.54, longitude: -81.38, withinKm: 80 };
      expect(await store.signUp(orlando)).toBe("confirmation queued");
      const before = await store.findByEmail(tampa.email);
      expect(before).toMatchObject({ place: "Tampa, FL", withinKm: 160.9344 });
      expect(before?.confirmedAt).not.toBeNull();
      const confirmed = await store.confirm(await lastToken());
      expect(confirmed.kind === "confirmed" && confirmed.fan).toMatchObject({
        place: "Orlando, FL",
        latitude: 28.54,
        withinKm: 80,
        confirmedAt: before?.confirmedAt,
      });
    });
  });

  describe("leaving and clearing", () => {
    test("unsubscribing deletes the fan, what they were told and their e-mails", async () => {
      const { run, store, count } = await setUp();
      await store.signUp(tampa);
      const fan = (await store.findByEmail(tampa.email))!;
      await run(
        `insert into public.fan_notices ("fanId", "showId", told) values (${fan.id}, 1, 'announced')`,
      );
      expect(await store.unsubscribe("not-a-key")).toBe(false);
      expect(await store.unsubscribe(fan.unsubscribeKey)).toBe(true);
      expect(await store.findByEmail(tampa.email)).toBeNull();
      expect(await count("fan_notices")).toBe(0);
      expect(await count("outbox")).toBe(0);
      expect(await store.unsubscribe(fan.unsubscribeKey)).toBe(false);
    });

    test("unconfirmed sign-ups go once their link has expired; confirmed fans stay", async () => {
      const { store, later, lastToken } = await setUp();
      await store.signUp(tampa);
      await store.confirm(await lastToken());
      later(HOUR);
      await store.signUp({ ...tampa, email: "sam@example.com" });
      later(47 * HOUR);
      expect(await store.deleteUnconfirmed()).toBe(0);
      later(HOUR);
      expect(await store.deleteUnconfirmed()).toBe(1);
      expect((await store.list()).map((fan) => fan.email)).toEqual(["jo@example.com"]);
    });

    test("later posts do not extend an unconfirmed sign-up: it goes 48 hours after its first e-mail, its last link with it", async () => {
      const { store, later, lastToken } = await setUp();
      await store.signUp(tampa);
      later(47 * HOUR);
      expect(await store.signUp({ ...tampa, place: "Orlando, FL" })).toBe("confirmation queued");
      const lastLink = await lastToken();
      later(HOUR);
      expect(await store.confirm(lastLink)).toEqual({ kind: "expired" });
      expect(await store.deleteUnconfirmed()).toBe(1);
      expect(await store.findByEmail(tampa.email)).toBeNull();
    });

    test("remove(email) deletes an address; list() names every fan", async () => {
      const { store } = await setUp();
      await store.signUp(tampa);
      await store.signUp({ ...tampa, email: "sam@example.com" });
      expect((await store.list()).map((fan) => fan.email)).toEqual(["jo@example.com", "sam@example.com"]);
      expect(await store.remove(" Sam@Example.com")).toBe(true);
      expect(await store.remove("sam@example.com")).toBe(false);
      expect((await store.list()).map((fan) => fan.email)).toEqual(["jo@example.com"]);
    });
  });

  test("instances that start at the same moment sign with one key", async () => {
    await database().run("delete from public.site_keys");
    const pools = [database(), database.connectAgain()];
    const keys = await Promise.all(
      Array.from({ length: 8 }, (_, index) => loadSharedSigningKey(pools[index % 2]!)),
    );
    expect(new Set(keys.map((key) => key.toString("base64"))).size).toBe(1);
  });
});
