import { expect, test, vi } from "vitest";

import { inLanguage } from "#app/i18n/.server/request-language.ts";
import { toShowView } from "#app/lib/shows/view.ts";
import { toAlbumCard } from "#app/modules/music/albums.ts";
import type { ShareCardWords } from "#app/modules/share/share-cards.ts";
import type { Shows } from "#app/modules/shows/.server/index.ts";
import { siteConfig } from "#content/site.config.ts";
import { routeArgs, testServices } from "#tests/services.ts";
import { storedShow } from "#tests/shows.ts";

import { loader } from "./routes/share-image.ts";
import {
  releaseShareImagePath,
  showShareCard,
  showShareImagePath,
  SITE_SHARE_IMAGE_PATH,
  siteShareImagePath,
} from "./share-cards.ts";

const now = new Date("2026-11-23T12:00:00Z");
const show = { id: 4, venue: "The Social", city: "Orlando", state: "FL" };

test("a page's share card is the one in its language: /es/og/… on a Spanish page", () => {
  expect(showShareImagePath(4)).toBe("/og/shows/4.png");
  expect(siteShareImagePath()).toBe(SITE_SHARE_IMAGE_PATH);
  inLanguage("es", () => {
    expect(showShareImagePath(4)).toBe("/es/og/shows/4.png");
    expect(siteShareImagePath()).toBe("/es/og/site.png");
  });
});

test("a show's card in Spanish says a past show has been and a date still to come in Spanish", () => {
  const card = (date: Date | null) =>
    inLanguage("es", () => showShareCard(toShowView(storedShow({ ...show, date }), now, siteConfig)));
  expect(card(new Date("2026-10-01T00:00:00Z")).badge).toBe("Ya pasó");
  expect(card(null).headline).toBe("Fecha por anunciar");
  expect(card(null).lines).toEqual(["The Social", "Orlando, FL"]);
});

test("/es/og/shows/4.png draws the card with the Spanish words", async () => {
  const drawn: ShareCardWords[] = [];
  const services = testServices({
    shows: { getShow: vi.fn<Shows["getShow"]>().mockResolvedValue(storedShow({ ...show, date: null })) },
    shareImages: {
      shareCardPng: async (words) => {
        drawn.push(words);
        return Buffer.from("png");
      },
    },
  });
  const args = routeArgs<Parameters<typeof loader>[0]>(services, { params: { lang: "es", id: "4" } });
  const response = await inLanguage("es", () => loader(args));
  expect(response.headers.get("content-type")).toBe("image/png");
  expect(drawn.map((words) => words.headline)).toEqual(["Fecha por anunciar"]);
});

test("/og/music/{slug}.png draws the release's title and, while it is to come, Out soon; an unknown slug is 404", async () => {
  const drawn: ShareCardWords[] = [];
  const day = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const coming = toAlbumCard({
    id: "album-coming",
    name: "Coming Soon",
    release_date: day,
    release_date_precision: "day",
    images: [],
    external_urls: { spotify: "https://open.spotify.com/album/coming" },
  });
  const services = testServices({
    albums: { getAlbums: async () => [coming] },
    shareImages: {
      shareCardPng: async (words) => {
        drawn.push(words);
        return Buffer.from("png");
      },
    },
  });
  const draw = (lang: string | undefined, slug: string) =>
    loader(routeArgs<Parameters<typeof loader>[0]>(services, { params: { lang, slug } }));
  expect((await draw(undefined, "coming-soon")).headers.get("content-type")).toBe("image/png");
  expect((await draw(undefined, "almost-real")).status).toBe(200);
  await inLanguage("es", () => draw("es", "coming-soon"));
  expect(drawn.map((words) => [words.headline, words.badge])).toEqual([
    ["Coming Soon", "Out soon"],
    ["Almost Real", null],
    ["Coming Soon", "Muy pronto"],
  ]);
  expect((await draw(undefined, "no-such-release")).status).toBe(404);
  expect(releaseShareImagePath("coming-soon")).toBe("/og/music/coming-soon.png");
});
