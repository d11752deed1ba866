// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { siteConfig } from "#content/site.config.ts";
import { PageProvider } from "#app/site/page-context.tsx";
import { pageStyles } from "#app/site/page-styles.ts";
import { installBrowserGaps } from "../../tests/route-helpers";
import { PageHeader } from "./page-header";

beforeEach(() => installBrowserGaps());
afterEach(() => vi.unstubAllGlobals());

test("titles the banner with the page's name, or the band's name when none is given", () => {
  const { rerender } = render(
    <PageProvider style={pageStyles.normal}>
      <PageHeader title="Music" />
    </PageProvider>,
  );
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Music");
  rerender(
    <PageProvider style={pageStyles.normal}>
      <PageHeader />
    </PageProvider>,
  );
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(siteConfig.name);
});

test("shows the current style's header image", () => {
  render(
    <PageProvider style={pageStyles.almostReal}>
      <PageHeader title="About" />
    </PageProvider>,
  );
  const banner = screen.getByRole("heading", { level: 1 }).parentElement!;
  expect(banner.style.backgroundImage).toContain(pageStyles.almostReal.pageHeader);
});
