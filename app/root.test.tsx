// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { createRoutesStub, data, type LoaderFunction } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { bandText } from "#app/i18n/site-languages.ts";
import { toShowView } from "#app/lib/shows/view.ts";
import { configOnlyCampaign } from "#app/modules/home/.server/campaign.ts";
import { configCampaign } from "#app/modules/home/campaign.ts";
import type { Albums } from "#app/modules/music/.server/index.ts";
import type { Shows } from "#app/modules/shows/.server/index.ts";
import { serviceName } from "#app/site/services.ts";
import { siteConfig } from "#content/site.config.ts";
import { contextWith, testServices } from "#tests/services.ts";
import { storedShow } from "#tests/shows.ts";

import { expectNewTabLink, expectNewTabLinksAreSafe } from "../tests/route-helpers.tsx";
import Home, { loader as homeLoader } from "./modules/home/routes/home.tsx";
import Music, { loader as musicLoader } from "./modules/music/routes/music.tsx";
import About from "./modules/pages/routes/about.tsx";
import NotFound, { loader as notFoundLoader } from "./modules/pages/routes/not-found.tsx";
import App, { ErrorBoundary, loader as rootLoader } from "./root.tsx";

// The pages' data sources stay out of unit tests (no database, no Spotify).
const getUpcomingShows = vi.fn<Shows["getUpcomingShows"]>();
const getAlbums = vi.fn<Albums["getAlbums"]>();
const services = testServices({ shows: { getUpcomingShows }, albums: { getAlbums } });

/**
 * jsdom has no modal dialogs: just enough of showModal/close for the menu
 * overlay, including the "close" event a browser fires (also on Escape).
 */
const dialogMethods = {
  showModal: HTMLDialogElement.prototype.showModal,
  close: HTMLDialogElement.prototype.close,
};
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});
afterAll(() => {
  HTMLDialogElement.prototype.showModal = dialogMethods.showModal;
  HTMLDialogElement.prototype.close = dialogMethods.close;
});

