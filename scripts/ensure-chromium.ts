import { ensureChromium, TEST_CHROMIUM } from "./chromium.ts";

const problem = ensureChromium(TEST_CHROMIUM);
if (problem) {
  console.error(problem);
  process.exit(1);
}
