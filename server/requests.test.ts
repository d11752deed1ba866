import { describe, expect, test } from "vitest";

import { loggedPath } from "./requests.ts";

describe("a request's path in its log line", () => {
  test("keeps the parameters' names and leaves out values that may be a secret or a place", () => {
    expect(loggedPath("/follow/confirm?token=1.2.abc.def")).toBe("/follow/confirm?token=…");
    expect(loggedPath("/unsubscribe?key=k3y")).toBe("/unsubscribe?key=…");
    expect(loggedPath("/shows.ics?near=33602&within=50%20mi")).toBe("/shows.ics?near=…&within=…");
    expect(loggedPath("/shows/near?place=Anchorage%2C%20AK&x")).toBe("/shows/near?place=…&x");
  });

  test("keeps the values that say nothing of anyone: a page style, a paper size, a file version", () => {
    expect(loggedPath("/?style=normal")).toBe("/?style=normal");
    expect(loggedPath("/press.pdf?paper=a4&v=abc")).toBe("/press.pdf?paper=a4&v=abc");
    expect(loggedPath("/about")).toBe("/about");
  });

  test("is cut short, so a huge request cannot make a huge line", () => {
    expect(loggedPath(`/${"a".repeat(500)}`)).toHaveLength(201);
    expect(loggedPath(`/?${"n".repeat(500)}=1`).length).toBeLessThan(210);
  });
});
