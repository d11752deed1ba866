import { describe, expect, test } from "vitest";

import { withStyleSources } from "./security-headers.ts";

describe("a page's policy names its own stylesheets (decision 099)", () => {
  const sources = "'sha256-AAA=' 'sha256-BBB='";

  test.each([
    [
      "first",
      "style-src 'self' 'sha256-OLD=';img-src 'self'",
      "style-src 'self' 'sha256-AAA=' 'sha256-BBB=';img-src 'self'",
    ],
    [
      "in the middle",
      "default-src 'none';style-src 'self' 'sha256-OLD=';img-src 'self'",
      "default-src 'none';style-src 'self' 'sha256-AAA=' 'sha256-BBB=';img-src 'self'",
    ],
    [
      "last",
      "default-src 'none';style-src 'self' 'sha256-OLD='",
      "default-src 'none';style-src 'self' 'sha256-AAA=' 'sha256-BBB='",
    ],
  ])("replaces the style-src hashes when style-src is %s, and nothing else", (_, policy, expected) => {
    expect(withStyleSources(policy, sources)).toBe(expected);
  });

  test("leaves a style-src-elem alone", () => {
    expect(withStyleSources("style-src-elem 'none';style-src 'self' 'sha256-OLD='", sources)).toBe(
      `style-src-elem 'none';style-src 'self' ${sources}`,
    );
  });
});
