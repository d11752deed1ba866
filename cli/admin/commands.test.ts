import { describe, expect, test, vi } from "vitest";

import type { OutgoingMail } from "#app/.server/mail/index.ts";
import { createAdminStore } from "#app/modules/admin/.server/index.ts";
import { adminDatabase } from "#app/modules/admin/.server/test-database.ts";

import { type AdminCli, runAdminCommand } from "./commands.ts";

vi.setConfig({ testTimeout: 60_000 });

const NEW_YORK = "America/New_York";
const NOW = new Date("2026-12-01T17:00:00Z");
const SITE = "https://band.example";

const database = adminDatabase();
const store = () => createAdminStore(database());

/** Runs one command line against the test database; what it printed, its exit code, and whether it closed. */
async function admin(...argv: string[]) {
  return adminWithMail(null, ...argv);
}

async function adminWithMail(mails: OutgoingMail[] | null, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  let closed = 0;
  const queueMail = mails ? async (mail: OutgoingMail) => void mails.push(mail) : undefined;
  const cli: AdminCli = {
    openStore: async () => ({ store: store(), siteUrl: SITE, queueMail, close: async () => void closed++ }),
    timeZone: NEW_YORK,
    now: () => NOW,
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  };
  const code = await runAdminCommand(argv, cli);
  return { code, out: out.join(""), err: err.join(""), closed };
}

