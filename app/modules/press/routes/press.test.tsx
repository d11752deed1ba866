// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { bandText } from "#app/i18n/site-languages.ts";
import { type Download, type PressDownloads, pressDownloads } from "#app/modules/press/.server/downloads.ts";
import type { PressNumbers, PressNumbersSource } from "#app/modules/press/.server/numbers.ts";
import { PLAYED_THRESHOLD } from "#app/modules/press/press.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import type { PressKit } from "#app/site/types.ts";
import { siteConfig } from "#content/site.config.ts";
import { SAMPLE_PRESS_SECTIONS } from "#tests/press.ts";
import {
  expectNewTabLink,
  expectNewTabLinksAreSafe,
  renderPage,
  serveInEveryTest,
} from "#tests/route-helpers.tsx";
import { testServices } from "#tests/services.ts";
import { storedShow } from "#tests/shows.ts";

import Press, { loader } from "./press.tsx";

// The files and the shows store stay out of route tests: each test says what they hold.
vi.mock("#app/modules/press/.server/downloads.ts", () => ({ pressDownloads: vi.fn() }));
const pressNumbers = vi.fn<PressNumbersSource["pressNumbers"]>();
const services = testServices({ press: { pressNumbers } });

const file = (url: string, type: string, bytes: number, size?: [number, number]): Download => ({
  url,
  fileName: `The Placeholders - ${url}`,
  type,
  bytes,
  ...(size && { width: size[0], height: size[1] }),
});

const downloads: PressDownloads = {
  photos: [{ index: 1, ...file("/press/photos/1.jpg?v=a1", "image/jpeg", 3_240_000, [4000, 2500]) }],
  logo: {
    svg: file("/press/logo.svg?v=b2", "image/svg+xml", 4_200),
    png: file("/press/logo.png?v=c3", "image/png", 61_000, [2000, 667]),
  },
  documents: [],
};

const numbers: PressNumbers = {
  since: new Date("2018-03-10T01:00:00Z"),
  shows: 124,
  cities: 31,
  notable: [
    storedShow({
      id: 3,
      venue: "House of Blues",
      city: "Orlando",
      state: "FL",
      date: new Date("2025-04-26T00:00:00Z"),
      notable: true,
    }),
  ],
  draw: null,
};

serveInEveryTest(pressDownloads, downloads);
serveInEveryTest(pressNumbers, numbers);

const sample = { press: { ...siteConfig.press }, pressQuote: siteConfig.pressQuote };
afterEach(() => {
  siteConfig.press = { ...sample.press };
  siteConfig.pressQuote = sample.pressQuote;
});

/** The sample's press kit with some of its settings changed, for this test. */
const withPress = (changes: Partial<PressKit>) => Object.assign(siteConfig.press, changes);

async function renderPress(style = pageStyles.propofol) {
  const view = renderPage({ path: "/press", style, Component: Press, loader, services });
  await screen.findByRole("heading", { level: 1, name: "Press kit" });
  return view;
}

const sectionTitles = () =>
  screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

it("has one h1, Press kit, then every section the sample has, in a booker's order", async () => {
  await renderPress();
  expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  expect(sectionTitles()).toEqual(SAMPLE_PRESS_SECTIONS);
});

it("puts the booking contact and the PDF right after the pitch, before the bio", async () => {
  await renderPress();
  const { press } = siteConfig;
  const pitch = screen.getByText(bandText(press.pitch));
  const bookings = screen.getByRole("region", { name: "Bookings" });
  const email = within(bookings).getByRole("link", { name: "Email bookings" });
  const pdf = within(bookings).getByRole("link", { name: "Download the press kit (PDF)" });
  expect(pdf).toHaveAttribute("href", "/press.pdf");
  const shortBio = screen.getByRole("heading", { level: 2, name: "Short bio" });
  // Nothing between the pitch and the bookings, and the bio after them: a phone's first screen.
  expect(pitch.nextElementSibling).toBe(bookings);
  const position = (node: Element) => [...document.body.querySelectorAll("*")].indexOf(node);
  const positions = [pitch, email, pdf, shortBio].map(position);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
  for (const link of [email, pdf]) expect(link.className).toMatch(/\bbutton-(primary|secondary)\b/);
});

