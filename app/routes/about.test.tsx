// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { siteConfig } from "#content/site.config.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import { renderPage, installBrowserGaps } from "../../tests/route-helpers";
import About from "./about";

beforeEach(() => installBrowserGaps());
afterEach(() => vi.unstubAllGlobals());

function renderAbout(style = pageStyles.propofol) {
  return renderPage({ path: "/about", style, Component: About });
}

it("has one h1, About", async () => {
  renderAbout();
  expect(await screen.findByRole("heading", { level: 1, name: "About" })).toBeInTheDocument();
  expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
});

it("shows the members photo with its description, at its true size", async () => {
  const { membersPhoto } = siteConfig.images;
  renderAbout();

  const photo = await screen.findByRole("img", { name: membersPhoto.alt });
  expect(membersPhoto.alt).not.toBe("");
  expect(photo).toHaveAttribute("src", membersPhoto.src);
  expect(photo).toHaveAttribute("width", String(membersPhoto.width));
  expect(photo).toHaveAttribute("height", String(membersPhoto.height));
});

it("tells who the band is, in the config's words", async () => {
  renderAbout();
  expect(await screen.findByText(siteConfig.about)).toBeInTheDocument();
});

it.each(["normal", "almostReal", "propofol"] as const)(
  "shows the %s style's page header image behind the heading",
  async (style) => {
    renderAbout(pageStyles[style]);
    const heading = await screen.findByRole("heading", { level: 1, name: "About" });
    // The banner shows --page-header, which the root layout sets to the style's image (root.test.tsx,
    // and the browser tests check the painted background), and the page preloads that image.
    expect(heading.parentElement?.className).toContain("bg-(image:--page-header)");
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    expect(preloads.map((link) => link.getAttribute("href"))).toContain(pageStyles[style].pageHeader);
  },
);
