import type { Locator, Page } from "@playwright/test";

import { expect, gotoPage } from "./fixtures.ts";

/**
 * What the show tests read on Home's cards, a show's page and /shows/past: the
 * band's dates as the site prints them, the cards, the pages' event data.
 *
 * The browser runs in Los Angeles and the server in UTC (playwright.config.ts):
 * every date must still read in the band's time zone.
 */

export const BAND = "The Placeholders";
const TIME_ZONE = "America/New_York";

/** "December 5, 2026 at 8:00 PM": an instant as the site prints it, in the band's zone. */
export function bandDateText(iso: string): string {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat("en-US", {
    timeZone: TIME_ZONE,
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(date);
  const time = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, hour: "numeric", minute: "2-digit" })
    .format(date)
    .replace(/\s/g, " ");
  return `${day} at ${time}`;
}

/** "November 25": the day of an instant in the band's zone. */
export function bandMonthDay(iso: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, month: "long", day: "numeric" }).format(
    new Date(iso),
  );
}

/** The part of schema.org's MusicEvent these tests read. */
export interface EventData {
  "@context": string;
  "@type": string;
  name: string;
  url: string;
  startDate: string;
  eventStatus: string;
  previousStartDate?: string;
  description: string;
  location: { name: string; address: Record<string, string> };
  offers: { availability: string; url: string; validFrom?: string };
}

/** The page's one JSON-LD block of `type` (Home also has the band's MusicGroup). */
export async function jsonLd<T>(page: Page, type = "MusicEvent"): Promise<T> {
  const ofType = async () =>
    (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as { "@type": string })
      .filter((data) => data["@type"] === type);
  // Waits for the head to follow a client-side navigation.
  await expect.poll(async () => (await ofType()).length).toBe(1);
  return (await ofType())[0] as T;
}

export function upcomingShows(page: Page): Locator {
  return page.getByRole("region", { name: "Upcoming Shows" });
}

/** A row's heading names the city, then the show ("Orlando, FL, The Lorem Lounge"), or the show alone. */
function namingShow(heading: string): RegExp {
  return new RegExp(`(^|, )${heading.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
}

/** The card in `list` of the show `heading` (a title or a venue). */
export function card(page: Page, list: Locator, heading: string): Locator {
  return list
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { level: 3, name: namingShow(heading) }) });
}

/** The heading link of the card of the show `heading`. */
export function cardLink(page: Page, list: Locator, heading: string): Locator {
  return card(page, list, heading)
    .getByRole("heading", { level: 3 })
    .getByRole("link", { name: namingShow(heading) });
}

/** Loads Home and returns the show page each card's heading links to, by heading. */
export async function showPathsFromHome(page: Page): Promise<Map<string, string>> {
  await gotoPage(page, "/");
  const links = upcomingShows(page).getByRole("article").getByRole("heading", { level: 3 }).getByRole("link");
  const entries = await links.evaluateAll((anchors) =>
    anchors.map(
      (anchor) =>
        [
          anchor.getAttribute("aria-label") ?? anchor.textContent ?? "",
          anchor.getAttribute("href") ?? "",
        ] as const,
    ),
  );
  for (const [heading, path] of entries) expect(path, heading).toMatch(/^\/shows\/[1-9]\d*$/);
  return new Map(entries);
}

/** The rows' headings, in order: "Orlando, FL, The Lorem Lounge" (the city, then the show). */
export async function expectRowNames(rows: Locator, names: string[]): Promise<void> {
  const headings = rows.getByRole("heading", { level: 3 });
  await expect(headings).toHaveCount(names.length);
  for (const [index, name] of names.entries()) await expect(headings.nth(index)).toHaveAccessibleName(name);
}

/** The rows' shows, in order, each named by its title or venue after its city (which these tests do not pin). */
export async function expectRowShows(rows: Locator, shows: string[]): Promise<void> {
  const headings = rows.getByRole("heading", { level: 3 });
  await expect(headings).toHaveCount(shows.length);
  for (const [index, show] of shows.entries())
    await expect(headings.nth(index)).toHaveAccessibleName(namingShow(show));
}

/** The path of the show `heading`, from the map of row headings ("Orlando, FL, The Lorem Lounge") to paths. */
export function pathOf(paths: Map<string, string>, heading: string): string {
  const path = [...paths].find(([name]) => namingShow(heading).test(name))?.[1];
  if (!path) throw new Error(`no card on Home is headed ${heading}`);
  return path;
}

/** What stands in for tickets on a card or page: any of these means a ticket action is shown. */
export const TICKET_TEXTS = /Get Tickets|Sold out|On sale|Tickets at door|On now/;
/** A state badge's whole text (a venue such as "Hosted Cancelled Club" may hold the word). */
export const BADGE = /^(Cancelled|Postponed|Rescheduled)$/;

/** The show page's date: `<time>` in the band's zone; returns its datetime attribute. */
export async function expectBandDate(page: Page, time: RegExp): Promise<string> {
  const element = page.getByRole("main").locator("time").first();
  const iso = (await element.getAttribute("datetime")) ?? "";
  expect(iso).toMatch(time);
  await expect(element).toHaveText(bandDateText(iso));
  return iso;
}

/** The value of the show page's row labelled `label` (the <dd> after its <dt>). */
export function fact(page: Page, label: string): Locator {
  return page
    .getByRole("main")
    .locator("dt")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");
}

/** Where a show's page sells the ticket at this width: the panel beside the rows, or a phone's ticket bar. */
export function ticketPlace(page: Page): Locator {
  return page.getByRole("main").getByRole("complementary", { name: "Tickets" });
}
