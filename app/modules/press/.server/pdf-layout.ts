import PDFDocument from "pdfkit";

import type { PressSheet } from "./pdf-sheet.ts";
import { type Column, line, links, paragraph, room, type TextStyle } from "./pdf-text.ts";

// Every text is fitted to its box (pdf-text.ts) and a block with no room left is left out, so the page
// stays one page on A4 and US Letter whatever the config says.

export type Paper = "a4" | "letter";

/** The logo is the light one, for the dark band. */
export interface SheetPictures {
  photo: Buffer | null;
  logo: Buffer | null;
}

/** Width / height; the photo is cropped to it before it is drawn. */
export const PHOTO_ASPECT = 3 / 2;

const MARGIN = 40;
const HEADER_HEIGHT = 96;
const GUTTER = 22;
const DISPLAY = "Display";
const INK = "#1c1917";
const MUTED = "#57534e";
const WHITE = "#ffffff";
const MAX_CONTACTS = 4;
const CONTACT_ROW = 14;
/** The rule and the press page's address. */
const FOOTER_HEIGHT = 24;

const withoutScheme = (url: string) => url.replace(/^https?:\/\//, "").replace(/\/$/, "");

const textStyle = (font: string, size: number, minSize: number, color = INK, lineGap = 0): TextStyle => ({
  font,
  size,
  minSize,
  color,
  lineGap,
});

const BODY = textStyle("Helvetica", 10.5, 8, INK, 2.5);
const SMALL = textStyle("Helvetica", 8.5, 7, INK, 1);
const SMALL_BOLD = textStyle("Helvetica-Bold", 9, 7);
const NOTE = textStyle("Helvetica", 7.5, 6.5, MUTED);

export function drawPressPdf(
  sheet: PressSheet,
  pictures: SheetPictures,
  paper: Paper,
  displayFont: Buffer,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: paper === "a4" ? "A4" : "LETTER",
    margin: 0,
    lang: sheet.lang,
    displayTitle: true,
    info: { Title: sheet.title, Author: sheet.name, Subject: sheet.pitch },
  });
  doc.registerFont(DISPLAY, displayFont);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  new Page(doc, sheet).draw(pictures);
  doc.end();
  return done;
}

