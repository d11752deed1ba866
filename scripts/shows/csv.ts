/**
 * CSV as spreadsheets write it (RFC 4180): a header row, commas between
 * fields, and double quotes around any field holding a comma, a quote or a
 * line break, with quotes inside doubled.
 */

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(quote).join(",")).join("\r\n") + "\r\n";
}

function quote(field: string): string {
  return /[",\r\n]/.test(field) || field !== field.trim() ? `"${field.replaceAll('"', '""')}"` : field;
}

export class CsvError extends Error {
  override name = "CsvError";
}

/** Rows of fields; the first is the header. Throws a CsvError naming the line of a broken quote. */
export function parseCsv(text: string): string[][] {
  return parseCsvRows(text).map((row) => row.fields);
}

export interface CsvRow {
  fields: string[];
  /** The line of the file the row starts on (a quoted cell may span lines). */
  line: number;
}

/** Like parseCsv, with the line each row starts on, for messages. */
export function parseCsvRows(text: string): CsvRow[] {
  const rows: CsvRow[] = [];
  let row: string[] = [];
  let rowLine = 1;
  let field = "";
  let quoted = false;
  let line = 1;
  let quoteLine = 0;
  const input = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
        const next = input[i + 1];
        if (next !== undefined && next !== "," && next !== "\r" && next !== "\n") {
          throw new CsvError(`line ${line}: a closing quote must end its field`);
        }
      } else {
        if (char === "\n") line++;
        field += char;
      }
    } else if (char === '"' && field === "") {
      quoted = true;
      quoteLine = line;
    } else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && input[i + 1] === "\n") i++;
      row.push(field);
      rows.push({ fields: row, line: rowLine });
      row = [];
      field = "";
      line++;
      rowLine = line;
    } else {
      field += char;
    }
  }
  if (quoted) throw new CsvError(`line ${quoteLine}: a quoted field is never closed`);
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push({ fields: row, line: rowLine });
  }
  // Blank lines (a trailing one above all) are not rows.
  return rows.filter(({ fields }) => fields.length > 1 || fields[0] !== "");
}
