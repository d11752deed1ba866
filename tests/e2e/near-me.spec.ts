import type { Page } from "@playwright/test";

import { expect, expectNoAxeViolations, gotoPage, test } from "./fixtures.ts";

/**
 * The near-me calendar: from Home's calendar box to a page of its own, whose
 * form (a GET, no script needed) gives the feed of only the shows near a
 * place, asks which place when a name is several, and says what is wrong.
 */

const STYLES = ["normal", "almostReal", "propofol"] as const;

/** The near-me form, filled and sent. */
async function askFor(page: Page, place: string, within?: string) {
  await page.getByRole("textbox", { name: "Where you are" }).fill(place);
  if (within !== undefined) await page.getByRole("textbox", { name: "How far you will go" }).fill(within);
  await page.getByRole("button", { name: "Find the shows" }).click();
  await page.waitForLoadState("load");
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("Home's calendar box leads to the form; Tampa gives its feed and the shows near it", async ({
    page,
  }) => {
    await gotoPage(page, "/");
    const box = page.getByRole("region", { name: "Add to calendar" });
    await box.getByRole("link", { name: "Only the shows near you" }).click();
    await expect(page).toHaveURL(/\/shows\/near$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shows Near You");
    // The distance starts at the band's default, in its unit.
    await expect(page.getByRole("textbox", { name: "How far you will go" })).toHaveValue("100 mi");

    await askFor(page, "tampa");
    await expect(page).toHaveURL(/\/shows\/near\?place=tampa&within=100\+mi$/);
    const feed = page.getByRole("region", { name: "Add to calendar" });
    await expect(feed).toContainText("The shows within 100 mi of Tampa, FL.");
    const subscribe = feed.getByRole("link", { name: "Subscribe" });
    await expect(subscribe).toHaveAttribute(
      "href",
      /^webcal:\/\/localhost:\d+\/shows\.ics\?near=Tampa%2C\+FL&within=100\+mi$/,
    );
    await feed.getByText("Another calendar app").click();
    await expect(feed.getByRole("textbox", { name: "Calendar address" })).toHaveValue(
      /^http:\/\/localhost:\d+\/shows\.ics\?near=Tampa%2C\+FL&within=100\+mi$/,
    );
    const near = page.getByRole("region", { name: "Coming up near Tampa, FL" });
    await expect(near.getByRole("article").filter({ hasText: "Ipsum Amphitheater" })).toHaveCount(1);
    await expect(near).not.toContainText("The Tempor Theatre"); // Toronto
    await expect(near).not.toContainText("Elit Ballroom"); // Miami

    // The feed it names carries exactly those shows, as the same events as the full feed.
    const https = await feed.getByRole("textbox", { name: "Calendar address" }).inputValue();
    const uids = async (url: string) => {
      const response = await page.request.get(url);
      expect(response.status()).toBe(200);
      return [...(await response.text()).matchAll(/^UID:(.+)$/gm)].map((match) => match[1]!.trim());
    };
    const nearUids = await uids(https);
    expect(nearUids.length).toBeGreaterThan(0);
    expect(await uids("/shows.ics")).toEqual(expect.arrayContaining(nearUids));
  });

  test("a name several places share: a list of them, each leading to its own feed", async ({ page }) => {
    await gotoPage(page, "/shows/near");
    await askFor(page, "London", "150 km");
    await expect(page.getByRole("heading", { name: "Which London?" })).toBeVisible();
    const choices = page.getByRole("region", { name: "Which London?" }).getByRole("link");
    await expect(choices.first()).toHaveText("London, United Kingdom");
    await expect(page.getByRole("region", { name: "Add to calendar" })).toHaveCount(0);
    await choices.filter({ hasText: "London, ON" }).click();
    await expect(page.getByRole("region", { name: "Add to calendar" })).toContainText(
      "The shows within 150 km of London, ON.",
    );
    await expect(page.getByRole("textbox", { name: "Where you are" })).toHaveValue("London, ON");
  });

  test.describe("what cannot be read", () => {
    // The browser's own note of the 400 answer.
    test.use({ expectedErrors: /status of 400/ });

    test("an unknown place and a distance that is none: each field says why, tied to it", async ({
      page,
    }) => {
      await gotoPage(page, "/shows/near");
      await askFor(page, "Qwertyville", "far");
      await expect(page).toHaveTitle(/^Error: /);
      const place = page.getByRole("textbox", { name: "Where you are" });
      await expect(place).toHaveAttribute("aria-invalid", "true");
      await expect(place).toHaveAccessibleDescription(
        /^A city and state or country, .* "Qwertyville" is not a place we know: try .*33602 or M5V 3L9\.$/,
      );
      await expect(place).toBeFocused();
      const within = page.getByRole("textbox", { name: "How far you will go" });
      await expect(within).toHaveAccessibleDescription(/"far" is not a distance: give a number of miles/);
      await expect(page.getByRole("region", { name: "Add to calendar" })).toHaveCount(0);

      // The feed answers the same mistakes with 400 and the sentence.
      const response = await page.request.get("/shows.ics?near=Qwertyville");
      expect(response.status()).toBe(400);
      expect(await response.text()).toMatch(/^"Qwertyville" is not a place we know: /);
    });
  });
});

test.describe("axe finds nothing", () => {
  // The page with a place and distance the server cannot both read answers 400.
  test.use({ expectedErrors: /status of 400/ });

  for (const style of STYLES) {
    test(`in the ${style} style, on a phone and a laptop: the feed near a place; a choice with a distance error`, async ({
      page,
    }) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        await gotoPage(page, `/shows/near?place=Tampa%2C+FL&within=100+mi&style=${style}`);
        await expect(page.getByRole("region", { name: "Add to calendar" })).toBeVisible();
        await expectNoAxeViolations(page);
        await gotoPage(page, `/shows/near?place=Springfield&within=0&style=${style}`);
        await expect(page.getByRole("heading", { name: "Which Springfield?" })).toBeVisible();
        await expect(page.getByRole("textbox", { name: "How far you will go" })).toHaveAttribute(
          "aria-invalid",
          "true",
        );
        await expectNoAxeViolations(page);
      }
    });
  }
});