class Page {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly sheet: PressSheet,
  ) {}

  draw(pictures: SheetPictures) {
    const { doc, sheet } = this;
    const { width, height } = doc.page;
    const content = width - 2 * MARGIN;
    this.header(pictures.logo, { x: MARGIN, y: 20, width: content, bottom: HEADER_HEIGHT });

    const pageBottom = height - 28;
    const footerTop = pageBottom - FOOTER_HEIGHT;
    const pitch: Column = { x: MARGIN, y: HEADER_HEIGHT + 18, width: content, bottom: HEADER_HEIGHT + 76 };
    paragraph(this.doc, pitch, sheet.pitch, textStyle("Helvetica-Bold", 15, 10, INK, 1));
    // The contacts come right under the pitch, where a booker looks first.
    const contact = { ...pitch, y: pitch.y + 10, bottom: pitch.y + 10 + this.contactsHeight() };
    this.contacts(contact);

    const leftWidth = Math.round(content * 0.58);
    const left: Column = { x: MARGIN, y: contact.y + 14, width: leftWidth, bottom: footerTop - 20 };
    const right: Column = { ...left, x: MARGIN + leftWidth + GUTTER, width: content - leftWidth - GUTTER };
    this.photo(left, pictures.photo);
    // Without a photo, room is kept below for the music.
    const beside = { ...right, bottom: pictures.photo ? left.y : right.bottom - 100 };
    this.numbers(beside);
    this.notableShows(beside);
    const lineUpBeside = this.lineUp(beside, true);
    const below = Math.max(left.y, beside.y) + 6;
    Object.assign(left, { y: below });
    Object.assign(right, { y: below });
    this.story(left);
    this.music(right);
    this.videos(right);
    if (!lineUpBeside) this.lineUp(right, false);
    this.footer({ x: MARGIN, y: footerTop, width: content, bottom: pageBottom });
  }

  private header(logo: Buffer | null, box: Column) {
    const { doc, sheet } = this;
    doc.rect(0, 0, doc.page.width, HEADER_HEIGHT).fill(sheet.colours.header);
    const logoWidth = logo ? 150 : 0;
    if (logo) {
      doc.image(logo, box.x + box.width - logoWidth, 22, {
        fit: [logoWidth, HEADER_HEIGHT - 44],
        align: "right",
        valign: "center",
      });
    }
    const words = { ...box, width: box.width - (logo ? logoWidth + GUTTER : 0) };
    line(this.doc, words, sheet.name, textStyle(DISPLAY, 36, 16, WHITE));
    line(
      this.doc,
      { ...words, y: HEADER_HEIGHT - 30 },
      sheet.tagline.toUpperCase(),
      textStyle("Helvetica-Bold", 9, 6.5, sheet.colours.onHeader),
    );
  }

  private photo(column: Column, photo: Buffer | null) {
    if (!photo) return;
    const height = Math.min(column.width / PHOTO_ASPECT, room(column) * 0.45);
    this.doc.image(photo, column.x, column.y, { fit: [column.width, height] });
    column.y += height + 4;
    if (this.sheet.photoCredit) line(this.doc, column, this.sheet.photoCredit, NOTE);
    column.y += 12;
  }

  private story(column: Column) {
    const { doc, sheet } = this;
    // Room kept for the first quote: two lines and its source.
    const bio = { ...column, bottom: column.bottom - (sheet.quotes.length > 0 ? 46 : 0) };
    if (this.heading(bio, sheet.headings.about)) {
      paragraph(doc, bio, sheet.shortBio, BODY);
      column.y = bio.y + 12;
    }
    for (const quote of sheet.quotes) {
      if (room(column) < 34) break;
      const words = { ...column, bottom: column.bottom - 12 };
      paragraph(doc, words, `“${quote.text}”`, textStyle("Helvetica-Oblique", 10, 8, INK, 1.5), 3);
      column.y = words.y + 3;
      line(doc, column, `— ${quote.source}`, NOTE);
      column.y += 8;
    }
  }

  private notableShows(column: Column) {
    if (this.sheet.notable.length === 0 || !this.heading(column, this.sheet.headings.notableShows)) return;
    for (const show of this.sheet.notable) {
      if (!paragraph(this.doc, column, show, SMALL, 2)) break;
      column.y += 3;
    }
    column.y += 9;
  }

  private music(column: Column) {
    const { sheet } = this;
    if (!this.heading(column, sheet.headings.music)) return;
    const address = textStyle("Helvetica", 8.5, 7, sheet.colours.accent);
    for (const page of sheet.listen) line(this.doc, column, withoutScheme(page.url), address, page.url);
    column.y += 5;
    for (const release of sheet.releases) {
      if (room(column) < 26) break;
      line(this.doc, column, `${release.title} (${release.about})`, SMALL_BOLD);
      links(this.doc, column, release.links, textStyle("Helvetica", 8.5, 7, sheet.colours.accent));
      column.y += 4;
    }
    column.y += 9;
  }

  private videos(column: Column) {
    const { doc, sheet } = this;
    if (sheet.videos.length === 0 || !this.heading(column, sheet.headings.videos)) return;
    const address = textStyle("Helvetica", 8.5, 7, sheet.colours.accent);
    for (const video of sheet.videos) {
      if (room(column) < 24) break;
      line(doc, column, video.label, SMALL_BOLD, video.url);
      line(doc, column, withoutScheme(video.url), address, video.url);
      column.y += 4;
    }
    column.y += 9;
  }

  /** With `whole`, only when every member fits. Whether it was drawn. */
  private lineUp(column: Column, whole: boolean): boolean {
    const { members, headings } = this.sheet;
    if (members.length === 0) return true;
    this.doc.font(SMALL.font).fontSize(SMALL.size);
    const needed = 32 + members.length * this.doc.currentLineHeight(true);
    if ((whole && room(column) < needed) || !this.heading(column, headings.lineUp)) return false;
    for (const member of members) if (!line(this.doc, column, member, SMALL)) break;
    column.y += 9;
    return true;
  }

  private numbers(column: Column) {
    const { sheet } = this;
    if (sheet.numbers.length === 0) return;
    const each = column.width / sheet.numbers.length;
    let bottom = column.y;
    sheet.numbers.forEach((number, index) => {
      const box = { ...column, x: column.x + index * each, width: each - 6 };
      line(this.doc, box, number.value, textStyle(DISPLAY, 24, 12, sheet.colours.accent));
      line(this.doc, box, number.label, NOTE);
      bottom = Math.max(bottom, box.y);
    });
    column.y = bottom + 16;
  }

  private contactsHeight(): number {
    return Math.min(this.sheet.contacts.length, MAX_CONTACTS) * CONTACT_ROW;
  }

  private contacts(box: Column) {
    const roleWidth = 100;
    for (const contact of this.sheet.contacts.slice(0, MAX_CONTACTS)) {
      line(
        this.doc,
        { ...box, width: roleWidth - 8 },
        contact.role,
        textStyle("Helvetica-Bold", 9.5, 7),
        undefined,
        false,
      );
      const text = { ...box, x: box.x + roleWidth, width: box.width - roleWidth };
      line(this.doc, text, contact.text, textStyle("Helvetica", 9.5, 7), contact.mailto, false);
      box.y += CONTACT_ROW;
    }
  }

  private footer(box: Column) {
    const { doc, sheet } = this;
    doc
      .moveTo(box.x, box.y)
      .lineTo(box.x + box.width, box.y)
      .lineWidth(0.75)
      .strokeColor(sheet.colours.accent)
      .stroke();
    box.y += 10;
    line(this.doc, box, sheet.footer, NOTE, sheet.pressPage);
  }

  /** False, and nothing drawn, when there is no room for it and a line below. */
  private heading(column: Column, text: string): boolean {
    if (room(column) < 32) return false;
    line(this.doc, column, text.toUpperCase(), textStyle(DISPLAY, 12, 12, this.sheet.colours.accent));
    column.y += 3;
    return true;
  }
}
