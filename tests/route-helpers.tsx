/**
 * Shared pieces of the route tests (app/modules/<feature>/routes/*.test.tsx, app/root.test.tsx):
 * a page wrapped in a page style, its data source's answer in every test, and
 * the check of every link that opens a new tab.
 */
import { render, type screen } from "@testing-library/react";
import { createRoutesStub, type LoaderFunction, Outlet } from "react-router";
import { afterEach, beforeEach, expect, vi } from "vitest";

import type { Services } from "#app/.server/services.ts";
import { PageStyleProvider } from "#app/site/page-style.tsx";
import type { PageStyle } from "#app/site/page-styles.ts";

import { contextWith, testServices } from "./services.ts";

type StubRoute = Parameters<typeof createRoutesStub>[0][number];

/**
 * Renders one page route (its real loader and component) inside a
 * PageStyleProvider with the given style, the way the root layout wraps every
 * page. `path` is the route's pattern, `url` the address visited (default: `path`);
 * its loader gets `services` (default: testServices()).
 */
export function renderPage({
  path,
  url = path,
  style,
  Component,
  loader,
  services = testServices(),
}: {
  path: string;
  url?: string;
  style: PageStyle;
  Component: StubRoute["Component"];
  loader?: LoaderFunction;
  services?: Services;
}) {
  function StyledLayout() {
    return (
      <PageStyleProvider style={style}>
        <Outlet />
      </PageStyleProvider>
    );
  }
  const Stub = createRoutesStub(
    [
      {
        id: "layout",
        Component: StyledLayout,
        // The stub runs loaders on its first render, as a client-only app would.
        HydrateFallback: () => null,
        children: [{ path, Component, loader }],
      },
    ],
    contextWith(services),
  );
  return render(<Stub initialEntries={[url]} />);
}

/**
 * In every test of the file, the route's data source (a function the file
 * replaced with vi.mock) resolves to `value`; after each test it is reset.
 */
export function serveInEveryTest<Source extends (...args: never[]) => Promise<unknown>>(
  source: Source,
  value: Awaited<ReturnType<Source>>,
) {
  beforeEach(() => {
    vi.mocked(source).mockResolvedValue(value);
  });
  afterEach(() => {
    vi.mocked(source).mockReset();
  });
}

/**
 * Every link that opens a new tab must carry rel="noopener noreferrer", so
 * the page it opens can neither reach back to the site's (window.opener) nor
 * learn which page sent the fan. Returns how many such links were checked,
 * so a caller can also assert that the page has any.
 */
export function expectNewTabLinksAreSafe(container: ParentNode = document.body): number {
  const links = [...container.querySelectorAll<HTMLAnchorElement>('a[target="_blank"]')];
  for (const link of links) {
    expect(link, `new-tab link to ${link.href}`).toHaveAttribute("rel", "noopener noreferrer");
  }
  return links.length;
}

/** Asserts that a link opens `href` in a new tab, safely. */
export function expectNewTabLink(link: HTMLElement, href: string): void {
  expect(link).toHaveAttribute("href", href);
  expect(link).toHaveAttribute("target", "_blank");
  expect(link).toHaveAttribute("rel", "noopener noreferrer");
}

/** Asserts that the link named `name` in `scope` (screen, or within(…)) opens `href` in a new tab, safely. */
export function expectNewTabLinkNamed(
  scope: { getByRole: typeof screen.getByRole },
  name: string,
  href: string,
): void {
  expectNewTabLink(scope.getByRole("link", { name }), href);
}
