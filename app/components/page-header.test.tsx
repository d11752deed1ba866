// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { siteConfig } from "#content/site.config.ts";
import { PageStyleProvider } from "#app/site/page-style.tsx";
import { pageStyles } from "#app/site/page-styles.ts";
import { PageHeader } from "./page-header.tsx";

test("titles the banner with the page's name, or the band's name when none is given", () => {
  const { rerender } = render(
    <PageStyleProvider style={pageStyles.normal}>
      <PageHeader title="Music" />
    </PageStyleProvider>,
  );
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Music");
  rerender(
    <PageStyleProvider style={pageStyles.normal}>
      <PageHeader />
    </PageStyleProvider>,
  );
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(siteConfig.name);
});

test("shows the current style's header image", () => {
  render(
    <PageStyleProvider style={pageStyles.almostReal}>
      <PageHeader title="About" />
    </PageStyleProvider>,
  );
  const banner = screen.getByRole("heading", { level: 1 }).parentElement!;
  const art = banner.querySelector("img")!;
  expect(art).toHaveAttribute("src", pageStyles.almostReal.pageHeader.src);
  // Decoration, spanning the screen: a phone picks a phone-sized file.
  expect(art).toHaveAttribute("alt", "");
  expect(art).toHaveAttribute("fetchpriority", "high");
  const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
  expect(preloads.map((link) => link.getAttribute("href"))).toContain(pageStyles.almostReal.pageHeader.src);
});
