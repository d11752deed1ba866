import { afterEach } from "vitest";

// Only the files that render into a document (`@vitest-environment jsdom`) load Testing Library
// and its matchers: importing React's DOM renderer into each of the hundred other files cost
// about ten seconds of every run.
if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup, configure } = await import("@testing-library/react");
  // findBy… and waitFor give up after 10 s, not Testing Library's 1 s: a route stub renders in
  // 50 ms, but took over a second on a loaded 2-core machine and failed "Unable to find role".
  configure({ asyncUtilTimeout: 10_000 });
  afterEach(() => cleanup());
}
