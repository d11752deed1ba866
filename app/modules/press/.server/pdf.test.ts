import { describe, expect, test } from "vitest";

import { bandText } from "#app/i18n/site-languages.ts";
import { type Show, showWith } from "#app/lib/shows/fields.ts";
import type { SiteConfig } from "#app/site/types.ts";
import { siteConfig } from "#content/site.config.ts";
import { type ReadPage, readPdf } from "#tests/pdf.ts";

import { createPressPdfs, type Paper, paperFor, sheetPictureFiles } from "./pdf.ts";
import { pressSheet, type SheetNumbers } from "./pdf-sheet.ts";

const { pressPdf } = createPressPdfs();

/** Paper sizes in points: what a printer is told. */
const PAPER_SIZES: Record<Paper, { width: number; height: number }> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
};

const notableShow = (id: number, date: string, venue: string, city: string): Show => ({
  id,
  updatedAt: null,
  ...showWith({ date: new Date(date), venue, city, state: "FL", notable: true }),
});

const numbers: SheetNumbers = {
  since: new Date("2018-03-10T01:00:00Z"),
  shows: 123,
  cities: 37,
  notable: [notableShow(7, "2025-04-26T00:30:00Z", "The Social", "Orlando")],
};

const SITE_URL = "https://band.example";

/** The sample band without numbers of its own: the PDF gives the counted ones. */
const counting: SiteConfig = { ...siteConfig, press: { ...siteConfig.press, numbers: undefined } };

/** The press kit of `config` on `paper`, read back: its pages. */
async function drawnPages(config: SiteConfig, paper: Paper, shown = numbers): Promise<ReadPage[]> {
  const pdf = pressPdf(pressSheet(config, shown, SITE_URL), sheetPictureFiles(config), paper);
  return readPdf(await pdf.bytes());
}

