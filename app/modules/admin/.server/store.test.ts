import { describe, expect, test, vi } from "vitest";

import { forEachBackend } from "#tests/databases.ts";

import {
  AdminInputError,
  CHALLENGE_VALID_MS,
  CODE_TRIES,
  CODE_VALID_MS,
  createAdminStore,
  INVITE_VALID_MS,
  SESSION_IDLE_MS,
  SESSION_MAX_MS,
} from "./store.ts";
import { adminDatabase } from "./test-database.ts";
import { hashToken } from "./tokens.ts";

vi.setConfig({ testTimeout: 60_000 });

const NOW = new Date("2026-12-01T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const at = (ms: number) => new Date(NOW.getTime() + ms);

forEachBackend((backend) => {
  const database = adminDatabase(backend);

  function setUp() {
    const store = createAdminStore(database());
    const count = async (table: string) =>
      Number((await database().run(`select count(*)::integer as n from headliner.${table}`))[0]![0]!.n);
    /** A member, just invited. */
    const member = async (email = "jo@example.com") => (await store.invite(email, { now: NOW })).member;
    return { store, count, member };
  }

  const passkey = (memberId: number, id = "cred-1") => ({
    id,
    memberId,
    publicKey: new Uint8Array([0, 1, 2, 254, 255]),
    counter: 0,
    transports: ["internal", "hybrid"],
    label: "Jo's phone",
  });

  describe("inviting", () => {
    test("a new address becomes a member with a one-time token valid 24 hours", async () => {
      const { store } = setUp();
      const invited = await store.invite("  Jo@Example.com ", { name: " Jo ", now: NOW });
      expect(invited.member).toEqual({ id: 1, email: "jo@example.com", name: "Jo", createdAt: NOW });
      expect(invited.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(invited.expiresAt).toEqual(at(INVITE_VALID_MS));
      expect(await store.members()).toEqual([{ ...invited.member, passkeys: 0, lastSeenAt: null }]);
    });

    test("only the token's hash is stored", async () => {
      const { store } = setUp();
      const { token } = await store.invite("jo@example.com", { now: NOW });
      const [rows = []] = await database().run("select token_hash from headliner.member_invites");
      expect(rows).toEqual([{ token_hash: hashToken(token) }]);
    });

    test("inviting again keeps the member, updates a given name, keeps it otherwise, and voids the last token", async () => {
      const { store, count } = setUp();
      const first = await store.invite("jo@example.com", { name: "Jo", now: NOW });
      const second = await store.invite("JO@example.com", { now: at(1000) });
      expect(second.member).toEqual(first.member);
      const third = await store.invite("jo@example.com", { name: "Joanna", now: at(2000) });
      expect(third.member).toMatchObject({ id: first.member.id, name: "Joanna" });
      expect(await count("members")).toBe(1);
      expect(await store.peekInvite(first.token, at(3000))).toBeNull();
      expect(await store.peekInvite(second.token, at(3000))).toBeNull();
      expect(await store.peekInvite(third.token, at(3000))).toMatchObject({ id: first.member.id });
    });

    test.each([
      ["", /empty/],
      ["   ", /empty/],
      ["jo", /"jo" is not an e-mail address/],
      ["jo@example", /not an e-mail address/],
      ["jo @example.com", /not an e-mail address/],
      [`${"j".repeat(250)}@example.com`, /longer than 254/],
    ])("%j is refused, saying why", async (email, message) => {
      const { store, count } = setUp();
      const invite = store.invite(email, { now: NOW });
      await expect(invite).rejects.toThrow(AdminInputError);
      await expect(invite).rejects.toThrow(message);
      expect(await count("members")).toBe(0);
    });

    test("a name over 100 characters is refused", async () => {
      const { store } = setUp();
      await expect(store.invite("jo@example.com", { name: "x".repeat(101), now: NOW })).rejects.toThrow(
        /name is longer than 100/,
      );
    });
  });

  describe("using an invitation", () => {
    test("peeking does not use it; using it works once", async () => {
      const { store } = setUp();
      const { token, member } = await store.invite("jo@example.com", { now: NOW });
      expect(await store.peekInvite(token, at(1000))).toEqual(member);
      expect(await store.peekInvite(token, at(2000))).toEqual(member);
      expect(await store.useInvite(token, at(3000))).toEqual(member);
      expect(await store.useInvite(token, at(4000))).toBeNull();
      expect(await store.peekInvite(token, at(4000))).toBeNull();
    });

    test("two uses at once: one wins", async () => {
      const { store } = setUp();
      const { token } = await store.invite("jo@example.com", { now: NOW });
      const uses = await Promise.all([store.useInvite(token, NOW), store.useInvite(token, NOW)]);
      expect(uses.filter(Boolean)).toHaveLength(1);
    });

    test("it expires after 24 hours", async () => {
      const { store } = setUp();
      const { token, member } = await store.invite("jo@example.com", { now: NOW });
      expect(await store.peekInvite(token, at(INVITE_VALID_MS - 1))).toEqual(member);
      expect(await store.peekInvite(token, at(INVITE_VALID_MS))).toBeNull();
      expect(await store.useInvite(token, at(INVITE_VALID_MS))).toBeNull();
    });

    test("an unknown token, or one of a removed member, is refused", async () => {
      const { store } = setUp();
      const { token } = await store.invite("jo@example.com", { now: NOW });
      expect(await store.useInvite("made-up", NOW)).toBeNull();
      await store.removeMember("jo@example.com");
      expect(await store.peekInvite(token, NOW)).toBeNull();
      expect(await store.useInvite(token, NOW)).toBeNull();
    });
  });

  describe("members", () => {
    test("listed in the order they were added, with their passkeys and when last seen", async () => {
      const { store, member } = setUp();
      const jo = await member("jo@example.com");
      const sam = await member("sam@example.com");
      await store.addPasskey(passkey(jo.id, "a"), NOW);
      await store.addPasskey(passkey(jo.id, "b"), NOW);
      const session = await store.startSession(jo.id, at(1000));
      await store.sessionMember(session, at(5000));
      const listed = await store.members();
      expect(listed.map((one) => [one.email, one.passkeys, one.lastSeenAt])).toEqual([
        ["jo@example.com", 2, at(5000)],
        ["sam@example.com", 0, null],
      ]);
      expect(await store.memberById(sam.id)).toEqual(sam);
      expect(await store.memberById(999)).toBeNull();
    });

    test("removing one deletes their passkeys, sessions, invitations and codes, and ends their sessions", async () => {
      const { store, count, member } = setUp();
      const jo = await member("jo@example.com");
      const sam = await member("sam@example.com");
      await store.addPasskey(passkey(jo.id), NOW);
      const session = await store.startSession(jo.id, NOW);
      await store.newSignInCode("jo@example.com", NOW);
      await store.newChallenge("register", jo.id, NOW);
      expect(await store.removeMember(" JO@example.com")).toBe(true);
      expect(await store.sessionMember(session, NOW)).toBeNull();
      expect(await store.findPasskey("cred-1")).toBeNull();
      for (const table of ["passkeys", "admin_sessions", "sign_in_codes", "admin_challenges"]) {
        expect(await count(table)).toBe(0);
      }
      expect(await count("member_invites")).toBe(1);
      expect((await store.members()).map((one) => one.id)).toEqual([sam.id]);
      expect(await store.removeMember("jo@example.com")).toBe(false);
    });
  });

  describe("passkeys", () => {
    test("kept whole: key bytes, counter, transports and label", async () => {
      const { store, member } = setUp();
      const jo = await member();
      await store.addPasskey(passkey(jo.id), NOW);
      const stored = { ...passkey(jo.id), createdAt: NOW, lastUsedAt: null };
      expect(await store.findPasskey("cred-1")).toEqual(stored);
      expect(await store.passkeysOf(jo.id)).toEqual([stored]);
      expect(await store.findPasskey("other")).toBeNull();
    });

    test("a sign-in moves the counter and when it was last used", async () => {
      const { store, member } = setUp();
      const jo = await member();
      await store.addPasskey(passkey(jo.id), NOW);
      await store.usePasskey("cred-1", 7, at(1000));
      expect(await store.findPasskey("cred-1")).toMatchObject({ counter: 7, lastUsedAt: at(1000) });
    });

    test("a member removes only their own", async () => {
      const { store, member } = setUp();
      const jo = await member("jo@example.com");
      const sam = await member("sam@example.com");
      await store.addPasskey(passkey(jo.id, "jos"), NOW);
      await store.addPasskey(passkey(jo.id, "jos-laptop"), NOW);
      await store.addPasskey(passkey(sam.id, "sams"), at(1));
      await store.addPasskey(passkey(sam.id, "sams-laptop"), at(1));
      expect(await store.removePasskey(jo.id, "sams")).toBe(false);
      expect(await store.removePasskey(jo.id, "jos")).toBe(true);
      expect((await store.passkeysOf(jo.id)).map((one) => one.id)).toEqual(["jos-laptop"]);
      expect((await store.passkeysOf(sam.id)).map((one) => one.id).sort()).toEqual(["sams", "sams-laptop"]);
    });

    test("never the last one, even when two removals come at once", async () => {
      const { store, member } = setUp();
      const jo = await member();
      await store.addPasskey(passkey(jo.id, "phone"), NOW);
      await store.addPasskey(passkey(jo.id, "laptop"), NOW);
      const removed = await Promise.all([
        store.removePasskey(jo.id, "phone"),
        store.removePasskey(jo.id, "laptop"),
      ]);
      expect(removed.filter(Boolean)).toHaveLength(1);
      expect(await store.passkeysOf(jo.id)).toHaveLength(1);
      expect(await store.removePasskey(jo.id, (await store.passkeysOf(jo.id))[0]!.id)).toBe(false);
    });
  });

  describe("challenges", () => {
    test("taken once, for its purpose and member, within 5 minutes", async () => {
      const { store, member } = setUp();
      const jo = await member();
      const challenge = await store.newChallenge("register", jo.id, NOW);
      expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await store.takeChallenge(challenge, "sign-in", jo.id, NOW)).toBe(false);
      expect(await store.takeChallenge(challenge, "register", jo.id + 1, NOW)).toBe(false);
      expect(await store.takeChallenge(challenge, "register", jo.id, at(CHALLENGE_VALID_MS - 1))).toBe(true);
      expect(await store.takeChallenge(challenge, "register", jo.id, NOW)).toBe(false);
    });

    test("one without a member is taken without one; an expired one is refused", async () => {
      const { store, count } = setUp();
      const signIn = await store.newChallenge("sign-in", null, NOW);
      const late = await store.newChallenge("sign-in", null, NOW);
      expect(await store.takeChallenge(signIn, "sign-in", null, NOW)).toBe(true);
      expect(await store.takeChallenge(late, "sign-in", null, at(CHALLENGE_VALID_MS))).toBe(false);
      // The expired one goes when the next is made.
      await store.newChallenge("sign-in", null, at(CHALLENGE_VALID_MS));
      expect(await count("admin_challenges")).toBe(1);
    });
  });

  describe("sessions", () => {
    test("an id names its member and keeps only its hash; ended, it names nobody", async () => {
      const { store, member } = setUp();
      const jo = await member();
      const session = await store.startSession(jo.id, NOW);
      expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [rows = []] = await database().run("select id_hash from headliner.admin_sessions");
      expect(rows).toEqual([{ id_hash: hashToken(session) }]);
      expect(await store.sessionMember(session, NOW)).toEqual(jo);
      expect(await store.sessionMember("made-up", NOW)).toBeNull();
      await store.endSession(session);
      expect(await store.sessionMember(session, NOW)).toBeNull();
    });

    test("idle for 30 days, it ends; each use keeps it going", async () => {
      const { store, member } = setUp();
      const jo = await member();
      const kept = await store.startSession(jo.id, NOW);
      const idle = await store.startSession(jo.id, NOW);
      expect(await store.sessionMember(kept, at(SESSION_IDLE_MS - 1))).toEqual(jo);
      expect(await store.sessionMember(kept, at(2 * SESSION_IDLE_MS - 2))).toEqual(jo);
      expect(await store.sessionMember(idle, at(SESSION_IDLE_MS))).toBeNull();
    });

    test("used every day, it still ends after 90 days", async () => {
      const { store, member } = setUp();
      const jo = await member();
      const session = await store.startSession(jo.id, NOW);
      for (let day = 1; day * DAY < SESSION_MAX_MS; day += 20) {
        expect(await store.sessionMember(session, at(day * DAY))).toEqual(jo);
      }
      expect(await store.sessionMember(session, at(SESSION_MAX_MS - 1))).toEqual(jo);
      expect(await store.sessionMember(session, at(SESSION_MAX_MS))).toBeNull();
    });

    test("one member's sessions are theirs alone", async () => {
      const { store, member } = setUp();
      const jo = await member("jo@example.com");
      const sam = await member("sam@example.com");
      const jos = await store.startSession(jo.id, NOW);
      const sams = await store.startSession(sam.id, NOW);
      await store.endSession(jos);
      expect(await store.sessionMember(sams, NOW)).toEqual(sam);
    });
  });

  describe("e-mailed sign-in codes", () => {
    test("a member gets a 6-digit code that works once", async () => {
      const { store, member } = setUp();
      const jo = await member();
      const issued = await store.newSignInCode(" JO@example.com", NOW);
      expect(issued?.member).toEqual(jo);
      expect(issued?.code).toMatch(/^\d{6}$/);
      const [rows = []] = await database().run("select code_hash from headliner.sign_in_codes");
      expect(rows).toEqual([{ code_hash: hashToken(issued!.code) }]);
      expect(await store.checkSignInCode("jo@example.com", issued!.code, at(1000))).toEqual(jo);
      expect(await store.checkSignInCode("jo@example.com", issued!.code, at(2000))).toBeNull();
    });

    test("a stranger gets no code and leaves no row", async () => {
      const { store, count, member } = setUp();
      await member();
      expect(await store.newSignInCode("stranger@example.com", NOW)).toBeNull();
      expect(await store.newSignInCode("not an address", NOW)).toBeNull();
      expect(await count("sign_in_codes")).toBe(0);
      expect(await store.checkSignInCode("stranger@example.com", "123456", NOW)).toBeNull();
    });

    test("valid for 10 minutes", async () => {
      const { store, member } = setUp();
      await member();
      const { code } = (await store.newSignInCode("jo@example.com", NOW))!;
      expect(await store.checkSignInCode("jo@example.com", code, at(CODE_VALID_MS))).toBeNull();
      const again = (await store.newSignInCode("jo@example.com", NOW))!;
      expect(await store.checkSignInCode("jo@example.com", again.code, at(CODE_VALID_MS - 1))).not.toBeNull();
    });

    test("a new code voids the one before", async () => {
      const { store, count, member } = setUp();
      await member();
      const first = (await store.newSignInCode("jo@example.com", NOW))!;
      let second = (await store.newSignInCode("jo@example.com", at(1000)))!;
      while (second.code === first.code) second = (await store.newSignInCode("jo@example.com", at(1000)))!;
      expect(await count("sign_in_codes")).toBe(1);
      expect(await store.checkSignInCode("jo@example.com", first.code, at(2000))).toBeNull();
      expect(await store.checkSignInCode("jo@example.com", second.code, at(2000))).not.toBeNull();
    });

    test(`${CODE_TRIES - 1} wrong tries leave it working; after ${CODE_TRIES} it is void`, async () => {
      const { store, member } = setUp();
      const jo = await member();
      const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
      const first = (await store.newSignInCode("jo@example.com", NOW))!;
      for (let i = 0; i < CODE_TRIES - 1; i++) {
        expect(await store.checkSignInCode("jo@example.com", wrong(first.code), NOW)).toBeNull();
      }
      expect(await store.checkSignInCode("jo@example.com", first.code, NOW)).toEqual(jo);

      const second = (await store.newSignInCode("jo@example.com", NOW))!;
      for (let i = 0; i < CODE_TRIES; i++) {
        expect(await store.checkSignInCode("jo@example.com", wrong(second.code), NOW)).toBeNull();
      }
      expect(await store.checkSignInCode("jo@example.com", second.code, NOW)).toBeNull();
    });

    test("tries at once still count one by one", async () => {
      const { store, member } = setUp();
      await member();
      const { code } = (await store.newSignInCode("jo@example.com", NOW))!;
      const wrong = code === "000000" ? "000001" : "000000";
      await Promise.all(
        Array.from({ length: CODE_TRIES }, () => store.checkSignInCode("jo@example.com", wrong, NOW)),
      );
      expect(await store.checkSignInCode("jo@example.com", code, NOW)).toBeNull();
    });
  });

  describe("limiting requests for codes", () => {
    const limit = { max: 3, windowMs: 60 * 60 * 1000 };

    test("a key may ask `max` times within the window, then again once the window has moved", async () => {
      const { store } = setUp();
      const asks = [];
      for (const ms of [0, 1000, 2000, 3000])
        asks.push(await store.allowCodeRequest("email:jo", at(ms), limit));
      expect(asks).toEqual([true, true, true, false]);
      expect(await store.allowCodeRequest("client:1.2.3.4", at(3000), limit)).toBe(true);
      expect(await store.allowCodeRequest("email:jo", at(limit.windowMs), limit)).toBe(true);
      expect(await store.allowCodeRequest("email:jo", at(limit.windowMs), limit)).toBe(false);
    });

    test("requests at once never pass the limit, and no key is stored as given", async () => {
      const { store, count } = setUp();
      const asks = await Promise.all(
        Array.from({ length: 6 }, () => store.allowCodeRequest("client:1.2.3.4", NOW, limit)),
      );
      expect(asks.filter(Boolean)).toHaveLength(limit.max);
      expect(await count("code_requests")).toBe(limit.max);
      const [rows = []] = await database().run("select distinct key_hash from headliner.code_requests");
      expect(rows).toEqual([{ key_hash: hashToken("client:1.2.3.4") }]);
    });
  });

  describe("activity", () => {
    test("the newest first, as many as asked", async () => {
      const { store } = setUp();
      await store.recordActivity("admin command", "invited jo@example.com", NOW);
      await store.recordActivity("Jo", "added a show", at(2000));
      await store.recordActivity("Sam", "removed a passkey", at(1000));
      expect(await store.recentActivity(2)).toEqual([
        { at: at(2000), who: "Jo", what: "added a show" },
        { at: at(1000), who: "Sam", what: "removed a passkey" },
      ]);
      expect(await store.recentActivity(10)).toHaveLength(3);
    });
  });
});
