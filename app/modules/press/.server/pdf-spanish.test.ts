import { describe, expect, test } from "vitest";

import { inLanguage } from "#app/i18n/.server/request-language.ts";
import { type Show, showWith } from "#app/lib/shows/fields.ts";
import { siteConfig } from "#content/site.config.ts";
import { type ReadPage, readPdf } from "#tests/pdf.ts";

import { createPressPdfs, type Paper, sheetPictureFiles } from "./pdf.ts";
import { pressSheet, type SheetNumbers } from "./pdf-sheet.ts";

// The press kit a Spanish-speaking booker downloads from /es/press.pdf: the band's own texts as the
// config gives them, every word of the sheet's own in Spanish.

const { pressPdf } = createPressPdfs();
const SITE_URL = "https://band.example";

const notable: Show = {
  id: 7,
  updatedAt: null,
  ...showWith({
    date: new Date("2025-04-26T00:30:00Z"),
    venue: "The Social",
    city: "Orlando",
    state: "FL",
    notable: true,
  }),
};
const numbers: SheetNumbers = {
  since: new Date("2018-03-10T01:00:00Z"),
  shows: 123,
  cities: 37,
  notable: [notable],
};

/** The sheet and its PDF in `language`, as the request's language makes them. */
const drawn = (language: "en" | "es", paper: Paper = "letter") =>
  inLanguage(language, () =>
    pressPdf(pressSheet(siteConfig, numbers, SITE_URL), sheetPictureFiles(siteConfig), paper),
  );

async function spanishPage(paper: Paper = "letter"): Promise<ReadPage> {
  const pages = await readPdf(await drawn("es", paper).bytes());
  expect(pages).toHaveLength(1);
  return pages[0]!;
}

describe.each(["a4", "letter"] as const)("the Spanish press kit on %s", (paper) => {
  test("heads its blocks, counts and credits in Spanish", async () => {
    const page = await spanishPage(paper);
    expect(page.text).toContain("KIT DE PRENSA");
    expect(page.text).toContain("150 conciertos tocados 20 ciudades 2018 primer concierto");
    expect(page.text).toContain("25 de abril de 2025: The Social, Orlando, FL");
    expect(page.text).toContain("Almost Real (EP, abril de 2025)");
    for (const heading of ["BIOGRAFÍA", "CONCIERTOS DESTACADOS", "MÚSICA", "VIDEOS", "FORMACIÓN"]) {
      expect(page.text).toContain(heading);
    }
    expect(page.text).toContain(`Foto: ${siteConfig.press.photos[0]!.credit}`);
    expect(page.text).toContain("Contrataciones");
    expect(page.text).not.toMatch(/Press kit|shows played|first show|Notable|Line-up|Photo:|full story/i);
    // Nothing cut short: every word of its own fits.
    expect(page.text).not.toMatch(/conciertos? tocad…|primer concier…|ciudad…/);
  });

  test("points at the Spanish press page and asks for a booking in Spanish", async () => {
    const page = await spanishPage(paper);
    expect(page.text).toContain(`Fotos, logo y la historia completa: ${SITE_URL}/es/press`);
    expect(page.links).toContain(`${SITE_URL}/es/press`);
    expect(page.links).toContain(
      `mailto:${siteConfig.bookingsEmail}?subject=${encodeURIComponent(`Consulta de contratación: ${siteConfig.name}`)}`,
    );
  });
});

test("is its own file, with its own ETag, beside the English one", async () => {
  const [english, spanish] = [drawn("en"), drawn("es")];
  expect(spanish.hash).not.toBe(english.hash);
  const [englishPage] = await readPdf(await english.bytes());
  expect(englishPage!.text).toContain("150 shows played");
  expect(englishPage!.text).toContain(`Photos, logo and the full story: ${SITE_URL}/press`);
  expect(Buffer.from(await spanish.bytes()).toString("latin1")).toMatch(/\/Lang \(es\)/);
});
