import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test as base } from "@playwright/test";

import { SITE_PAGES } from "#app/lib/pages.ts";

/** Every kind of page the site has: its pages, and one show's page from the seed. */
export const PAGES = [...SITE_PAGES, "/shows/5"];

/**
 * Every browser test fails on any console error or uncaught page error
 * (a hydration mismatch, a failed chunk, a React warning logged as error),
 * and on any Content-Security-Policy violation.
 */
export const test = base.extend<{
  expectedErrors: RegExp | null;
  pageErrors: string[];
  cspViolations: string[];
}>({
  /** Console errors a test expects, such as the browser's own note of a 404 response. */
  expectedErrors: [null, { option: true }],
  pageErrors: [
    async ({ page, expectedErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(`console: ${message.text()}`);
      });
      page.on("pageerror", (error) => errors.push(`page: ${error.message}`));
      await use(errors);
      const unexpected = errors.filter((error) => !expectedErrors?.test(error));
      expect(unexpected, "console or page errors").toEqual([]);
    },
    { auto: true },
  ],
  /** Every Content-Security-Policy violation the page reports, on every document it loads; none may occur. */
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeBinding("__reportCspViolation", (_source, violation: string) => {
        violations.push(violation);
      });
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { __reportCspViolation(text: string): void })
            .__reportCspViolation;
          report(
            `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}`,
          );
        });
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe-core finds no WCAG 2.x A/AA violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  // Let entrance animations (About's fade-in) finish: half-faded text is not what a reader sees.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page })
    // axe.run in the page itself: the pages have no frames, so the default (a partial run per frame,
    // then a blank page to merge them) only costs more; about half the CPU per run (decision 010).
    .setLegacyMode()
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    // Every rule still runs; only the violations are listed node by node, not the passes.
    .options({ resultTypes: ["violations"] })
    .analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(", ")})`,
  );
  expect(violations).toEqual([]);
}

/**
 * Loads a page and waits for its load event: its images, fonts and the
 * menu's script (the pages have no framework to wait for).
 */
export async function gotoPage(page: Page, url: string) {
  return page.goto(url, { waitUntil: "load" });
}

/** Every new-tab link on the page has rel="noopener noreferrer". */
export async function expectSafeNewTabLinks(page: Page) {
  const unsafe = await page.locator('a[target="_blank"]').evaluateAll((links) =>
    links
      .filter((link) => {
        const rel = (link.getAttribute("rel") ?? "").split(/\s+/);
        return !rel.includes("noopener") || !rel.includes("noreferrer");
      })
      .map((link) => link.outerHTML),
  );
  expect(unsafe).toEqual([]);
}

/** A stand-in album cover: any size, drawn from nothing. */
const COVER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">' +
  '<rect width="640" height="640" fill="#333"/></svg>';

/**
 * Keeps the page off the internet: Spotify's album covers (i.scdn.co) are
 * answered with a stand-in image, any other request that leaves this machine
 * is blocked. Returns the blocked URLs, for the test to expect none.
 */
export async function keepOffline(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.route(
    (url) => !["localhost", "127.0.0.1"].includes(url.hostname),
    (route) => {
      blocked.push(route.request().url());
      return route.abort("blockedbyclient");
    },
  );
  // Routes added later are tried first.
  await page.route("https://i.scdn.co/**", (route) =>
    route.fulfill({ status: 200, contentType: "image/svg+xml", body: COVER_SVG }),
  );
  return blocked;
}
