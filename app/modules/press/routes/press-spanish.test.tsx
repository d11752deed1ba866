// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";

import { inLanguage } from "#app/i18n/.server/request-language.ts";
import { type PressDownloads, pressDownloads } from "#app/modules/press/.server/downloads.ts";
import type { PressNumbers, PressNumbersSource } from "#app/modules/press/.server/numbers.ts";
import { pageStyles } from "#app/site/page-styles.ts";
import { siteConfig } from "#content/site.config.ts";
import { renderPage, serveInEveryTest } from "#tests/route-helpers.tsx";
import { testServices } from "#tests/services.ts";
import { storedShow } from "#tests/shows.ts";

import Press, { loader } from "./press.tsx";

// /es/press: the same page as /press, in the words of a Spanish-speaking booker.
vi.mock("#app/modules/press/.server/downloads.ts", () => ({ pressDownloads: vi.fn() }));
const pressNumbers = vi.fn<PressNumbersSource["pressNumbers"]>();
const services = testServices({ press: { pressNumbers } });

const downloads: PressDownloads = {
  photos: [
    {
      index: 1,
      url: "/press/photos/1.jpg?v=a1",
      fileName: "The Placeholders - Press photo 1.jpg",
      type: "image/jpeg",
      bytes: 3_240_000,
      width: 4000,
      height: 2500,
    },
  ],
  logo: {
    svg: { url: "/press/logo.svg?v=b2", fileName: "logo.svg", type: "image/svg+xml", bytes: 4_200 },
    png: { url: "/press/logo.png?v=c3", fileName: "logo.png", type: "image/png", bytes: 61_000 },
  },
  documents: [],
};

const numbers: PressNumbers = {
  since: new Date("2018-03-10T01:00:00Z"),
  shows: 1240,
  cities: 31,
  notable: [storedShow({ id: 3, venue: "House of Blues", city: "Orlando", state: "FL", notable: true })],
  draw: [
    { city: "Orlando, FL", clicks: 412, fans: 96 },
    { city: "Tampa, FL", clicks: 37, fans: null },
  ],
};

serveInEveryTest(pressDownloads, downloads);
serveInEveryTest(pressNumbers, numbers);

const sample = { ...siteConfig.press };
afterEach(() => {
  siteConfig.press = { ...sample };
});

async function renderSpanishPress() {
  const view = inLanguage("es", () =>
    renderPage({ path: "/es/press", style: pageStyles.propofol, Component: Press, loader, services }),
  );
  await screen.findByRole("heading", { level: 1, name: "Kit de prensa" });
  return view;
}

const sectionTitles = () =>
  screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

it("names its sections in Spanish, in the same booker's order", async () => {
  Object.assign(siteConfig.press, { showDraw: true });
  await renderSpanishPress();
  const titles = sectionTitles();
  const mine = ["Contrataciones", "Bio breve", "Fotos", "Logo", "Música", "Videos", "Prensa", "En vivo"];
  expect(titles.filter((title) => mine.includes(title!))).toEqual(mine);
  expect(titles.at(-1)).toBe("Convocatoria por ciudad");
  expect(document.body).not.toHaveTextContent(/Press kit|Bookings|Short bio|Download|Notable shows/);
});

it("offers the bookings e-mail and the Spanish PDF, at /es/press.pdf", async () => {
  await renderSpanishPress();
  const bookings = screen.getByRole("region", { name: "Contrataciones" });
  expect(within(bookings).getByRole("link", { name: "Escribir a contrataciones" })).toHaveAttribute(
    "href",
    `mailto:${siteConfig.bookingsEmail}?subject=${encodeURIComponent("Consulta de contratación: The Placeholders")}`,
  );
  expect(within(bookings).getByRole("link", { name: "Descargar el kit de prensa (PDF)" })).toHaveAttribute(
    "href",
    "/es/press.pdf",
  );
});

it("labels the facts, photos and logo downloads in Spanish, the files the same for every language", async () => {
  await renderSpanishPress();
  const shortBio = screen.getByRole("region", { name: "Bio breve" });
  expect(shortBio).toHaveTextContent(`Géneros${siteConfig.genres.join(", ")}`);
  expect(shortBio).toHaveTextContent(`Ciudad de origen${siteConfig.hometown}`);
  const photos = screen.getByRole("region", { name: "Fotos" });
  expect(within(photos).getByText(`Foto: ${siteConfig.press.photos[0]!.credit}`)).toBeInTheDocument();
  expect(within(photos).getByRole("link", { name: "Descargar foto 1" })).toHaveAttribute(
    "href",
    "/press/photos/1.jpg?v=a1",
  );
  const logo = screen.getByRole("region", { name: "Logo" });
  expect(within(logo).getByRole("link", { name: "Descargar SVG del logo" })).toBeInTheDocument();
  expect(within(logo).getByRole("link", { name: "Descargar PNG del logo" })).toBeInTheDocument();
});

it("counts the shows, cities and first month in Spanish", async () => {
  Object.assign(siteConfig.press, { numbers: undefined });
  await renderSpanishPress();
  const live = screen.getByRole("region", { name: "En vivo" });
  const [facts] = within(live).getAllByRole("list");
  expect(
    within(facts!)
      .getAllByRole("listitem")
      .map((item) => item.textContent),
  ).toEqual(["1,240 conciertos tocados", "31 ciudades de gira", "marzo de 2018 primer concierto"]);
  expect(within(live).getByRole("heading", { level: 3, name: "Conciertos destacados" })).toBeInTheDocument();
});

it("heads the draw per city in Spanish, a small count as menos de 10", async () => {
  Object.assign(siteConfig.press, { showDraw: true });
  await renderSpanishPress();
  const draw = screen.getByRole("region", { name: "Convocatoria por ciudad" });
  expect(
    within(draw)
      .getAllByRole("row")
      .map((row) => [...row.children].map((cell) => cell.textContent)),
  ).toEqual([
    ["Ciudad", "Clics en boletos", "Fans en la zona"],
    ["Orlando, FL", "412", "96"],
    ["Tampa, FL", "37", "menos de 10"],
  ]);
  expect(draw).toHaveTextContent("No son boletos vendidos.");
});
