import { describe, expect, test } from "vitest";
import { isCrossSite, isUrlEncodedForm, readSmallBody } from "./guard.ts";

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
