import { expect, expectNoAxeViolations, expectSafeNewTabLinks, gotoPage, test } from "./fixtures.ts";
import { expectRowNames } from "./show-pages.ts";

/** The band's wall-clock time of an instant, as the site must print it whatever the browser's zone. */
function newYorkTime(iso: string) {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    hour: "numeric",
    minute: "2-digit",
  })
    .format(new Date(iso))
    .replace(/\s/g, " ");
}

test.describe("Home", () => {
  test("the hero fills 60 % of a laptop's viewport (the screen less 20rem), 64 % of a phone's, with the configured style (propofol)", async ({
    page,
  }) => {
    for (const [viewport, share] of [
      // A phone keeps room below the hero for the list's first show (first-screen.spec.ts).
      [{ width: 390, height: 844 }, 0.64],
      // A laptop's first screen shows the first dates too (first-screen.spec.ts).
      [{ width: 1280, height: 800 }, 0.6],
    ] as const) {
      await page.setViewportSize(viewport);
      await gotoPage(page, "/");
      const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
      const box = await hero.boundingBox();
      expect(box!.height / viewport.height).toBeCloseTo(share, 1);
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Propofol");
    await expect(page.getByText("Music video out now")).toBeVisible();
    const watch = page.getByRole("link", { name: "Watch on YouTube" });
    await expect(watch).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: /Preorder/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("shows each upcoming show in the band's time zone, in order, with its details", async ({ page }) => {
    await gotoPage(page, "/");
    const shows = page.getByRole("region", { name: "Upcoming Shows" });
    const cards = shows.getByRole("article");
    // Seed: 12 shows; three are past: two long ago, and the one that started 5 hours ago
    // is past the 4-hour rule.
    await expect(cards).toHaveCount(9);
    await expect(shows.getByText("The Sample Room")).toHaveCount(0);
    await expect(shows.getByText(/The Boilerplate Bar|Mock Music Hall/)).toHaveCount(0);
    // Soonest first (the one that started 3 hours ago is still on), the undated one last.
    // A row names the city, then the show: a named event by its title, every other by its venue.
    await expectRowNames(cards, [
      "Orlando, FL, Placeholder Hall",
      "Orlando, FL, The Lorem Lounge",
      "Tampa, FL, Ipsum Amphitheater",
      "St. Petersburg, FL, Dolor Street Festival",
      "Gainesville, FL, The Consectetur Club",
      "Miami, FL, Elit Ballroom",
      "Toronto, ON, Placeholders Live in Toronto",
      "Savannah, GA, Incididunt Hall",
      "Jacksonville, FL, Adipiscing Arena",
    ]);

    const times = await shows
      .locator("time")
      .evaluateAll((elements) =>
        elements.map((element) => ({ iso: element.getAttribute("datetime")!, text: element.textContent! })),
      );
    // Every dated card has one date; "Moved from …" is text, not a second <time>.
    expect(times).toHaveLength(8);
    for (const time of times) {
      if (/^\d{4}-\d{2}-\d{2}$/.test(time.iso)) {
        // A date-only show: a day, shown without a time.
        expect(time.text).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
        continue;
      }
      // The browser runs in Los Angeles and the server in UTC; the band plays in New York time.
      expect(time.iso).toMatch(/T\d{2}:\d{2}-0[45]:00$/);
      expect(time.text).toMatch(new RegExp(` at ${newYorkTime(time.iso)}$`));
    }

    const lorem = cards.filter({ hasText: "The Lorem Lounge" });
    await expect(lorem.locator("time")).toHaveText(/ at 8:00 PM$/);
    await expect(lorem).toContainText("Orlando, FL");
    await expect(lorem).toContainText("$15 · Ages 21+");
    await expect(lorem).toContainText("With The Examples, Dummy Text, Foo Fighters of Bar");
    const tickets = lorem.getByRole("link", { name: /Get Tickets/ });
    await expect(tickets).toHaveAttribute("href", "https://example.com/tickets/lorem-lounge");
    await expect(tickets).toHaveAttribute("target", "_blank");
    // The flyer is on the show's page: the row's links are that page and the tickets.
    await expect(lorem.getByRole("link")).toHaveCount(2);

    await expect(cards.filter({ hasText: "Ipsum Amphitheater" })).toContainText("Free");
    await expect(cards.filter({ hasText: "Ipsum Amphitheater" }).locator("time")).toHaveText(/ at 7:30 PM$/);
    await expect(cards.filter({ hasText: "Placeholder Hall" })).toContainText("$12.50 · Ages 18+");

    const dateOnly = cards.filter({ hasText: "Dolor Street Festival" });
    await expect(dateOnly.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(dateOnly.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);

    const atDoor = cards.filter({ hasText: "The Consectetur Club" });
    await expect(atDoor).toContainText("Tickets at door");
    await expect(atDoor.getByRole("link", { name: /Get Tickets/ })).toHaveCount(0);
    await expect(atDoor).toContainText("Gainesville, FL");

    // The undated show comes last, under its own heading.
    await expect(shows.getByRole("heading", { name: "Date to be announced" })).toBeVisible();
    await expect(cards.last()).toContainText("Adipiscing Arena");
    await expect(cards.last().locator("time")).toHaveCount(0);
    await expectSafeNewTabLinks(page);

    // The list stands in light that fades into the page well below the last card: the
    // panel behind the cards fades, the cards (and so every word) never do.
    const list = shows.locator("ul").first().locator("..");
    const backdrop = list.locator("xpath=..").locator(':scope > [aria-hidden="true"]');
    expect(await backdrop.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(
      /^linear-gradient\(.*rgba\(0, 0, 0, 0\) 100%\)$/,
    );
    expect(await list.evaluate((element) => getComputedStyle(element).maskImage)).toBe("none");
    const backdropBox = (await backdrop.boundingBox())!;
    const lastCardBox = (await cards.last().boundingBox())!;
    expect(backdropBox.y + backdropBox.height - (lastCardBox.y + lastCardBox.height)).toBeGreaterThanOrEqual(
      80,
    );
  });

  test("the ticket button is filled with the style's colour and brightens on hover", async ({ page }) => {
    await gotoPage(page, "/?style=almostReal");
    const tickets = page.getByRole("link", { name: /Get Tickets/ }).first();
    await expect(tickets).toHaveCSS("background-color", "rgb(0, 73, 173)");
    await expect(tickets).toHaveCSS("color", "rgb(255, 255, 255)");
    await expect(tickets).toHaveCSS("filter", "none");
    await tickets.hover();
    await expect(tickets).toHaveCSS("filter", "brightness(1.15)");
  });

  test("?style=almostReal previews the campaign: EP hero, gradient, preorder card", async ({ page }) => {
    await gotoPage(page, "/?style=almostReal");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading.getByRole("img", { name: "Almost Real" })).toBeVisible();
    await expect(page.getByText("The new EP, out now · on tour")).toBeVisible();
    for (const service of ["Spotify", "Apple Music"]) {
      await expect(page.getByRole("link", { name: `Stream on ${service}` })).toHaveAttribute(
        "target",
        "_blank",
      );
    }
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundImage);
    expect(background).toContain("linear-gradient");

    // The preorder card sits below the show list.
    const preorder = page.getByRole("link", { name: /Preorder the CD/ });
    await expect(preorder).toHaveAttribute("href", "https://example.bandcamp.com/album/almost-real");
    await expect(preorder).toHaveAttribute("target", "_blank");
    await expect(
      page
        .getByRole("region", { name: "Almost Real on CD" })
        .getByRole("img", { name: "Almost Real CD cover" }),
    ).toBeVisible();
    const listBottom = (await page.getByRole("region", { name: "Upcoming Shows" }).boundingBox())!;
    const cardTop = (await preorder.boundingBox())!;
    expect(cardTop.y).toBeGreaterThanOrEqual(listBottom.y + listBottom.height - 1);
    await expectNoAxeViolations(page);
  });

  test("?style=normal shows the looping hero; an unknown style falls back to the configured one", async ({
    page,
  }) => {
    await gotoPage(page, "/?style=normal");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Placeholders");
    // Black, lit violet from the top.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
      "rgb(0, 0, 0)",
    );
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundImage)).toMatch(
      /^radial-gradient/,
    );
    await expectNoAxeViolations(page);

    await gotoPage(page, "/?style=nonsense");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Propofol");
  });

  test("the style's background is in the server-rendered HTML", async ({ request }) => {
    const html = await (await request.get("/?style=almostReal")).text();
    // In the <head>'s one <style> (allowed by its hash), picked by <html data-style>: right from
    // the first paint, no style attribute.
    expect(html).toMatch(/<html lang="en" data-style="almostReal">/);
    expect(html).toMatch(
      /<head>.*<style>.*:root\[data-style=almostReal\]\{[^}]*--page-background:linear-gradient\(to right, #000f24, black\)/s,
    );
    expect(html).not.toMatch(/<(?:html|body)[^>]* style=/);
  });

  test("the normal hero moves, and is still under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await gotoPage(page, "/?style=normal");
    expect(await page.evaluate(() => document.getAnimations().length)).toBeGreaterThan(0);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoPage(page, "/?style=normal");
    const animations = await page.evaluate(() => document.getAnimations().length);
    expect(animations).toBe(0);
  });
});
