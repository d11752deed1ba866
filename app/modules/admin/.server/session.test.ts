import { describe, expect, test } from "vitest";

import { assertSameOrigin, sessionCookie, sessionIdOf } from "./session.ts";

const SITE = "https://band.example";
const post = (headers: Record<string, string>) =>
  new Request(`${SITE}/admin/shows/1`, { method: "POST", headers });

describe("the session cookie", () => {
  test("is read by its name among others", () => {
    const request = new Request(SITE, { headers: { Cookie: "theme=dark; headliner_admin=abc-_1; x=y" } });
    expect(sessionIdOf(request)).toBe("abc-_1");
    expect(sessionIdOf(new Request(SITE, { headers: { Cookie: "headliner_admin=" } }))).toBeNull();
    expect(sessionIdOf(new Request(SITE))).toBeNull();
  });

  test("is HttpOnly, Lax, for /admin alone, Secure on https, and 90 days long", () => {
    expect(sessionCookie("abc", SITE)).toBe(
      "headliner_admin=abc; Path=/admin; Max-Age=7776000; HttpOnly; SameSite=Lax; Secure",
    );
    expect(sessionCookie("abc", "http://localhost:3000")).not.toContain("Secure");
    expect(sessionCookie(null, SITE)).toContain("headliner_admin=; Path=/admin; Max-Age=0");
  });
});

describe("a band's post", () => {
  const refusal = (headers: Record<string, string>) => {
    try {
      assertSameOrigin(post(headers), SITE);
      return null;
    } catch (error) {
      return (error as Response).status;
    }
  };

  test("from the site's own page passes", () => {
    expect(refusal({ Origin: SITE, "Sec-Fetch-Site": "same-origin" })).toBeNull();
    expect(refusal({ Origin: SITE })).toBeNull();
    expect(refusal({ "Sec-Fetch-Site": "same-origin" })).toBeNull();
  });

  test("from another site, another subdomain, or with no sign of where it came from is refused (403)", () => {
    expect(refusal({ Origin: "https://elsewhere.example" })).toBe(403);
    expect(refusal({ Origin: SITE, "Sec-Fetch-Site": "same-site" })).toBe(403);
    expect(refusal({ Origin: "null" })).toBe(403);
    expect(refusal({ "Sec-Fetch-Site": "cross-site" })).toBe(403);
    expect(refusal({})).toBe(403);
  });
});
