import { afterEach, describe, expect, test, vi } from "vitest";

import type { PressNumbers, PressNumbersSource } from "#app/modules/press/.server/numbers.ts";
import { siteConfig } from "#content/site.config.ts";
import { readPdf } from "#tests/pdf.ts";
import { routeArgs, testServices } from "#tests/services.ts";

import { loader } from "./press-pdf.ts";

const pressNumbers = vi.fn<PressNumbersSource["pressNumbers"]>();
const services = testServices({ press: { pressNumbers } });

const numbers: PressNumbers = {
  since: new Date("2019-05-04T00:00:00Z"),
  shows: 88,
  cities: 21,
  notable: [],
  draw: null,
};

const sampleNumbers = siteConfig.press.numbers;
afterEach(() => {
  vi.mocked(pressNumbers).mockReset();
  siteConfig.press.numbers = sampleNumbers;
});

/** The loader's answer to a GET of /press.pdf with the query and headers given. */
const get = (query = "", headers: Record<string, string> = {}) =>
  loader(routeArgs(services, { request: new Request(`http://localhost/press.pdf${query}`, { headers }) }));

describe("/press.pdf", () => {
  test("is the one-page PDF on the band's country's paper, opened in the browser under the band's name", async () => {
    vi.mocked(pressNumbers).mockResolvedValue(numbers);
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `inline; filename="${siteConfig.name} - press kit.pdf"`,
    );
    expect(response.headers.get("cache-control")).toBe("public, no-cache");
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]{32}"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get("content-length")).toBe(String(bytes.length));
    const pages = await readPdf(bytes);
    expect(pages).toHaveLength(1);
    // The sample band is from the US: Letter.
    expect([pages[0]!.width, pages[0]!.height]).toEqual([612, 792]);
    // The config's numbers, not the 88 counted.
    expect(pages[0]!.text).toContain("150 shows played 20 cities 2018 first show");
    expect(pages[0]!.text).not.toContain("88");
  });

  test("asks for the numbers without the draw, which it does not show (no fans read)", async () => {
    vi.mocked(pressNumbers).mockResolvedValue(numbers);
    await get();
    expect(vi.mocked(pressNumbers).mock.calls).toEqual([[{ draw: false }]]);
  });

  test("is on A4 or Letter when asked, each with its own ETag", async () => {
    vi.mocked(pressNumbers).mockResolvedValue(numbers);
    const a4 = await get("?paper=a4");
    const [page] = await readPdf(new Uint8Array(await a4.arrayBuffer()));
    expect(page!.width).toBeCloseTo(595.28, 1);
    expect(page!.height).toBeCloseTo(841.89, 1);
    const letter = await get("?paper=letter");
    expect(letter.headers.get("etag")).not.toBe(a4.headers.get("etag"));
    expect(letter.headers.get("etag")).toBe((await get()).headers.get("etag"));
  });

  test("answers 304 to the same ETag, and the new PDF once the numbers counted change", async () => {
    siteConfig.press.numbers = undefined;
    vi.mocked(pressNumbers).mockResolvedValue(numbers);
    const first = await get();
    const etag = first.headers.get("etag")!;
    const bytes = new Uint8Array(await first.arrayBuffer());

    const unchanged = await get("", { "If-None-Match": etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get("etag")).toBe(etag);
    expect(await unchanged.text()).toBe("");
    expect(new Uint8Array(await (await get()).arrayBuffer())).toEqual(bytes);

    vi.mocked(pressNumbers).mockResolvedValue({ ...numbers, shows: 89 });
    const changed = await get("", { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    const [page] = await readPdf(new Uint8Array(await changed.arrayBuffer()));
    expect(page!.text).toContain("89 shows played");
  });

  test("is drawn with the config's numbers alone when the shows cannot be read", async () => {
    vi.mocked(pressNumbers).mockResolvedValue(null);
    const [own] = await readPdf(new Uint8Array(await (await get()).arrayBuffer()));
    expect(own!.text).toContain("150 shows played 20 cities 2018 first show");

    siteConfig.press.numbers = undefined;
    const response = await get();
    expect(response.status).toBe(200);
    const [page] = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(page!.text).toContain(siteConfig.name);
    expect(page!.text).not.toContain("shows played");
  });
});
