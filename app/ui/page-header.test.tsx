// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";

import { PageStyleProvider } from "#app/site/page-style.tsx";
import { pageStyles } from "#app/site/page-styles.ts";
import type { ImageFile } from "#app/site/types.ts";
import { siteConfig } from "#content/site.config.ts";

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

test("asks for a photo the banner's width, even where its sides are cropped, and preloads the same file", () => {
  const photo: ImageFile = {
    id: "band000001",
    src: "/assets/band-1280.webp",
    width: 2400,
    height: 1000,
    sources: [{ type: "image/avif", srcset: "/assets/band-800.avif 800w, /assets/band-1600.avif 1600w" }],
  };
  render(
    <PageStyleProvider style={{ ...pageStyles.normal, pageHeader: photo }}>
      <PageHeader title="Music" />
    </PageStyleProvider>,
  );
  // A 2.4:1 photo covering a phone's banner (40 % of the screen tall) is drawn wider than the
  // screen; the file is still chosen for the screen's width (docs/decisions/057-banner-files-for-the-box.md).
  const sizes = "100vw";
  const banner = screen.getByRole("heading", { level: 1 }).parentElement!;
  expect(banner.querySelector("source")).toHaveAttribute("sizes", sizes);
  const preload = document.head.querySelector(`link[rel="preload"][imagesrcset^="/assets/band-800.avif"]`);
  expect(preload).toHaveAttribute("imagesizes", sizes);
});
