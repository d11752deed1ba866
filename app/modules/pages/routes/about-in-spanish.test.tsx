// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { expect, it } from "vitest";

import { inLanguage } from "#app/i18n/.server/request-language.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import { siteConfig } from "#content/site.config.ts";
import { renderPage } from "#tests/route-helpers.tsx";

import About, { meta } from "./about.tsx";

it("in Spanish, is La banda: La historia, Integrantes and the Kit de prensa", async () => {
  inLanguage("es", () =>
    renderPage({ path: "/:lang/about", url: "/es/about", style: pageStyles.propofol, Component: About }),
  );
  expect(await screen.findByRole("heading", { level: 1, name: "La banda" })).toBeInTheDocument();
  expect(screen.getByRole("region", { name: "La historia" })).toBeInTheDocument();
  expect(screen.getByRole("region", { name: "Integrantes" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Kit de prensa" })).toHaveAttribute("href", "/es/press");
  for (const english of ["About", "The story", "The band", "Press kit"])
    expect(screen.queryByRole("heading", { name: english })).not.toBeInTheDocument();
});

it("in Spanish, its title is La banda", () => {
  const tags = inLanguage("es", () => meta({ matches: [{ loaderData: {} }] } as never));
  expect(tags).toContainEqual({ title: `La banda · ${siteConfig.name}` });
});
