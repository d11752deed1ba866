import { CsvError as ParseError, parse, type Options } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";

/**
 * CSV as spreadsheets write it (RFC 4180), through csv-parse and
 * csv-stringify: a header row, commas between fields, double quotes around
 * any field holding a comma, a quote, a line break or outer spaces, with
 * quotes inside doubled. Messages name the line of the file.
 */

/**
 * A cell a spreadsheet would run as a formula (OWASP's CSV injection rule:
 * =, +, -, @, a tab or a CR first) is written behind a ', as a spreadsheet
 * user types it to mean "text"; one already behind quotes gets one more, so
 * that reading drops exactly one. A plain negative number (a longitude) runs
 * nothing and stays a number (decision 071).
 */
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
    // Any line break (not only CRLF), and outer spaces (a BOM among them), so that nobody trims them.
    quoted_match: /[\r\n]|^\s|\s$/,
  });
}

export class CsvError extends Error {
  override name = "CsvError";
}

export interface CsvRow {
  fields: string[];
  /** The row a spreadsheet shows it in: the header is row 1, and a blank line is an empty row. */
  row: number;
  /** The line of the file the row starts on (a quoted cell may span lines). */
  line: number;
}

const OPTIONS: Options = {
  bom: true,
  relax_column_count: true,
  // Spreadsheets and editors end lines in any of the three ways, sometimes mixed.
  record_delimiter: ["\r\n", "\n", "\r"],
};

const LINE_BREAK = /\r\n|\n|\r/g;
const lineBreaks = (text: string) => text.match(LINE_BREAK)?.length ?? 0;

/**
 * Rows of fields, the header first, each with its row and the line it starts
 * on, each cell as it was before toCsv kept it from being a formula. Throws a CsvError naming the line of a broken quote.
 */
export function parseCsvRows(text: string): CsvRow[] {
  checkQuotes(text);
  // A quote inside an unquoted field (5" vinyl) is just a character.
  const records = parse(text, { ...OPTIONS, relax_quotes: true, raw: true }) as unknown as {
    record: string[];
    raw: string;
  }[];
  // csv-parse's own line count takes a CRLF inside quotes for two lines. The
  // raw texts follow one another (a CRLF that ends a record leaves only its CR),
  // so their line breaks give the line each record starts on.
  let line = 1;
  const rows = records.map(({ record, raw }, index) => {
    const row = { fields: record.map(asWritten), row: index + 1, line };
    line += lineBreaks(raw);
    return row;
  });
  // Blank lines (and a lone "") are not rows.
  return rows.filter(({ fields }) => fields.length > 1 || fields[0] !== "");
}

/**
 * relax_quotes also lets text follow a closing quote ("x"y), so a strict pass
 * looks for that and for an unclosed quote, letting only quotes inside
 * unquoted fields through. It reads the text with every line break as LF,
 * where csv-parse counts lines right; quoting is the same.
 */
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
    // csv-parse names the last line; the message names the line the quote
    // opens on. After that quote come only other characters and doubled
    // quotes, and it is the first quote to be so followed: an earlier one
    // would have to pair it with the quote after it, which the count of the
    // quotes in its run forbids.
    const opening = lf.search(/"(?:[^"]|"")*$/);
    throw new CsvError(`line ${lineBreaks(lf.slice(0, opening)) + 1}: a quoted field is never closed`);
  }
}
