import { describe, expect, test } from "vitest";

import {
  createFormLimits,
  createMailLimits,
  isCrossSite,
  isUrlEncodedForm,
  mailboxKey,
  readSmallBody,
} from "./guard.ts";

const SITE = "https://band.example";
const headers = (values: Record<string, string>) => (name: string) => values[name];

describe("where a post comes from", () => {
  test("the site's own pages: same-origin, or the site's Origin, or the Host the browser asked for", () => {
    expect(isCrossSite(headers({ "sec-fetch-site": "same-origin", origin: SITE }), SITE)).toBe(false);
    expect(isCrossSite(headers({ origin: SITE }), SITE)).toBe(false);
    // Behind a proxy, or another name for the same site.
    expect(isCrossSite(headers({ origin: "http://10.0.0.5:3000", host: "10.0.0.5:3000" }), SITE)).toBe(false);
  });

  test("no browser (no Sec-Fetch-Site, no Origin): a mail provider's one-click, a script", () => {
    expect(isCrossSite(headers({}), SITE)).toBe(false);
  });

  test("another site, a sibling site, a sandboxed frame", () => {
    expect(isCrossSite(headers({ "sec-fetch-site": "cross-site" }), SITE)).toBe(true);
    expect(isCrossSite(headers({ "sec-fetch-site": "same-site", origin: SITE }), SITE)).toBe(true);
    expect(isCrossSite(headers({ origin: "https://evil.example", host: "band.example" }), SITE)).toBe(true);
    expect(isCrossSite(headers({ origin: "null", host: "band.example" }), SITE)).toBe(true);
    expect(isCrossSite(headers({ origin: "http://band.example", host: "other.example" }), SITE)).toBe(true);
  });
});

describe("the body", () => {
  const post = (body: string | ReadableStream<Uint8Array>, extra: Record<string, string> = {}) =>
    new Request("https://band.example/follow", {
      method: "POST",
      body,
      headers: extra,
      ...(typeof body === "string" ? {} : { duplex: "half" }),
    } as RequestInit);

  test("up to 2 KB is read; more is refused by its Content-Length, unread", async () => {
    expect(await readSmallBody(post("a=1"))).toBe("a=1");
    expect(await readSmallBody(post("a".repeat(2048)))).toHaveLength(2048);
    expect(await readSmallBody(post("a".repeat(2049)))).toBeNull();
    expect(await readSmallBody(post("a=1", { "content-length": "3000" }))).toBeNull();
  });

  test("a body sent in chunks with no length is cut off once past 2 KB", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1000));
      },
    });
    expect(await readSmallBody(post(endless))).toBeNull();
    expect(pulled).toBeLessThan(10);
  });

  test("only a form as browsers send it", () => {
    const type = (value: string) => new Headers({ "content-type": value });
    expect(isUrlEncodedForm(type("application/x-www-form-urlencoded"))).toBe(true);
    expect(isUrlEncodedForm(type("application/x-www-form-urlencoded; charset=UTF-8"))).toBe(true);
    expect(isUrlEncodedForm(type("application/json"))).toBe(false);
    expect(isUrlEncodedForm(new Headers())).toBe(false);
  });
});

describe("how often", () => {
  test("an IPv6 client is counted by its /64: any address in it uses up the same 20 posts", async () => {
    const { clientMayPost } = createFormLimits();
    for (let post = 1; post <= 20; post++) expect(await clientMayPost(`2001:db8:35:1::${post}`)).toBe(true);
    expect(await clientMayPost("2001:db8:35:1:ffff::99")).toBe(false);
    expect(await clientMayPost("2001:db8:35:2::1")).toBe(true);
  });

  test("one mailbox is one key, however its address is tagged or spelled", () => {
    expect(mailboxKey("Fan+shows@Example.com")).toBe("fan@example.com");
    expect(mailboxKey("fan+1+2@example.com")).toBe("fan@example.com");
    expect(mailboxKey("f.a.n+x@googlemail.com")).toBe("fan@gmail.com");
    expect(mailboxKey("F.an@gmail.com")).toBe("fan@gmail.com");
    // Elsewhere a dot is part of the name: first.last and firstlast may be two people.
    expect(mailboxKey("first.last@example.com")).toBe("first.last@example.com");
  });

  const caps = { perMailbox: 3, perClient: 100, perDomain: 5, siteWide: 8 };
  const ATTACKER = "203.0.113.7";
  const OWNER = "198.51.100.20";

  test("a mailbox gets at most its confirmation mails an hour: ten +tag variants, three mails", async () => {
    const limits = createMailLimits(caps);
    const answers = [];
    for (let tag = 1; tag <= 10; tag++)
      answers.push(await limits.reserve(`victim+${tag}@example.com`, ATTACKER));
    expect(answers).toEqual([...Array(3).fill("mail"), ...Array(7).fill("mailbox had enough")]);
  });

  test("the mailbox's own address is never locked out by posts of its other spellings", async () => {
    const limits = createMailLimits(caps);
    for (let tag = 1; tag <= 10; tag++) await limits.reserve(`victim+${tag}@example.com`, ATTACKER);
    for (let dots = 1; dots <= 5; dots++)
      await limits.reserve(`v.ictim${".".repeat(dots)}@gmail.com`, ATTACKER);
    expect(await limits.reserve("victim@example.com", OWNER)).toBe("mail");
    expect(await limits.reserve("Victim@gmail.com", OWNER)).toBe("mail");
  });

  test("one client gets at most its cap of confirmation mails an hour; another client still gets theirs", async () => {
    const limits = createMailLimits({ ...caps, perClient: 4 });
    for (let fan = 1; fan <= 4; fan++) {
      expect(await limits.reserve(`fan${fan}@example.org`, "2001:db8:1:2::1")).toBe("mail");
    }
    // Another address in the same IPv6 /64 is the same client.
    expect(await limits.reserve("fan5@example.org", "2001:db8:1:2::99")).toBe("too many from here");
    expect(await limits.reserve("fan5@example.org", OWNER)).toBe("mail");
  });

  test("a domain gets at most its cap of confirmation mails an hour; other domains still get theirs", async () => {
    const limits = createMailLimits(caps);
    for (let fan = 1; fan <= 5; fan++)
      expect(await limits.reserve(`fan${fan}@example.com`, OWNER)).toBe("mail");
    expect(await limits.reserve("fan6@example.com", OWNER)).toBe("too much mail");
    expect(await limits.reserve("fan6@example.org", OWNER)).toBe("mail");
  });

  test("the whole site sends at most its cap of confirmation mails an hour", async () => {
    const limits = createMailLimits(caps);
    for (let fan = 1; fan <= 8; fan++) {
      expect(await limits.reserve(`fan@domain${fan}.example`, OWNER)).toBe("mail");
    }
    expect(await limits.reserve("fan@domain9.example", OWNER)).toBe("too much mail");
  });

  test("a mail reserved but not sent (the address was mailed within the hour) is given back", async () => {
    const limits = createMailLimits(caps);
    for (let post = 1; post <= 5; post++) {
      expect(await limits.reserve("again+shows@example.com", OWNER)).toBe("mail");
      await limits.release("again+shows@example.com", OWNER);
    }
  });
});
