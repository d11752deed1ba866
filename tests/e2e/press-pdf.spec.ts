import { readPdf } from "../pdf.ts";
import { expect, test } from "./fixtures.ts";
import { EMBEDDED_PORT } from "./ports.ts";

/** The one-page press kit as the built site serves it, from the seeded shows. */

const SITE = `http://localhost:${EMBEDDED_PORT}`;

test("/press.pdf is one page of Letter, or of A4 when asked, and a second visit with its ETag gets 304", async ({
  request,
}) => {
  const response = await request.get(`${SITE}/press.pdf`);
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["content-type"]).toBe("application/pdf");
  expect(headers["content-disposition"]).toBe('inline; filename="The Placeholders - press kit.pdf"');
  expect(headers["cache-control"]).toBe("public, no-cache");
  const [page, ...more] = await readPdf(await response.body());
  expect(more).toEqual([]);
  expect([page!.width, page!.height]).toEqual([612, 792]);
  expect(page!.text).toContain("The Placeholders");
  // The config's numbers (content/site.config.ts), not the seeded shows counted.
  expect(page!.text).toContain("150 shows played 20 cities 2018 first show");
  expect(page!.text).toContain("bookings@example.com");

  const again = await request.get(`${SITE}/press.pdf`, { headers: { "If-None-Match": headers.etag! } });
  expect(again.status()).toBe(304);

  const a4 = await readPdf(await (await request.get(`${SITE}/press.pdf?paper=a4`)).body());
  expect(a4).toHaveLength(1);
  expect(a4[0]!.height).toBeCloseTo(841.89, 1);
});
