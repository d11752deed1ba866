import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";

import { bandText } from "#app/i18n/site-languages.ts";
import { FOLLOW_PAGES } from "#app/modules/follow/follow.ts";
import { siteConfig } from "#content/site.config.ts";

import { expect, gotoPage, PAGES, test } from "./fixtures.ts";

/**
 * The site in Spanish (decision 100): every public page under /es, in Spanish, naming its twin, with a
 * switch to it; English where it was.
 */
/** Pages for one fan (a place asked for, a reminder's form and its answer) name no twin. */
const ONE_FANS = ["/shows/near?place=Tampa%2C+FL", "/remind?show=5", "/remind/check-your-inbox"];
const SPANISH_PAGES = [...PAGES, ...FOLLOW_PAGES, ...ONE_FANS].map((path) =>
  path === "/" ? "/es" : `/es${path}`,
);

const settings = JSON.parse(readFileSync("project.inlang/settings.json", "utf8")) as {
  "plugin.inlang.messageFormat": { pathPattern: string[] };
};
const messageFiles = (language: string) =>
  settings["plugin.inlang.messageFormat"].pathPattern.map(
    (pattern) =>
      JSON.parse(readFileSync(pattern.replace("{locale}", language), "utf8")) as Record<string, unknown>,
  );

/** The English interface's phrases that Spanish says otherwise: none may be left on a Spanish page. */
const ENGLISH_PHRASES = (() => {
  const spanish = Object.assign({}, ...messageFiles("es")) as Record<string, unknown>;
  const texts = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : Array.isArray(value) || (value && typeof value === "object")
        ? Object.values(value as object).flatMap(texts)
        : [];
  const phrases = messageFiles("en").flatMap((messages) =>
    Object.entries(messages)
      .filter(
        ([key, english]) => key !== "$schema" && JSON.stringify(english) !== JSON.stringify(spanish[key]),
      )
      .flatMap(([, english]) => texts(english)),
  );
  // The words between parameters, of two words or more: "Get tickets", not "EP".
  return [...new Set(phrases.flatMap((phrase) => phrase.split(/\{[^}]*\}/)))]
    .map((part) => part.trim().replace(/[:.,·]+$/, ""))
    .filter((part) => /\p{L}+\s+\p{L}+/u.test(part));
})();

/** What a reader meets on the page: its text, its labels, its pictures' descriptions, its title. */
async function wordsOn(page: Page): Promise<string> {
  return page.evaluate(() => {
    // A link to the page in another language names itself in that language (with its lang).
    for (const other of document.querySelectorAll("body [lang]")) other.remove();
    const labels = [...document.querySelectorAll("[aria-label], [alt], [title], [placeholder]")].map(
      (element) =>
        ["aria-label", "alt", "title", "placeholder"]
          .map((name) => element.getAttribute(name) ?? "")
          .join(" "),
    );
    return [document.title, document.body.innerText, ...labels].join("\n").replace(/\s+/g, " ");
  });
}

test.describe("every public page in Spanish", () => {
  for (const path of SPANISH_PAGES) {
    test(`${path} is in Spanish, names its English twin and switches to it`, async ({ page }) => {
      const response = await gotoPage(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");

      const url = new URL(page.url());
      const english = url.pathname === "/es" ? "/" : url.pathname.slice("/es".length);
      const alternates = Object.fromEntries(
        await page
          .locator('head link[rel="alternate"][hreflang]')
          .evaluateAll((links) =>
            links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
          ),
      );
      if (!ONE_FANS.some((page) => path === `/es${page}`) && !path.includes("check-your-inbox")) {
        expect(alternates).toEqual({
          en: `${url.origin}${english}`,
          es: `${url.origin}${url.pathname}`,
          "x-default": `${url.origin}${english}`,
        });
      }

      const toEnglish = page.getByRole("banner").getByRole("link", { name: "This page in English" });
      await expect(toEnglish).toHaveAttribute("href", english + url.search);

      const words = await wordsOn(page);
      // A text the config gives per language, written whole where a string belongs.
      expect(await page.content()).not.toContain("[object Object]");
      const leftInEnglish = ENGLISH_PHRASES.filter((phrase) =>
        new RegExp(`(?<![\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "u").test(
          words,
        ),
      );
      expect(leftInEnglish, "English interface words on a Spanish page").toEqual([]);
    });
  }

  test("no page, in either language, writes the band's text as an object", async ({ request }) => {
    for (const path of [...PAGES, ...FOLLOW_PAGES, ...SPANISH_PAGES]) {
      expect(await (await request.get(path)).text(), path).not.toContain("[object Object]");
    }
    const manifest = (await (await request.get("/manifest.webmanifest")).json()) as Record<string, unknown>;
    expect(typeof manifest.description).toBe("string");
  });

  test("the band's own words in Spanish where the config gives them, English where it gives one text", async ({
    page,
  }) => {
    await gotoPage(page, "/es/about");
    await expect(page.getByText(bandText(siteConfig.about, "es"))).toBeVisible();
    await expect(
      page.getByRole("img", { name: bandText(siteConfig.images.membersPhoto.alt, "es") }),
    ).toBeVisible();
    for (const paragraph of siteConfig.bio)
      await expect(page.getByText(bandText(paragraph, "es"))).toBeVisible();
    await gotoPage(page, "/about");
    await expect(page.getByText(bandText(siteConfig.about, "en"))).toBeVisible();
    await gotoPage(page, "/es/press");
    await expect(page.getByText(bandText(siteConfig.press.pitch, "es"))).toBeVisible();
  });

  test("the English pages name their Spanish twins and offer the switch", async ({ page }) => {
    await gotoPage(page, "/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
      "href",
      `${origin}/es/about`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      "href",
      `${origin}/about`,
    );
    const toSpanish = page.getByRole("banner").getByRole("link", { name: "Esta página en español" });
    await toSpanish.click();
    await expect(page).toHaveURL(/\/es\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  test("a Spanish page's links stay in Spanish and every one answers", async ({ page, request }) => {
    const seen = new Set<string>();
    for (const path of ["/es", "/es/shows", "/es/press"]) {
      await gotoPage(page, path);
      const origin = new URL(page.url()).origin;
      const links = await page
        .locator("a[href]")
        .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
      for (const link of links.filter((href) => href.startsWith(origin))) {
        const { pathname } = new URL(link);
        if (seen.has(pathname)) continue;
        seen.add(pathname);
        const file =
          /^\/(media|press\/photos|assets)\//.test(pathname) || /\.(png|jpe?g|webp|avif|svg)$/.test(pathname);
        if (!file && !pathname.startsWith("/admin")) {
          const isSwitch = await page.locator(`a[href="${pathname}"][hreflang="en"]`).count();
          if (!isSwitch) expect(pathname, `a link on ${path}`).toMatch(/^\/es(\/|$)/);
        }
        expect((await request.get(link)).status(), link).toBeLessThan(400);
      }
    }
  });

  test.describe("missing pages", () => {
    test.use({ expectedErrors: /status of 404/ });

    test("a missing page under /es is the Spanish 404; another prefix is no language", async ({ page }) => {
      expect((await gotoPage(page, "/es/no-such-page"))?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página no encontrada");
      for (const path of ["/en/about", "/fr", "/fr/about"]) {
        expect((await gotoPage(page, path))?.status(), path).toBe(404);
        await expect(page.locator("html")).toHaveAttribute("lang", "en");
      }
    });
  });
});
