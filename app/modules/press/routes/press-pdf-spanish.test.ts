import { expect, test, vi } from "vitest";

import { inLanguage } from "#app/i18n/.server/request-language.ts";
import type { PressNumbersSource } from "#app/modules/press/.server/numbers.ts";
import { siteConfig } from "#content/site.config.ts";
import { readPdf } from "#tests/pdf.ts";
import { routeArgs, testServices } from "#tests/services.ts";

import { loader } from "./press-pdf.ts";

const pressNumbers = vi.fn<PressNumbersSource["pressNumbers"]>().mockResolvedValue(null);
const services = testServices({ press: { pressNumbers } });

/** The loader's answer to a GET of `path`, in the language the server reads from it. */
const get = (path: string, language: "en" | "es") =>
  inLanguage(language, () =>
    loader(routeArgs(services, { request: new Request(`http://localhost${path}`) })),
  );

test("/es/press.pdf is the Spanish press kit, saved under a Spanish name, with its own ETag", async () => {
  const [english, spanish] = [await get("/press.pdf", "en"), await get("/es/press.pdf", "es")];
  expect(spanish.status).toBe(200);
  expect(spanish.headers.get("content-disposition")).toContain(
    `filename="${siteConfig.name} - kit de prensa.pdf"`,
  );
  expect(spanish.headers.get("etag")).not.toBe(english.headers.get("etag"));
  const [page] = await readPdf(new Uint8Array(await spanish.arrayBuffer()));
  expect(page!.text).toContain("KIT DE PRENSA");
  expect(page!.text).toContain("150 conciertos tocados 20 ciudades 2018 primer concierto");
  expect(page!.links).toContain(`${services.env.siteUrl}/es/press`);
});