it("has the bookings address once, nothing of it again at the foot of the page", async () => {
  await renderPress();
  expect(document.body.textContent!.split(siteConfig.bookingsEmail)).toHaveLength(2);
  expect(sectionTitles().filter((title) => title === "Bookings")).toHaveLength(1);
});

it("goes on with the short bio, genres, hometown, the long bio and the members", async () => {
  await renderPress();
  const { press } = siteConfig;
  const shortBio = screen.getByRole("region", { name: "Short bio" });
  expect(shortBio).toHaveTextContent(bandText(press.shortBio));
  expect(shortBio).toHaveTextContent(`Genres${siteConfig.genres.join(", ")}`);
  expect(shortBio).toHaveTextContent(`Hometown${siteConfig.hometown}`);
  const story = screen.getByRole("region", { name: "The story" });
  for (const paragraph of siteConfig.bio)
    expect(within(story).getByText(bandText(paragraph))).toBeInTheDocument();
  const band = screen.getByRole("region", { name: "The band" });
  expect(within(band).getAllByRole("listitem")).toHaveLength(siteConfig.members.length);
});

it("shows each press photo with its credit, and its original to download with type, pixel size and weight", async () => {
  await renderPress();
  const photos = screen.getByRole("region", { name: "Photos" });
  const [photo] = siteConfig.press.photos;
  expect(within(photos).getByRole("img", { name: bandText(photo!.alt) })).toHaveAttribute(
    "width",
    String(photo!.file.width),
  );
  expect(within(photos).getByText(`Photo: ${photo!.credit}`)).toBeInTheDocument();
  const link = within(photos).getByRole("link", { name: "Download photo 1" });
  expect(link).toHaveAttribute("href", "/press/photos/1.jpg?v=a1");
  expect(link.closest("p")).toHaveTextContent("JPEG, 4000 × 2500 px, 3.2 MB");
});

it("offers the logo as SVG and as PNG", async () => {
  await renderPress();
  const logo = screen.getByRole("region", { name: "Logo" });
  expect(within(logo).getByRole("img", { name: bandText(siteConfig.images.logo.alt) })).toBeInTheDocument();
  const svg = within(logo).getByRole("link", { name: "Download SVG of the logo" });
  expect(svg).toHaveAttribute("href", "/press/logo.svg?v=b2");
  expect(svg.closest("p")).toHaveTextContent("SVG, 4.2 KB");
  const png = within(logo).getByRole("link", { name: "Download PNG of the logo" });
  expect(png).toHaveAttribute("href", "/press/logo.png?v=c3");
  expect(png.closest("p")).toHaveTextContent("PNG, 2000 × 667 px, 61 KB");
});

it("lists the music with its links, the videos as links and every quote, About's first", async () => {
  await renderPress();
  const music = screen.getByRole("region", { name: "Music" });
  for (const release of siteConfig.releases) {
    expect(within(music).getByRole("heading", { level: 3, name: release.title })).toBeInTheDocument();
  }
  expectNewTabLink(
    within(music).getByRole("link", { name: "Almost Real on Spotify" }),
    siteConfig.releases[0]!.listen[0]!.url,
  );
  const [video] = siteConfig.press.videos;
  const videos = screen.getByRole("region", { name: "Videos" });
  expectNewTabLink(within(videos).getByRole("link", { name: video!.title }), video!.url);
  expect(videos.querySelector("iframe, script")).toBeNull();

  const quotes = within(screen.getByRole("region", { name: "Press" })).getAllByRole("blockquote");
  expect(quotes.map((quote) => quote.textContent)).toEqual(
    [siteConfig.pressQuote!, ...siteConfig.press.quotes].map((quote) => `“${quote.quote}”`),
  );
  expect(expectNewTabLinksAreSafe()).toBeGreaterThan(0);
});

