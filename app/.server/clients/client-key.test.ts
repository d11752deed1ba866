import { describe, expect, it } from "vitest";

import { clientKey } from "./client-key.ts";

describe("clientKey", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /64 as one client", () => {
    const keys = ["2001:db8:1:2::1", "2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:0db8:0001:0002:0:0:0:ff"].map(
      clientKey,
    );
    expect(new Set(keys)).toEqual(new Set(["2001:db8:1:2::/64"]));
  });

  it("tells two IPv6 /64s apart", () => {
    expect(clientKey("2001:db8:1:2::1")).not.toBe(clientKey("2001:db8:1:3::1"));
  });

  it("reads the short forms of IPv6", () => {
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("counts a missing or malformed address under one key", () => {
    expect(clientKey(null)).toBe("unknown");
    expect(clientKey("not an address")).toBe("unknown");
  });
});