beforeEach(() => {
  vi.mocked(getUpcomingShows).mockResolvedValue({
    dated: [
      toShowView(
        storedShow({
          id: 1,
          date: new Date("2025-04-26T00:00:00.000Z"),
          venue: "The Social",
          city: "Orlando",
          state: "FL",
          price: 15,
          ageRestriction: 21,
          ticketLink: "https://tickets.example.com/the-social",
          flyerLink: "https://flyers.example.com/the-social.jpg",
        }),
        new Date("2025-04-01T00:00:00Z"),
        siteConfig,
      ),
    ],
    undated: [],
  });
  vi.mocked(getAlbums).mockResolvedValue([
    {
      id: "album-1",
      name: "Night Drive",
      releaseText: "March 2025",
      released: "2025-03",
      cover: null,
      url: "https://open.spotify.com/album/night-drive",
    },
  ]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.mocked(getUpcomingShows).mockReset();
  vi.mocked(getAlbums).mockReset();
  document.documentElement.style.overflow = "";
});

/** The whole app as routes.ts declares it, under the real root route; `extra` routes come before the catch-all. */
function renderApp(
  url: string,
  {
    extra = [],
    rootRouteLoader = rootLoader,
  }: { extra?: { path: string; loader: LoaderFunction }[]; rootRouteLoader?: LoaderFunction } = {},
) {
  const Stub = createRoutesStub(
    [
      {
        id: "root",
        path: "/",
        loader: rootRouteLoader,
        Component: App,
        ErrorBoundary,
        // The stub runs loaders on its first render, as a client-only app would.
        HydrateFallback: () => null,
        children: [
          { index: true, loader: homeLoader, Component: Home },
          { path: "about", Component: About },
          { path: "music", loader: musicLoader, Component: Music },
          ...extra.map((route) => ({ ...route, Component: () => null })),
          { path: "*", loader: notFoundLoader, Component: NotFound },
        ],
      },
    ],
    contextWith(services),
  );
  return render(<Stub initialEntries={[url]} />);
}

const heroHeadings = {
  normal: bandText(siteConfig.heroes.normal.heading),
  almostReal: bandText(siteConfig.heroes.almostReal.logo.alt),
  propofol: bandText(siteConfig.heroes.propofol.heading),
};

describe("root loader", () => {
  const args = (url: string) =>
    ({ request: new Request(url), params: {}, context: contextWith(services) }) as Parameters<
      typeof rootLoader
    >[0];

  it("uses the configured style and the site's public URL", () => {
    expect(rootLoader(args("http://localhost/"))).toEqual({
      styleKey: siteConfig.activeStyle,
      siteUrl: services.env.siteUrl,
      savesData: false,
    });
  });

  it("tells the page when the browser saves data (Save-Data: on)", () => {
    const saving = {
      request: new Request("http://localhost/", { headers: { "Save-Data": "on" } }),
      params: {},
      context: contextWith(services),
    };
    expect(rootLoader(saving as Parameters<typeof rootLoader>[0]).savesData).toBe(true);
  });

  it("leads with the style the band chose at /admin over the config's", () => {
    const chosen = siteConfig.activeStyle === "normal" ? "almostReal" : "normal";
    const campaign = configOnlyCampaign(siteConfig, { ...configCampaign(siteConfig), activeStyle: chosen });
    const context = contextWith(testServices({ campaign }));
    const at = (url: string) =>
      rootLoader({ request: new Request(url), params: {}, context } as Parameters<typeof rootLoader>[0]);
    expect(at("http://localhost/").styleKey).toBe(chosen);
    expect(at("http://localhost/?style=propofol").styleKey).toBe("propofol");
  });

  it("previews another style with ?style=, and ignores an unknown one", () => {
    expect(rootLoader(args("http://localhost/?style=almostReal")).styleKey).toBe("almostReal");
    expect(rootLoader(args("http://localhost/about?style=normal")).styleKey).toBe("normal");
    expect(rootLoader(args("http://localhost/?style=bogus")).styleKey).toBe(siteConfig.activeStyle);
    expect(rootLoader(args("http://localhost/?style=toString")).styleKey).toBe(siteConfig.activeStyle);
  });
});

describe("page style", () => {
  it("renders Home in the configured style", async () => {
    renderApp("/");
    expect(
      await screen.findByRole("heading", { level: 1, name: heroHeadings[siteConfig.activeStyle] }),
    ).toBeInTheDocument();
  });

  it.each(["normal", "almostReal", "propofol"] as const)(
    "previews the %s style with ?style=",
    async (style) => {
      renderApp(`/?style=${style}`);
      expect(await screen.findByRole("heading", { level: 1, name: heroHeadings[style] })).toBeInTheDocument();
      expect(screen.queryByRole("region", { name: bandText(siteConfig.preorder!.title) }) !== null).toBe(
        style === "almostReal",
      );
    },
  );
});

describe("top bar", () => {
  it.each([
    ["/", "Home"],
    ["/about", "About"],
    ["/music", "Music"],
  ])("links Home, Tour, About and Music and marks %s as the current page", async (url, current) => {
    renderApp(url);
    const nav = await screen.findByRole("navigation", { name: "Main" });
    const links = within(nav).getAllByRole("link");

    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["Tour", "/#upcoming-shows"],
      ["About", "/about"],
      ["Music", "/music"],
    ]);
    for (const link of links) {
      if (link.textContent === current) expect(link).toHaveAttribute("aria-current", "page");
      else expect(link).not.toHaveAttribute("aria-current");
    }
  });

  it("marks no page as current on an unknown address", async () => {
    renderApp("/no-such-page");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    for (const link of within(nav).getAllByRole("link")) expect(link).not.toHaveAttribute("aria-current");
  });

  it("has the band's logo as a link home", async () => {
    renderApp("/about");
    const logo = await screen.findByRole("img", { name: bandText(siteConfig.images.logo.alt) });
    expect(logo.closest("a")).toHaveAttribute("href", "/");
  });

  it("navigates between pages", async () => {
    const user = userEvent.setup();
    renderApp("/");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    await user.click(within(nav).getByRole("link", { name: "About" }));

    expect(await screen.findByRole("heading", { level: 1, name: "About" })).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });
});