describe("where the band has played", () => {
  it("gives the config's numbers, not the counted ones nor the first show counted", async () => {
    withPress({ numbers: { shows: 150, cities: 20, since: 2018 } });
    await renderPress();
    const live = screen.getByRole("region", { name: "Live" });
    const [facts] = within(live).getAllByRole("list");
    expect(
      within(facts!)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["150 shows played", "20 cities on the road", "2018 first show"]);
    expect(live).not.toHaveTextContent(/124|31 cities|March/);
  });

  it("gives the config's numbers even when the shows cannot be read", async () => {
    withPress({ numbers: { since: 2018 } });
    vi.mocked(pressNumbers).mockResolvedValue(null);
    await renderPress();
    const live = screen.getByRole("region", { name: "Live" });
    expect(
      within(live)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["2018 first show"]);
  });

  it("without the config's, counts shows, cities and since when, and lists the notable shows", async () => {
    withPress({ numbers: undefined });
    await renderPress();
    const live = screen.getByRole("region", { name: "Live" });
    expect(live).toHaveTextContent("124 shows");
    expect(live).toHaveTextContent("31 cities");
    // The first show was on March 9, 2018 in Orlando (01:00 UTC the next day).
    expect(live).toHaveTextContent("March 2018");
    const notable = within(live).getByRole("link", { name: "House of Blues" });
    expect(notable).toHaveAttribute("href", "/shows/3");
    expect(notable.closest("li")).toHaveTextContent("Orlando, FL · April 25, 2025 at 8:00 PM");
  });

  it(`says nothing of a count under ${PLAYED_THRESHOLD} shows, and still lists the notable shows`, async () => {
    withPress({ numbers: undefined });
    vi.mocked(pressNumbers).mockResolvedValue({
      ...numbers,
      shows: 3,
      cities: 2,
      since: new Date("2025-11-15T01:00:00Z"),
    });
    await renderPress();
    const live = screen.getByRole("region", { name: "Live" });
    expect(live).not.toHaveTextContent(/3 shows|2 cities|first show|November 2025/);
    expect(within(live).getByRole("link", { name: "House of Blues" })).toBeInTheDocument();
  });
});

it("gives the bookings address as an e-mail titled for a booking, and the band's agent", async () => {
  await renderPress();
  const bookings = screen.getByRole("region", { name: "Bookings" });
  const subject = "?subject=Booking%20inquiry%3A%20The%20Placeholders";
  expect(within(bookings).getByRole("link", { name: "Email bookings" })).toHaveAttribute(
    "href",
    `mailto:${siteConfig.bookingsEmail}${subject}`,
  );
  expect(bookings).toHaveTextContent(siteConfig.bookingsEmail);
  const [agent] = siteConfig.press.contacts;
  expect(bookings).toHaveTextContent(`${bandText(agent!.role)}: ${agent!.name}, ${agent!.company}`);
  expect(within(bookings).getByRole("link", { name: agent!.email })).toHaveAttribute(
    "href",
    `mailto:${agent!.email}${subject}`,
  );
});

