import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, it } from "vitest";

import { inLanguage } from "#app/i18n/.server/request-language.ts";
import { discography } from "#app/modules/music/discography.ts";
import { siteConfig } from "#content/site.config.ts";

import { ReleaseCard } from "./release-card.tsx";

/** The config's first release (Almost Real, "EP, April 2025"), as a fan reads its card in Spanish. */
function spanishCard() {
  return inLanguage("es", () => {
    const [entry] = discography([], siteConfig.releases);
    // The card links to the release's page: a router's context, as on the site.
    return renderToStaticMarkup(
      <MemoryRouter>
        <ReleaseCard entry={entry!} />
      </MemoryRouter>,
    );
  });
}

it("in Spanish, says the release's kind and month in Spanish", () => {
  expect(siteConfig.releases[0]!.release).toBe("EP, April 2025");
  const card = spanishCard();
  expect(card).toContain("EP, abril de 2025");
  expect(card).not.toContain("April");
});

it("in Spanish, names the credits and where to listen in Spanish", () => {
  const card = spanishCard();
  expect(card).toContain('Créditos <span class="sr-only">de Almost Real</span>');
  for (const label of ["Escrito por", "Producido por", "Grabado en", "Escúchalo en"])
    expect(card).toContain(label);
  for (const english of ["Credits", "Written by", "Produced by", "Recorded at", "Listen on"])
    expect(card).not.toContain(english);
});

it("in Spanish, links its title to the release's Spanish page", () => {
  const card = spanishCard();
  expect(card.match(/href="\/es\/music\/almost-real"/g)).toHaveLength(1);
  expect(card).toMatch(/<h3[^>]*><a[^>]*href="\/es\/music\/almost-real"[^>]*>Almost Real<\/a><\/h3>/);
});
