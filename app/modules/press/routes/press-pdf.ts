import { create as contentDisposition } from "content-disposition";
import fresh from "fresh";

import { drawnFileResponse } from "#app/.server/drawn-files.ts";
import { type ContextArgs, servicesOf } from "#app/.server/request-context.ts";
import { m } from "#app/i18n/compiled/messages.js";
import { paperFor, sheetPictureFiles } from "#app/modules/press/.server/pdf.ts";
import { pressSheet } from "#app/modules/press/.server/pdf-sheet.ts";
import { siteConfig } from "#content/site.config.ts";

/**
 * `?paper=a4` or `?paper=letter`, else the band's country's paper. The ETag is the hash of everything it
 * shows, so a browser or a CDN asks again each time and downloads it only when it changed.
 */
export async function loader({ request, context }: ContextArgs & { request: Request }) {
  const { press, env } = servicesOf(context);
  const paper = paperFor(new URL(request.url).searchParams.get("paper"), siteConfig.country);
  const sheet = pressSheet(siteConfig, await press.pressNumbers({ draw: false }), env.siteUrl);
  const pdf = press.pressPdf(sheet, sheetPictureFiles(siteConfig), paper);
  const headers = {
    "Content-Type": "application/pdf",
    // Opened in the browser's viewer; saved, it keeps the band's name.
    "Content-Disposition": contentDisposition(m.press_pdf_file_name({ band: siteConfig.name }), {
      type: "inline",
    }),
    "Cache-Control": "public, no-cache",
    ETag: `"${pdf.hash}"`,
  };
  const ifNoneMatch = request.headers.get("If-None-Match") ?? undefined;
  if (fresh({ "if-none-match": ifNoneMatch }, { etag: headers.ETag })) {
    return new Response(null, { status: 304, headers });
  }
  return drawnFileResponse(await pdf.bytes(), headers);
}