describe("sections left out", () => {
  it("leaves out photos, videos, quotes and the agent when the config has none", async () => {
    withPress({ photos: [], videos: [], quotes: [], contacts: [] });
    siteConfig.pressQuote = undefined;
    vi.mocked(pressDownloads).mockResolvedValue({ ...downloads, photos: [] });
    await renderPress();
    expect(sectionTitles()).toEqual([
      "Bookings",
      "Short bio",
      "The story",
      "The band",
      "Logo",
      "Music",
      "Live",
    ]);
    expect(document.querySelector("figure, blockquote, iframe")).toBeNull();
    const bookings = screen.getByRole("region", { name: "Bookings" });
    expect(
      within(bookings)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Email bookings", "Download the press kit (PDF)"]);
  });

  it("leaves out the live record without the config's numbers when the shows cannot be read, or before the first show", async () => {
    withPress({ numbers: undefined });
    vi.mocked(pressNumbers).mockResolvedValue(null);
    const { unmount } = await renderPress();
    expect(screen.queryByRole("region", { name: "Live" })).not.toBeInTheDocument();
    unmount();

    vi.mocked(pressNumbers).mockResolvedValue({ since: null, shows: 0, cities: 0, notable: [], draw: null });
    await renderPress();
    expect(screen.queryByRole("region", { name: "Live" })).not.toBeInTheDocument();
  });

  it("leaves out the engineer's section when the band has no documents", async () => {
    await renderPress();
    expect(screen.queryByRole("region", { name: "For the engineer" })).not.toBeInTheDocument();
  });
});

it("lists each document for the engineer with its type and weight", async () => {
  vi.mocked(pressDownloads).mockResolvedValue({
    ...downloads,
    documents: [
      {
        kind: "rider",
        label: "Technical rider",
        download: file("/press/rider.pdf?v=d4", "application/pdf", 182_000),
      },
      {
        kind: "inputList",
        label: "Input list",
        download: file("/press/input-list.png?v=e5", "image/png", 950),
      },
    ],
  });
  await renderPress();
  const engineer = screen.getByRole("region", { name: "For the engineer" });
  expect(sectionTitles().at(-1)).toBe("For the engineer");
  const rider = within(engineer).getByRole("link", { name: "Technical rider" });
  expect(rider).toHaveAttribute("href", "/press/rider.pdf?v=d4");
  expect(rider.closest("p")).toHaveTextContent("PDF, 182 KB");
  expect(within(engineer).getByRole("link", { name: "Input list" }).closest("p")).toHaveTextContent(
    "PNG, 950 bytes",
  );
  expect(within(engineer).queryByRole("link", { name: "Stage plot" })).not.toBeInTheDocument();
});

describe("draw per market", () => {
  const draw = [
    { city: "Orlando, FL", clicks: 412, fans: 96 },
    { city: "Tampa, FL", clicks: 37, fans: null },
  ];

  it("is left out unless the numbers carry it (the band opted in and a city cleared the floor)", async () => {
    const { unmount } = await renderPress();
    expect(screen.queryByRole("region", { name: "Draw per market" })).not.toBeInTheDocument();
    unmount();

    vi.mocked(pressNumbers).mockResolvedValue({ ...numbers, draw: [] });
    await renderPress();
    expect(screen.queryByRole("region", { name: "Draw per market" })).not.toBeInTheDocument();
  });

  it("shows each city's ticket clicks and fans nearby, a small number as fewer than 10", async () => {
    withPress({ showDraw: true });
    vi.mocked(pressNumbers).mockResolvedValue({ ...numbers, draw });
    await renderPress();
    const market = screen.getByRole("region", { name: "Draw per market" });
    expect(sectionTitles().slice(-2)).toEqual(["Live", "Draw per market"]);
    const rows = within(market)
      .getAllByRole("row")
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["City", "Get Tickets clicks", "Fans nearby"],
      ["Orlando, FL", "412", "96"],
      ["Tampa, FL", "37", "fewer than 10"],
    ]);
  });

  it("says the clicks are the site's own count of Get Tickets clicks, not tickets sold", async () => {
    withPress({ showDraw: true });
    vi.mocked(pressNumbers).mockResolvedValue({ ...numbers, draw });
    await renderPress();
    const market = screen.getByRole("region", { name: "Draw per market" });
    expect(market).toHaveTextContent(
      "Get Tickets clicks are this site's own count of clicks on its Get Tickets links: each visitor once per show and day. They are not tickets sold.",
    );
  });

  it("has no fans' column when no city has a count of fans to show", async () => {
    withPress({ showDraw: true });
    vi.mocked(pressNumbers).mockResolvedValue({
      ...numbers,
      draw: [{ city: "Tampa, FL", clicks: 37, fans: null }],
    });
    await renderPress();
    const market = screen.getByRole("region", { name: "Draw per market" });
    expect(
      within(market)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["City", "Get Tickets clicks"]);
    expect(market).toHaveTextContent("Tampa, FL37");
  });
});

it.each(["normal", "almostReal", "propofol"] as const)(
  "shows the %s style's banner behind the heading",
  async (style) => {
    await renderPress(pageStyles[style]);
    const heading = screen.getByRole("heading", { level: 1, name: "Press kit" });
    expect(heading.parentElement!.querySelector("img")).toHaveAttribute(
      "src",
      pageStyles[style].pageHeader.src,
    );
  },
);