/** Every run of text lies inside the page, margins included. */
function expectAllInside(page: ReadPage) {
  for (const run of page.runs) {
    expect.soft(run.left, run.text).toBeGreaterThanOrEqual(20);
    expect.soft(run.right, run.text).toBeLessThanOrEqual(page.width - 20);
    expect.soft(run.bottom, run.text).toBeGreaterThanOrEqual(20);
    expect.soft(run.top, run.text).toBeLessThanOrEqual(page.height);
  }
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

describe.each(["a4", "letter"] as const)("the press kit on %s", (paper) => {
  test("is one page of that paper with the name, pitch, bio, numbers, music and contact", async () => {
    const pages = await drawnPages(siteConfig, paper);
    expect(pages).toHaveLength(1);
    const [page] = pages as [ReadPage];
    expect(page.width).toBeCloseTo(PAPER_SIZES[paper].width, 1);
    expect(page.height).toBeCloseTo(PAPER_SIZES[paper].height, 1);
    expect(page.text).toContain(siteConfig.name);
    expect(page.text).toContain(oneLine(bandText(siteConfig.press.pitch)));
    expect(page.text).toContain(oneLine(bandText(siteConfig.press.shortBio)));
    // The config's numbers, not the 123 counted.
    expect(page.text).toMatch(/150 shows played 20 cities 2018 first show/);
    expect(page.text).not.toContain("123");
    expect(page.text).toContain("April 25, 2025: The Social, Orlando, FL");
    expect(page.text).toContain("open.spotify.com/artist/0000000000000000000000");
    expect(page.links).toContain(siteConfig.releases[0]!.listen[0]!.url);
    expect(page.text).toContain(siteConfig.bookingsEmail);
    expect(page.links).toContain(
      `mailto:${siteConfig.bookingsEmail}?subject=${encodeURIComponent(`Booking inquiry: ${siteConfig.name}`)}`,
    );
    expect(page.text).toContain(siteConfig.press.contacts[0]!.email);
    expect(page.text).toContain(`${SITE_URL}/press`);
    expectAllInside(page);
  });

  test("has the booking contact right under the pitch, above the photo, the numbers and the bio", async () => {
    const [page] = (await drawnPages(siteConfig, paper)) as [ReadPage];
    const top = (text: string) => page.runs.find((run) => run.text.includes(text))!.top;
    // Points from the page's foot: higher up the page is more.
    const pitch = top(bandText(siteConfig.press.pitch).split(" ").slice(0, 3).join(" "));
    const bookings = top(siteConfig.bookingsEmail);
    const agent = top(siteConfig.press.contacts[0]!.email);
    expect(bookings).toBeLessThan(pitch);
    expect(agent).toBeLessThan(bookings);
    for (const below of ["Photo: ", "shows played", "ABOUT"]) expect(top(below)).toBeLessThan(agent);
  });

  test("stays one page, every word on it, with very long values", async () => {
    const long = (text: string, times: number) => Array.from({ length: times }, () => text).join(" ");
    const config: SiteConfig = {
      ...siteConfig,
      name: long("The Extraordinarily Long-Named", 6),
      genres: Array.from({ length: 30 }, (_, index) => `Genre number ${index}`),
      members: Array.from({ length: 14 }, (_, index) => ({
        name: `Member ${index} ${long("Middlename", 5)}`,
        role: long("lead vocals, guitars, keys", 4),
      })),
      bookingsEmail: `${"bookings".repeat(20)}@example.com`,
      press: {
        ...siteConfig.press,
        pitch: long("A pitch that goes on and on about the band's loud guitars.", 20),
        numbers: { shows: 123_456_789, cities: 98_765, since: 1999 },
        shortBio: long("A bio that repeats itself at great length.", 120),
        contacts: Array.from({ length: 9 }, (_, index) => ({
          role: long("Worldwide booking agent", 3),
          name: `Agent ${index} ${long("Longname", 8)}`,
          company: long("A Very Big Booking Company", 4),
          email: `agent${index}@${"agency".repeat(15)}.example`,
          phone: "+1 555 0100",
        })),
      },
      pressQuote: { quote: long("The loudest band we ever heard.", 40), source: long("Weekly", 30) },
      releases: Array.from({ length: 9 }, (_, index) => ({
        ...siteConfig.releases[0]!,
        title: `Release ${index} ${long("Extended", 12)}`,
      })),
    };
    const notable = Array.from({ length: 12 }, (_, index) =>
      notableShow(index, "2024-06-01T00:00:00Z", long("The Very Famous Venue", 6), long("Orlando", 5)),
    );
    const pages = await drawnPages(config, paper, { ...numbers, notable });
    expect(pages).toHaveLength(1);
    const [page] = pages as [ReadPage];
    expect(page.text).toContain("The Extraordinarily");
    expect(page.text).toContain("A pitch that goes on and on");
    expect(page.text).toContain("A bio that repeats itself");
    expect(page.text).toContain("…");
    expect(page.text).toContain("123,456,789");
    expect(page.text).toContain("open.spotify.com/artist/");
    expect(page.text).toContain("bookings");
    expect(page.text).toContain(`${SITE_URL}/press`);
    expectAllInside(page);
  });
});

describe("the kept PDF", () => {
  test("is the same file for the same sheet, and a new one when the numbers change", async () => {
    const files = sheetPictureFiles(counting);
    const first = pressPdf(pressSheet(counting, numbers, SITE_URL), files, "letter");
    const again = pressPdf(pressSheet(counting, { ...numbers }, SITE_URL), files, "letter");
    expect(again.hash).toBe(first.hash);
    const bytes = await first.bytes();
    expect(await again.bytes()).toBe(bytes);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const changed = pressPdf(pressSheet(counting, { ...numbers, shows: 124 }, SITE_URL), files, "letter");
    expect(changed.hash).not.toBe(first.hash);
    const changedBytes = await changed.bytes();
    expect(changedBytes).not.toEqual(bytes);
    expect((await readPdf(changedBytes))[0]!.text).toContain("124 shows played");
    expect(pressPdf(pressSheet(counting, numbers, SITE_URL), files, "a4").hash).not.toBe(first.hash);
  });

  test("shows the press photo and the logo, and leaves the counted numbers out when the shows cannot be read", async () => {
    const bytes = await pressPdf(
      pressSheet(counting, null, SITE_URL),
      sheetPictureFiles(counting),
      "a4",
    ).bytes();
    // The photo, and the logo (with its see-through mask).
    expect(bytes.toString("latin1").match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(2);
    const [page] = (await readPdf(bytes)) as [ReadPage];
    expect(page.text).not.toContain("shows played");
    expect(page.text).toContain(oneLine(bandText(siteConfig.press.shortBio)));
    // The config's numbers need no shows.
    const [own] = (await readPdf(
      await pressPdf(pressSheet(siteConfig, null, SITE_URL), sheetPictureFiles(siteConfig), "a4").bytes(),
    )) as [ReadPage];
    expect(own.text).toContain("150 shows played 20 cities 2018 first show");
  });
});

describe("the paper", () => {
  test("without the config's numbers, says nothing of fewer than 10 shows counted, as the press page does", async () => {
    for (const shows of [0, 3, 9]) {
      const [page] = (await drawnPages(counting, "letter", {
        since: shows ? new Date("2025-11-15T01:00:00Z") : null,
        shows,
        cities: Math.min(shows, 2),
        notable: [],
      })) as [ReadPage];
      expect(page.text).not.toMatch(/shows? played|cit(y|ies)|first show/);
      expect(page.text).toContain(oneLine(bandText(siteConfig.press.shortBio)));
    }
    const [counted] = (await drawnPages(counting, "letter", { ...numbers, shows: 10 })) as [ReadPage];
    expect(counted.text).toContain("10 shows played 37 cities 2018 first show");
  });

  test("is the band's country's unless one is asked for", () => {
    expect(paperFor(null, "US")).toBe("letter");
    expect(paperFor(null, "ca")).toBe("letter");
    expect(paperFor(null, "DE")).toBe("a4");
    expect(paperFor("a4", "US")).toBe("a4");
    expect(paperFor(" Letter ", "GB")).toBe("letter");
    expect(paperFor("tabloid", "GB")).toBe("a4");
  });
});
