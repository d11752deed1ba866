// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { expect, it } from "vitest";

import { bandText } from "#app/i18n/site-languages.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import { siteConfig } from "#content/site.config.ts";
import { expectNewTabLink, renderPage } from "#tests/route-helpers.tsx";

import About from "./about.tsx";

function renderAbout(style = pageStyles.propofol) {
  return renderPage({ path: "/about", style, Component: About });
}

it("has one h1, About", async () => {
  renderAbout();
  expect(await screen.findByRole("heading", { level: 1, name: "About" })).toBeInTheDocument();
  expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
});

it("shows the members photo with its description, at the size read from its file", async () => {
  const { membersPhoto } = siteConfig.images;
  renderAbout();

  const photo = await screen.findByRole("img", { name: bandText(membersPhoto.alt) });
  expect(membersPhoto.alt).not.toBe("");
  expect(photo).toHaveAttribute("src", membersPhoto.file.src);
  // content/images/members.svg is 1200 × 800.
  expect(photo).toHaveAttribute("width", "1200");
  expect(photo).toHaveAttribute("height", "800");
});

it("tells who the band is, in the config's words", async () => {
  renderAbout();
  expect(await screen.findByText(bandText(siteConfig.about))).toBeInTheDocument();
});

it.each(["normal", "almostReal", "propofol"] as const)(
  "shows the %s style's page header image behind the heading",
  async (style) => {
    renderAbout(pageStyles[style]);
    const heading = await screen.findByRole("heading", { level: 1, name: "About" });
    // The banner's art is an <img> covering it, and the page preloads that image.
    const art = heading.parentElement!.querySelector("img")!;
    expect(art).toHaveAttribute("src", pageStyles[style].pageHeader.src);
    expect(art).toHaveAttribute("alt", "");
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    expect(preloads.map((link) => link.getAttribute("href"))).toContain(pageStyles[style].pageHeader.src);
  },
);

it("leads with the config's sentence, then tells the story, the line-up and the press quote", async () => {
  renderAbout();
  const lead = await screen.findByText(bandText(siteConfig.about));
  expect(siteConfig.bio.length).toBeGreaterThan(0);
  const story = screen.getByRole("region", { name: "The story" });
  for (const paragraph of siteConfig.bio)
    expect(within(story).getByText(bandText(paragraph))).toBeInTheDocument();
  expect(lead.compareDocumentPosition(story) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  const band = screen.getByRole("region", { name: "The band" });
  expect(
    within(band)
      .getAllByRole("listitem")
      .map((item) => item.textContent),
  ).toEqual(siteConfig.members.map((member) => `${member.name}${bandText(member.role)}`));

  const quote = siteConfig.pressQuote!;
  expect(screen.getByText(`“${quote.quote}”`).closest("figure")).toHaveTextContent(quote.source);
  expectNewTabLink(screen.getByRole("link", { name: quote.source }), quote.url!);
});

it("shows only the lead when the config has no bio, members or press quote", async () => {
  const { bio, members, pressQuote } = siteConfig;
  Object.assign(siteConfig, { bio: [], members: [], pressQuote: undefined });
  try {
    renderAbout();
    expect(await screen.findByText(bandText(siteConfig.about))).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "The story" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "The band" })).not.toBeInTheDocument();
    expect(document.querySelector("figure, blockquote")).toBeNull();
    expect(screen.getAllByRole("heading").map((heading) => heading.textContent)).toEqual(["About"]);
  } finally {
    Object.assign(siteConfig, { bio, members, pressQuote });
  }
});

it("leads bookers and journalists on to the press kit", async () => {
  renderAbout();
  expect(await screen.findByRole("link", { name: "Press kit" })).toHaveAttribute("href", "/press");
});
