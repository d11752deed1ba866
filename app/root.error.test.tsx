import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  data,
  type RouteObject,
  StaticRouterProvider,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
  useRouteError,
} from "react-router";
import { afterEach, describe, expect, test, vi } from "vitest";

import { notFoundOffers } from "#app/lib/not-found.ts";
import { siteConfig } from "#content/site.config.ts";
import { contextWith } from "#tests/services.ts";

import type { Route } from "./+types/root";
import * as root from "./root.tsx";

/**
 * Server rendering of a route that throws, the way the production server
 * does it: the status and the HTML a fan (and a crawler) receive.
 */

const SECRET = "database password is hunter2";

// Framework mode hands the error to ErrorBoundary as a prop; a plain data router does not.
function RootErrorBoundary() {
  return <root.ErrorBoundary {...({ error: useRouteError() } as Route.ErrorBoundaryProps)} />;
}

const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    loader: root.loader as RouteObject["loader"],
    Component: root.default as RouteObject["Component"],
    ErrorBoundary: RootErrorBoundary,
    children: [
      {
        id: "boom",
        path: "boom",
        loader() {
          throw new Error(SECRET);
        },
        Component: () => null,
      },
      {
        // A show's page for an id with no show: the 404 with the page's offers (app/.server/not-found.ts).
        id: "gone",
        path: "gone",
        loader() {
          throw data(notFoundOffers(null, siteConfig.releases), { status: 404 });
        },
        Component: () => null,
      },
      {
        id: "missing",
        path: "missing",
        loader() {
          throw data(null, { status: 404 });
        },
        Component: () => null,
      },
    ],
  },
];

async function render(url: string) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url), { requestContext: contextWith() });
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: the screen is what is tested here. The data sent for
  // hydration is sanitised by React Router itself in production mode
  // (server.ts passes NODE_ENV as the request handler's mode).
  const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  return { status: context.statusCode, html };
}

describe("a route that throws", () => {
  afterEach(() => vi.unstubAllEnvs());

  test("answers 500 with the branded error screen and no trace of the error in production", async () => {
    vi.stubEnv("DEV", false);
    const { status, html } = await render("http://localhost/boom");
    expect(status).toBe(500);
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("Back to the home page");
    expect(html).not.toContain("hunter2");
    expect(html).not.toContain("at Object.loader");
  });

  test("shows the stack in development, where it helps", async () => {
    vi.stubEnv("DEV", true);
    const { status, html } = await render("http://localhost/boom");
    expect(status).toBe(500);
    expect(html).toContain("hunter2");
  });
});

describe("a route that answers 404", () => {
  test("shows the branded 404 with what its data offers: the latest release, and home", async () => {
    const { status, html } = await render("http://localhost/gone");
    expect(status).toBe(404);
    expect(html).toContain("Page not found");
    expect(html).toContain("Latest release");
    expect(html).toContain(siteConfig.releases[0]!.title);
    expect(html).toContain('href="/music"');
    expect(html).toContain("Back to the home page");
  });

  test("with no offers in its data, still the branded 404, with the way home", async () => {
    const { status, html } = await render("http://localhost/missing");
    expect(status).toBe(404);
    expect(html).toContain("Page not found");
    expect(html).not.toContain("Latest release");
    expect(html).toContain("Back to the home page");
  });
});

describe("the root's meta, shown with its error page", () => {
  const args = (error: unknown) =>
    ({ error, data: { siteUrl: "https://band.example" }, location: { pathname: "/shows/999" } }) as never;

  test("a 404 from any route: the 404 title, kept out of search results, the same whatever the URL", () => {
    const tags = root.meta(args(new ErrorResponseImpl(404, "Not Found", null)));
    expect(tags).toContainEqual({ title: expect.stringMatching(/^Page not found · /) });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    // No canonical link or og:url naming the URL asked for: one 404 page serves every unknown URL.
    expect(JSON.stringify(tags)).not.toContain("/shows/999");
    expect(tags.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
  });

  test("another error: its own title, no details; no error: nothing (each page has its meta)", () => {
    const tags = root.meta(args(new Error(SECRET)));
    expect(tags).toContainEqual({ title: expect.stringMatching(/^Something went wrong · /) });
    expect(JSON.stringify(tags)).not.toContain("hunter2");
    expect(root.meta(args(undefined))).toEqual([]);
  });
});
