import { isIPv4, isIPv6 } from "node:net";

// IPv6 by its /64: one home or phone is given a whole /64 and picks any address in it. Unknown
// addresses share one key.
export function clientKey(address: string | null | undefined): string {
  const text = (address ?? "").trim().replace(/^\[|\]$/g, "");
  if (isIPv4(text)) return text;
  const bare = text.replace(/%.*$/, "");
  if (!isIPv6(bare)) return "unknown";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  return `${expandIPv6(bare).slice(0, 4).join(":")}::/64`;
}

function expandIPv6(address: string): string[] {
  // A trailing IPv4 part ("::1.2.3.4") is two groups.
  const withoutV4 = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_all, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((n) => n.toString(16)).join(":"),
  );
  const [head = "", tail] = withoutV4.split("::") as [string, string | undefined];
  const groups = (part: string) => (part === "" ? [] : part.split(":"));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}