// The menu is a native dialog opened and closed by invoker commands: its behaviour (opening,
// focus, scroll lock, Escape, back, widening) needs a real browser and is in tests/e2e/shell.spec.ts.
describe("menu", () => {
  it("has a menu button that opens the menu dialog natively, closed at first", async () => {
    renderApp("/about");
    const button = await screen.findByRole("button", { name: "Open menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveAttribute("aria-haspopup", "dialog");
    expect(button).toHaveAttribute("command", "show-modal");
    const dialog = document.getElementById(button.getAttribute("commandfor")!);
    expect(dialog?.tagName).toBe("DIALOG");
    expect(dialog).not.toHaveAttribute("open");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("holds the logo, the pages and Tour with the current page marked, the socials, bookings, the press kit and a close button", async () => {
    renderApp("/about");
    await screen.findByRole("button", { name: "Open menu" });
    const dialog = document.getElementById("site-menu")!;
    const menu = within(dialog);
    const pages = within(menu.getByRole("navigation", { hidden: true, name: "Menu" }));
    expect(pages.getAllByRole("link", { hidden: true }).map((link) => link.textContent)).toEqual([
      "Home",
      "Tour",
      "About",
      "Music",
    ]);
    expect(pages.getByRole("link", { hidden: true, name: "About" })).toHaveAttribute("aria-current", "page");
    expect(
      menu.getByRole("img", { hidden: true, name: bandText(siteConfig.images.logo.alt) }),
    ).toBeInTheDocument();
    for (const social of siteConfig.socials) {
      expect(
        menu.getByRole("link", { hidden: true, name: `${siteConfig.name} on ${serviceName(social)}` }),
      ).toHaveAttribute("href", social.url);
    }
    expect(menu.getByRole("link", { hidden: true, name: /Bookings/ })).toHaveAttribute(
      "href",
      `mailto:${siteConfig.bookingsEmail}`,
    );
    expect(menu.getByRole("link", { hidden: true, name: "Press kit" })).toHaveAttribute("href", "/press");
    const close = menu.getByRole("button", { hidden: true, name: "Close menu" });
    expect(close).toHaveAttribute("command", "close");
    expect(close).toHaveAttribute("commandfor", "site-menu");
  });
});

describe("footer", () => {
  it("links to every social profile in a new tab", async () => {
    renderApp("/about");
    const footer = await screen.findByRole("contentinfo");

    // The socials and the credit are the footer's new-tab links.
    expect(expectNewTabLinksAreSafe(footer)).toBe(siteConfig.socials.length + 1);
    for (const social of siteConfig.socials) {
      expectNewTabLink(
        within(footer).getByRole("link", { name: `${siteConfig.name} on ${serviceName(social)}` }),
        social.url,
      );
    }
  });

  it("has the bookings e-mail address and the press kit", async () => {
    renderApp("/about");
    const footer = await screen.findByRole("contentinfo");

    expect(footer).toHaveTextContent(`Bookings ${siteConfig.bookingsEmail}`);
    const email = within(footer).getByRole("link", { name: siteConfig.bookingsEmail });
    expect(email).toHaveAttribute("href", `mailto:${siteConfig.bookingsEmail}`);
    expect(email).not.toHaveAttribute("target");
    expect(within(footer).getByRole("link", { name: "Press kit" })).toHaveAttribute("href", "/press");
  });

  it("credits the site's maker in a new tab", async () => {
    renderApp("/about");
    const footer = await screen.findByRole("contentinfo");

    expectNewTabLink(
      within(footer).getByRole("link", { name: `Made by ${siteConfig.credit.name} with a heart` }),
      siteConfig.credit.url,
    );
  });
});

describe("error boundary", () => {
  const failing = (message: string): { path: string; loader: LoaderFunction } => ({
    path: "broken",
    loader: () => {
      throw new Error(message);
    },
  });

  it("shows the error screen inside the site's frame when a loader throws", async () => {
    renderApp("/broken", { extra: [failing("database exploded")] });

    expect(
      await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("shows the error's stack in development", async () => {
    vi.stubEnv("DEV", true);
    renderApp("/broken", { extra: [failing("database exploded")] });

    await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" });
    expect(screen.getByText(/database exploded/)).toBeInTheDocument();
  });

  it("keeps the error's message and stack to itself outside development", async () => {
    vi.stubEnv("DEV", false);
    renderApp("/broken", { extra: [failing("database exploded")] });

    await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" });
    expect(screen.getByRole("link", { name: "Back to the home page" })).toBeInTheDocument();
    expect(screen.queryByText(/database exploded/)).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/database exploded|at .*root\.test/);
  });

  it.each([
    ["data()", () => data(null, { status: 404 })],
    ["a Response", () => new Response(null, { status: 404 })],
  ])("shows Page not found when a loader throws a 404 as %s", async (_kind, make) => {
    renderApp("/gone", {
      extra: [
        {
          path: "gone",
          loader: () => {
            throw make();
          },
        },
      ],
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Unexpected Application Error!" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
  });

  it("still renders the frame when the root loader itself fails", async () => {
    renderApp("/about", {
      rootRouteLoader: () => {
        throw new Error("bad environment");
      },
    });

    expect(
      await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });
});

it("shows Page not found with status 404 for an unknown address, inside the frame", async () => {
  renderApp("/no-such-page");

  expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
  expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
});

it.each(["/", "/?style=almostReal", "/?style=normal", "/about", "/music", "/no-such-page"])(
  "opens every new-tab link on %s with rel=noopener noreferrer",
  async (url) => {
    renderApp(url);
    await screen.findByRole("contentinfo");
    await waitFor(() => expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1));
    // At least the footer's socials and the credit.
    expect(expectNewTabLinksAreSafe()).toBeGreaterThanOrEqual(siteConfig.socials.length + 1);
  },
);
