import { CsvError as ParseError, parse, type Info } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";

/**
 * CSV as spreadsheets write it (RFC 4180), through csv-parse and
 * csv-stringify: a header row, commas between fields, double quotes around
 * any field holding a comma, a quote, a line break or outer spaces, with
 * quotes inside doubled. Messages name the line of the file.
 */

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify([header, ...rows] as string[][], {
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
  /** The line of the file the row starts on (a quoted cell may span lines). */
  line: number;
}

type Parsed = { record: string[]; info: Info; raw: string }[];

const LINE_BREAK = /\r\n|\n|\r/g;
const lineBreaks = (text: string) => text.match(LINE_BREAK)?.length ?? 0;

/** Rows of fields, the header first, each with its line. Throws a CsvError naming the line of a broken quote. */
export function parseCsvRows(text: string): CsvRow[] {
  const input = text.replace(/^\uFEFF/, "");
  // Spreadsheets and editors end lines in any of the three ways, sometimes mixed.
  const options = { relax_column_count: true, info: true, raw: true, record_delimiter: ["\r\n", "\n", "\r"] };
  let records: Parsed;
  try {
    // Strict first: it finds a closing quote followed by text ("x"y), which relax_quotes lets through.
    records = parse(input, { ...options, relax_quotes: false }) as unknown as Parsed;
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    if (error.code === "CSV_INVALID_CLOSING_QUOTE") {
      throw new CsvError(`line ${error.lines}: a closing quote must end its field`);
    }
    if (error.code === "CSV_QUOTE_NOT_CLOSED") throw unclosedQuote(input);
    if (error.code !== "INVALID_OPENING_QUOTE") throw new CsvError(`line ${error.lines}: ${error.message}`);
    // A quote inside an unquoted field (5" vinyl) is just a character here.
    records = parse(input, { ...options, relax_quotes: true }) as unknown as Parsed;
  }
  return (
    records
      // info.lines is the line a record ends on; a quoted cell may have spanned some before it.
      .map(({ record, info, raw }) => ({
        fields: record,
        line: info.lines - lineBreaks(raw.replace(/(?:\r\n|\n|\r)$/, "")),
      }))
      // Blank lines are not rows.
      .filter(({ fields }) => fields.length > 1 || fields[0] !== "")
  );
}

/**
 * csv-parse reports an unclosed quote at the end of the file; the band needs
 * the line it opens on. Fields are read again, simply, only to find it.
 */
function unclosedQuote(input: string): CsvError {
  let line = 1;
  let quoted = false;
  let opened = 1;
  let fieldStart = true;
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') i++;
      else if (char === '"') quoted = false;
    } else if (char === '"' && fieldStart) {
      quoted = true;
      opened = line;
    }
    if (char === "\n" || (char === "\r" && input[i + 1] !== "\n")) line++;
    fieldStart = !quoted && (char === "," || char === "\n" || char === "\r");
  }
  return new CsvError(`line ${opened}: a quoted field is never closed`);
}
