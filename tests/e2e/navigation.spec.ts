import { expect, gotoPage, test } from "./fixtures.ts";

/**
 * Going from page to page: the next page is fetched while the fan's pointer
 * rests on its link (speculation rules, named by a response header), and the
 * old page fades into the new one (a cross-document view transition), unless
 * the fan asks for less motion. No script of the site's does either.
 */

const LAPTOP = { width: 1280, height: 800 };

test("a page whose link the pointer rests on is fetched before the click", async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await gotoPage(page, "/");
  const music = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Music" });
  // "moderate": once the pointer has rested on the link for 200 ms.
  const fetchedAhead = page
    .context()
    .waitForEvent(
      "requestfinished",
      (request) => request.url().endsWith("/music") && request.headers()["sec-purpose"] === "prefetch",
    );
  await music.hover();
  await fetchedAhead;
  await music.click();
  await expect(page).toHaveURL(/\/music$/);
  const delivery = await page.evaluate(
    () =>
      (
        performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
          deliveryType: string;
        }
      ).deliveryType,
  );
  expect(delivery).toBe("navigational-prefetch");
});

test("the rules fetch the site's pages ahead, never its files", async ({ page, request }) => {
  const home = await request.get("/");
  expect(home.headers()["speculation-rules"]).toBe('"/speculation-rules.json"');
  const rules = await request.get("/speculation-rules.json");
  expect(rules.headers()["content-type"]).toBe("application/speculationrules+json");
  const patterns: string[] = (await rules.json()).prefetch.flatMap(
    (rule: { where: { href_matches: string[] } }) => rule.where.href_matches,
  );
  await gotoPage(page, "/");
  const fetchedAhead = await page.evaluate(
    ({ patterns, paths }) =>
      paths.filter((path) =>
        patterns.some((pattern) =>
          new URLPattern(pattern, location.origin).test(new URL(path, location.origin)),
        ),
      ),
    {
      patterns,
      paths: [
        "/",
        "/about",
        "/music",
        "/shows/past",
        "/shows/5",
        "/shows/5.ics",
        "/shows.ics",
        "/og/shows/5.png",
        "/sitemap.xml",
        "/speculation-rules.json",
      ],
    },
  );
  expect(fetchedAhead).toEqual(["/", "/about", "/music", "/shows/past", "/shows/5"]);
});

for (const reducedMotion of ["no-preference", "reduce"] as const) {
  test(`following a link ${reducedMotion === "reduce" ? "cuts straight to" : "fades into"} the next page (reduced motion: ${reducedMotion})`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion });
    await page.setViewportSize(LAPTOP);
    // Each document notes whether it was revealed by a view transition.
    await page.addInitScript(() => {
      window.addEventListener("pagereveal", (event) => {
        const transition = (event as Event & { viewTransition: unknown }).viewTransition;
        document.documentElement.dataset.revealedBy = transition ? "transition" : "cut";
      });
    });
    await gotoPage(page, "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator("html")).toHaveAttribute(
      "data-revealed-by",
      reducedMotion === "reduce" ? "cut" : "transition",
    );
  });
}
