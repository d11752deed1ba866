import type { Page } from "@playwright/test";

import { confirmLink, mailTo } from "../follow-posts.ts";
import { expect, expectNoAxeViolations, gotoPage, test } from "./fixtures.ts";
import { HOSTED_PORT } from "./ports.ts";

/**
 * The one form, as a fan uses it with JavaScript off: a plain POST, answered
 * by the "check your inbox" page, or by the form again with each error tied
 * to its field and what was typed kept; a place that is several places asks
 * which one with radio buttons; the e-mail's link confirms only by its page's
 * button. And the pages about following pass axe in every style.
 */

/** A new address for each sign-up: the site allows a few per address an hour. */
const newAddress = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Fills the form (the page's only one) and sends it. */
async function signUp(
  page: Page,
  fields: { email: string; place: string; distance?: string; consent?: boolean },
) {
  await page.getByLabel("E-mail", { exact: true }).fill(fields.email);
  await page.getByLabel("Where you are").fill(fields.place);
  if (fields.distance !== undefined) await page.getByLabel("How far you will travel").fill(fields.distance);
  if (fields.consent !== false) await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Follow" }).click();
}

/** The confirmation link in the e-mail to `email`, from the server's outbox folder (no SMTP_URL), as a path. */
async function confirmLinkTo(email: string): Promise<string> {
  const link = new URL(confirmLink(await mailTo(process.env.HEADLINER_E2E_DATA_DIR!, email)));
  return link.pathname + link.search;
}

async function expectCheckYourInbox(page: Page) {
  await expect(page).toHaveURL(/\/follow\/check-your-inbox$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your inbox");
  await expect(page.getByText("an e-mail is on its way with a link to confirm")).toBeVisible();
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("signing up on /follow leads to 'check your inbox'", async ({ page }) => {
    await gotoPage(page, "/follow");
    await expect(page.getByLabel("How far you will travel")).toHaveValue("100 mi");
    await expect(page.getByLabel("Where you are")).toHaveAccessibleDescription("City, ST or ZIP code");
    await signUp(page, { email: newAddress("follow"), place: "Tampa, FL" });
    await expectCheckYourInbox(page);
  });

  test("Home's short form, under the shows, signs up too; its privacy link leads to what is kept", async ({
    page,
  }) => {
    await gotoPage(page, "/");
    const box = page.getByRole("region", { name: "Hear when we play near you" });
    await expect(box.getByLabel("How far you will travel")).toHaveCount(0);
    await expect(box.getByText("within 100 mi of there")).toBeVisible();
    await box.getByRole("link", { name: "Privacy" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "For how long" })).toBeVisible();
    await gotoPage(page, "/");
    await signUp(page, { email: newAddress("home"), place: "33602" });
    await expectCheckYourInbox(page);
  });

  test("a show's page has the whole form", async ({ page }) => {
    await gotoPage(page, "/shows/5");
    const box = page.getByRole("region", { name: "Hear when we play near you" });
    await expect(box.getByLabel("How far you will travel")).toHaveValue("100 mi");
    await expect(box.getByRole("button", { name: "Follow" })).toBeVisible();
  });

  test("the e-mail's link shows a Confirm button; pressing it confirms and lists the shows near", async ({
    page,
  }) => {
    const email = newAddress("confirm");
    await gotoPage(page, "/follow");
    await signUp(page, { email, place: "Tampa, FL" });
    await expectCheckYourInbox(page);
    const link = await confirmLinkTo(email);
    await gotoPage(page, link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Confirm you want to hear about the band's shows",
    );
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are following the band");
    await expect(page.getByText("within 100 mi of Tampa, FL")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Shows near you" })).toBeVisible();
  });

  test.describe("errors", () => {
    // The browser's own note of the 400 answer.
    test.use({ expectedErrors: /status of 400/ });

    test("each error is tied to its field, listed at the top, and what was typed stays", async ({ page }) => {
      await gotoPage(page, "/follow");
      const response = page.waitForResponse((answer) => answer.request().method() === "POST");
      await signUp(page, { email: "fan@example", place: "Atlantis, ZZ", distance: "far" });
      expect((await response).status()).toBe(400);

      const email = page.getByLabel("E-mail", { exact: true });
      await expect(email).toHaveValue("fan@example");
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toHaveAccessibleDescription(
        "Enter the whole e-mail address, such as name@example.com.",
      );
      await expect(email).toBeFocused();
      const place = page.getByLabel("Where you are");
      await expect(place).toHaveValue("Atlantis, ZZ");
      await expect(place).toHaveAttribute("aria-invalid", "true");
      await expect(place).toHaveAccessibleDescription(
        /^City, ST or ZIP code "Atlantis, ZZ" is not a place we know/,
      );
      const distance = page.getByLabel("How far you will travel");
      await expect(distance).toHaveValue("far");
      await expect(distance).toHaveAccessibleDescription(/"far" is not a distance/);
      await expect(page.getByRole("checkbox")).toBeChecked();
      await expect(page.getByRole("checkbox")).not.toHaveAttribute("aria-invalid");

      const summary = page.getByRole("heading", { name: "Please check these:" }).locator("..");
      await expect(summary.getByRole("link")).toHaveCount(3);
      await summary.getByRole("link", { name: /is not a place we know/ }).click();
      await expect(page).toHaveURL(/#follow-place$/);
    });

    test("a place that is several places asks which one, and the choice is sent with the rest", async ({
      page,
    }) => {
      await gotoPage(page, "/follow");
      await signUp(page, { email: newAddress("springfield"), place: "Springfield" });
      const choices = page.getByRole("group", { name: "Which “Springfield”?" });
      await expect(choices).toHaveAccessibleDescription("Which one? Choose your place from the list.");
      await expect(choices.getByRole("radio")).not.toHaveCount(0);
      await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(/^springfield-/);
      await choices.getByRole("radio", { name: "Springfield, IL" }).check();
      await page.getByRole("button", { name: "Follow" }).click();
      await expectCheckYourInbox(page);
    });
  });

  test.describe("links that do not work", () => {
    test.use({ expectedErrors: /status of 400/ });

    test("a confirmation link that was never sent says so, 400", async ({ page }) => {
      const response = await gotoPage(page, "/follow/confirm?token=1.2.3.4");
      expect(response?.status()).toBe(400);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link does not work");
      await expect(page.getByRole("link", { name: "Sign up again" })).toHaveAttribute("href", "/follow");
    });
  });

  test("the unsubscribe page's one button posts and says the fan is off the list", async ({ page }) => {
    // A key on nobody: the answer is the same as for a fan's.
    await gotoPage(page, `/unsubscribe?key=${"n".repeat(43)}`);
    await page.getByRole("button", { name: "Stop all e-mails" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are off the list");
    await expect(page.getByText("your address and your place are deleted")).toBeVisible();
  });

  test.describe("on a site whose shows are on Supabase", () => {
    test.use({ baseURL: `http://localhost:${HOSTED_PORT}` });

    test("no form is drawn, and /follow says following is not available yet", async ({ page }) => {
      await gotoPage(page, "/");
      await expect(page.getByRole("region", { name: "Upcoming Shows" })).toBeVisible();
      await expect(page.locator("form[action='/follow']")).toHaveCount(0);
      await gotoPage(page, "/follow");
      await expect(page.getByText("Following is not available on this site yet.")).toBeVisible();
      await expect(page.locator("form")).toHaveCount(0);
    });
  });
});

/** axe runs in the page: these run with JavaScript on, on the same plain-HTML pages. */
test.describe("axe", () => {
  test.use({ expectedErrors: /status of 400/ });

  for (const style of ["normal", "almostReal", "propofol"]) {
    test(`the pages about following pass axe in the ${style} style`, async ({ page }) => {
      for (const path of [
        "/follow",
        "/follow/check-your-inbox",
        "/privacy",
        "/follow/confirm?token=1.2.3.4",
        `/unsubscribe?key=${"k".repeat(43)}`,
      ]) {
        await gotoPage(page, `${path}${path.includes("?") ? "&" : "?"}style=${style}`);
        await expect(page.locator("html")).toHaveAttribute("data-style", style);
        await expectNoAxeViolations(page);
      }
      await expect(page.getByRole("button", { name: "Stop all e-mails" })).toBeVisible();
    });
  }

  test("the form sent back with its errors, and with a choice of places, passes axe", async ({ page }) => {
    await gotoPage(page, "/follow");
    await signUp(page, { email: "fan@example", place: "Atlantis, ZZ", distance: "far" });
    await expect(page.getByRole("heading", { name: "Please check these:" })).toBeVisible();
    await expectNoAxeViolations(page);
    await signUp(page, { email: newAddress("axe"), place: "Springfield", distance: "100 mi" });
    await expect(page.getByRole("group", { name: "Which “Springfield”?" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("and at a phone's width (390 px)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ["/follow", "/privacy", "/shows/5"]) {
      await gotoPage(page, path);
      await expectNoAxeViolations(page);
    }
  });
});

test.describe("checkbox and radios", () => {
  // The choice of places is the form sent back: 400.
  test.use({ expectedErrors: /status of 400/ });

  test("the consent box and the place choices are drawn in the style's colours, a 44 px target, not greyed", async ({
    page,
  }) => {
    for (const style of ["normal", "almostReal", "propofol"]) {
      await gotoPage(page, `/follow?style=${style}`);
      const consent = page.getByRole("checkbox");
      const follow = page.getByRole("button", { name: "Follow" });
      const primary = await follow.evaluate((button) => getComputedStyle(button).backgroundColor);
      const look = () =>
        consent.evaluate((box) => {
          const style = getComputedStyle(box);
          return {
            fill: style.backgroundColor,
            edge: style.borderTopColor,
            mark: getComputedStyle(box, "::before").content,
          };
        });
      // Unchecked: an empty outlined box like the fields, no grey fill.
      expect(await look(), style).toMatchObject({ fill: "rgba(0, 0, 0, 0)", mark: "none" });
      await consent.check();
      // Checked: filled with the buttons' colour, and marked.
      expect(await look(), style).toEqual({ fill: primary, edge: primary, mark: '""' });
      const box = (await consent.boundingBox())!;
      expect(Math.min(box.width, box.height), style).toBeGreaterThanOrEqual(44);
    }
    await signUp(page, { email: newAddress("radio"), place: "Springfield", distance: "100 mi" });
    const choice = page.getByRole("group", { name: "Which “Springfield”?" }).getByRole("radio").first();
    await choice.check();
    expect(await choice.evaluate((radio) => getComputedStyle(radio).borderRadius)).toBe("50%");
    expect(await choice.evaluate((radio) => getComputedStyle(radio).backgroundColor)).not.toBe(
      "rgba(0, 0, 0, 0)",
    );
  });
});
