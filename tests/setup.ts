import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy… and waitFor give up after 10 s, not Testing Library's 1 s: a route stub renders in
// 50 ms, but took over a second on a loaded 2-core machine and failed "Unable to find role".
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  if (typeof document !== "undefined") cleanup();
});
