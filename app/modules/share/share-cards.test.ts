import { expect, test, vi } from "vitest";

import { inLanguage } from "#app/i18n/.server/request-language.ts";
import { toShowView } from "#app/lib/shows/view.ts";
import type { ShareCardWords } from "#app/modules/share/share-cards.ts";
import type { Shows } from "#app/modules/shows/.server/index.ts";
import { siteConfig } from "#content/site.config.ts";
import { routeArgs, testServices } from "#tests/services.ts";
import { storedShow } from "#tests/shows.ts";

import { loader } from "./routes/share-image.ts";
import {
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