const tokenIn = (text: string) => /\/admin\/welcome\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe("help and mistakes", () => {
  test("--help shows every command and exits 0; no command shows it and exits 2", async () => {
    const help = await admin("--help");
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/invite <email> \[--name <name>\][\s\S]*list[\s\S]*remove <email>/);
    const none = await admin();
    expect(none.code).toBe(2);
    expect(none.out).toBe(help.out);
  });

  test("a command's --help says what it does, and opens nothing", async () => {
    const help = await admin("invite", "--help");
    expect(help).toMatchObject({ code: 0, closed: 0 });
    expect(help.out).toMatch(/^Usage: npm run admin -- invite <email> \[--name <name>\]/);
    expect(help.out).toContain("24 hours");
  });

  test.each([
    [["invit", "jo@example.com"], /unknown command "invit". Did you mean "invite"\?/],
    [["invite"], /missing the member's e-mail address/],
    [["invite", "jo@example.com", "sam@example.com"], /unexpected argument "sam@example.com"/],
    [["invite", "jo@example.com", "--nam", "Jo"], /Unknown option '--nam'. Did you mean "--name"\?/],
    [["list", "--all"], /Unknown option '--all'/],
    [["remove"], /missing the member's e-mail address/],
  ])("%j exits 2, saying what is wrong and where help is", async (argv, message) => {
    const result = await admin(...argv);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(message);
    expect(result.err).toMatch(/Run "npm run admin -- .*--help" for how/);
    expect(result.out).toBe("");
  });

  test("an address that is not one exits 2 and adds nobody", async () => {
    const result = await admin("invite", "jo.example.com");
    expect(result.code).toBe(2);
    expect(result.err).toContain('"jo.example.com" is not an e-mail address');
    expect(await store().members()).toEqual([]);
  });

  test("a store that fails exits 1 with its message", async () => {
    const errors: string[] = [];
    const cli: AdminCli = {
      openStore: async () => {
        throw new Error("set DATABASE_URL");
      },
      timeZone: NEW_YORK,
      now: () => NOW,
      out: () => {},
      err: (text) => errors.push(text),
    };
    expect(await runAdminCommand(["list"], cli)).toBe(1);
    expect(errors.join("")).toBe("admin list: set DATABASE_URL\n");
  });
});

describe("invite", () => {
  test("prints the one-time link on the site's address and when it expires, and notes it", async () => {
    const result = await admin("invite", "Jo@Example.com", "--name", "Jo");
    expect(result).toMatchObject({ code: 0, err: "", closed: 1 });
    expect(result.out).toContain("Invited jo@example.com (Jo).");
    expect(result.out).toContain(`  ${SITE}/admin/welcome?token=`);
    // 24 hours after 12:00 in New York.
    expect(result.out).toContain("valid until 2026-12-02 12:00-05:00");
    const member = await store().peekInvite(tokenIn(result.out)!, NOW);
    expect(member).toMatchObject({ email: "jo@example.com", name: "Jo" });
    expect(await store().recentActivity(5)).toEqual([
      { at: NOW, who: "The admin command", what: "invited jo@example.com" },
    ]);
  });

  test("a name typed on a phone (—name “Jo Ann”) reads as meant", async () => {
    const result = await admin("invite", "jo@example.com", "\u2014name", "\u201cJo", "Ann\u201d");
    expect(result.code).toBe(0);
    expect((await store().members())[0]?.name).toBe("Jo Ann");
  });

  test("inviting again gives a new link and voids the last one", async () => {
    const first = tokenIn((await admin("invite", "jo@example.com")).out)!;
    const second = tokenIn((await admin("invite", "jo@example.com")).out)!;
    expect(second).not.toBe(first);
    expect(await store().peekInvite(first, NOW)).toBeNull();
    expect(await store().peekInvite(second, NOW)).not.toBeNull();
    expect(await store().members()).toHaveLength(1);
  });
});

describe("list", () => {
  test("says how to add the first member when there is none", async () => {
    const result = await admin("list");
    expect(result).toMatchObject({ code: 0, closed: 1 });
    expect(result.out).toBe('No members yet: "npm run admin -- invite <email>" adds one.\n');
  });

  test("a table of members: address, name, passkeys, last seen", async () => {
    const { member: jo } = await store().invite("jo@example.com", { name: "Jo", now: NOW });
    await store().invite("sam@example.com", { now: NOW });
    await store().addPasskey(
      {
        id: "key",
        memberId: jo.id,
        publicKey: new Uint8Array([1]),
        counter: 0,
        transports: [],
        label: "phone",
      },
      NOW,
    );
    await store().startSession(jo.id, NOW);
    const result = await admin("list");
    expect(result.out).toBe(
      [
        "email            name  passkeys  last seen",
        "jo@example.com   Jo    1         2026-12-01 12:00-05:00",
        "sam@example.com        0         never",
        "",
      ].join("\n"),
    );
  });
});

describe("remove", () => {
  test("deletes the member, says how many passkeys went, ends their sessions and notes it", async () => {
    const { member } = await store().invite("jo@example.com", { now: NOW });
    for (const id of ["one", "two"]) {
      await store().addPasskey(
        { id, memberId: member.id, publicKey: new Uint8Array([1]), counter: 0, transports: [], label: id },
        NOW,
      );
    }
    const session = await store().startSession(member.id, NOW);
    const result = await admin("remove", " JO@example.com ");
    expect(result).toMatchObject({ code: 0, err: "", closed: 1 });
    expect(result.out).toBe("Removed jo@example.com, their 2 passkeys and every session.\n");
    expect(await store().sessionMember(session, NOW)).toBeNull();
    expect(await store().members()).toEqual([]);
    expect((await store().recentActivity(1))[0]).toEqual({
      at: NOW,
      who: "The admin command",
      what: "removed jo@example.com",
    });
  });

  test("one passkey is named in the singular", async () => {
    const { member } = await store().invite("jo@example.com", { now: NOW });
    await store().addPasskey(
      {
        id: "one",
        memberId: member.id,
        publicKey: new Uint8Array([1]),
        counter: 0,
        transports: [],
        label: "a",
      },
      NOW,
    );
    expect((await admin("remove", "jo@example.com")).out).toBe(
      "Removed jo@example.com, their 1 passkey and every session.\n",
    );
  });

  test("an address that is no member's exits 1 and notes nothing", async () => {
    const result = await admin("remove", "nobody@example.com");
    expect(result).toMatchObject({ code: 1, out: "", err: "There is no member nobody@example.com.\n" });
    expect(await store().recentActivity(5)).toEqual([]);
  });
});

test("an invitation is e-mailed too, with the same one-time link and no unsubscribe", async () => {
  const mails: OutgoingMail[] = [];
  const result = await adminWithMail(mails, "invite", "drummer@band.example", "--name", "Drummer");
  expect(result.code).toBe(0);
  expect(result.out).toContain("The same link is on its way to drummer@band.example by e-mail.");
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  expect(mail!.to).toBe("drummer@band.example");
  const token = tokenIn(result.out)!;
  expect(mail!.text).toContain(`${SITE}/admin/welcome?token=${token}`);
  expect(mail!.text).toContain("works once, for 24 hours");
  expect(mail!.text).not.toContain("Unsubscribe");
  expect(mail!.headers).toEqual({});
});
