import { CsvError as ParseError, type Options, parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";

// OWASP's CSV injection rule: a formula cell is written behind a ' and read back without it (decision 071).
const FORMULA = /^'*[=+\-@\t\r]/;
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;
const ESCAPED_FORMULA = /^'+[=+\-@\t\r]/;

const unlikeFormula = (cell: string) =>
  FORMULA.test(cell) && !NEGATIVE_NUMBER.test(cell) ? `'${cell}` : cell;
const asWritten = (cell: string) => (ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell);

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const cells = [header, ...rows].map((row) => row.map(unlikeFormula));
  return stringify(cells, {
    record_delimiter: "\r\n",
    // Outer spaces (a BOM among them) too, so that nobody trims them.
    quoted_match: /[\r\n]|^\s|\s$/,
  });
}

export class CsvError extends Error {
  override name = "CsvError";
}

export interface CsvRow {
  fields: string[];
  /** The header is row 1, and a blank line is an empty row. */
  row: number;
  /** Where the row starts in the file (a quoted cell may span lines). */
  line: number;
}

const OPTIONS: Options = {
  bom: true,
  relax_column_count: true,
  record_delimiter: ["\r\n", "\n", "\r"],
};

const LINE_BREAK = /\r\n|\n|\r/g;
const lineBreaks = (text: string) => text.match(LINE_BREAK)?.length ?? 0;

export function parseCsvRows(text: string): CsvRow[] {
  checkQuotes(text);
  // A quote inside an unquoted field (5" vinyl) is a character.
  const records = parse(text, { ...OPTIONS, relax_quotes: true, raw: true }) as unknown as {
    record: string[];
    raw: string;
  }[];
  // csv-parse counts a CRLF inside quotes as two lines; the raw texts' line breaks do not.
  let line = 1;
  const rows = records.map(({ record, raw }, index) => {
    const row = { fields: record.map(asWritten), row: index + 1, line };
    line += lineBreaks(raw);
    return row;
  });
  return rows.filter(({ fields }) => fields.length > 1 || fields[0] !== "");
}

// relax_quotes also lets text follow a closing quote ("x"y): a strict pass, on LF-only text where
// csv-parse counts lines right, refuses that and an unclosed quote.
function checkQuotes(text: string): void {
  const lf = text.replace(/\r\n?/g, "\n");
  try {
    parse(lf, {
      ...OPTIONS,
      skip_records_with_error: true,
      on_skip: (error) => {
        if (error?.code !== "INVALID_OPENING_QUOTE") throw error;
      },
    });
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    if (error.code === "CSV_INVALID_CLOSING_QUOTE") {
      throw new CsvError(`line ${error.lines}: a closing quote must end its field`);
    }
    if (error.code !== "CSV_QUOTE_NOT_CLOSED") throw new CsvError(`line ${error.lines}: ${error.message}`);
    // csv-parse names the last line; the first quote followed only by text and doubled quotes
    // is the one left open.
    const opening = lf.search(/"(?:[^"]|"")*$/);
    throw new CsvError(`line ${lineBreaks(lf.slice(0, opening)) + 1}: a quoted field is never closed`);
  }
}
