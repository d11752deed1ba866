// Run before the browser tests (npm run test:e2e): makes sure the Chromium they drive is there
// (scripts/chromium.ts), or stops with one line saying how to get it.
import { ensureChromium, TEST_CHROMIUM } from "./chromium.ts";

const problem = ensureChromium(TEST_CHROMIUM);
if (problem) {
  console.error(problem);
  process.exit(1);
}
