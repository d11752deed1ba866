import { extname } from "node:path";
import { SHOW_COLUMNS, SHOW_FIELDS, type ShowField, type ShowFields } from "#app/lib/shows/fields.ts";
import { parseNewShow, ShowInputError } from "#app/lib/shows/input.ts";
import { describeProblem, parse } from "./arguments.ts";
import type { Open, ShowsCli } from "./commands.ts";
import { CsvError, parseCsvRows, type CsvRow } from "./csv.ts";

/**
 * `import <file>`: a .json or .csv file of shows, in the columns `export`
 * writes. Every row is checked before anything is written.
 */

const isListColumn = (name: string) =>
  name in SHOW_FIELDS && SHOW_FIELDS[name as ShowField].type === "text[]";

type ImportRow = {
  row: number;
  line?: number;
  fields: Record<string, unknown>;
  /** The row's cells do not fit the header. */
  cellProblem?: string;
};

/** The rows of a .json or .csv file, before checking their values. */
function readImportFile(path: string, text: string): ImportRow[] {
  const extension = extname(path).toLowerCase();
  if (extension === ".json") {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      throw new Error(`${path} is not valid JSON: ${(error as Error).message}`, { cause: error });
    }
    if (!Array.isArray(data)) throw new Error(`${path} must hold an array of shows, as "export" writes`);
    return data.map((fields, index) => ({ row: index + 1, fields: fields as Record<string, unknown> }));
  }
  if (extension === ".csv") {
    let rows: CsvRow[];
    try {
      rows = parseCsvRows(text);
    } catch (error) {
      if (error instanceof CsvError) throw new Error(`${path}: ${error.message}`, { cause: error });
      throw error;
    }
    const [headerRow, ...body] = rows;
    if (!headerRow) throw new Error(`${path} is empty: it needs a header row of column names`);
    const header = headerRow.fields.map((name) => name.trim());
    const repeated = header.filter((name, index) => header.indexOf(name) !== index);
    if (repeated.length) throw new Error(`${path}: the column "${repeated[0]}" appears twice in the header`);
    const unknown = header.filter((name) => !(SHOW_COLUMNS as readonly string[]).includes(name));
    if (unknown.length) {
      throw new Error(
        `${path}: unknown column ${unknown.map((name) => `"${name}"`).join(", ")}; the columns are ${SHOW_COLUMNS.join(",")}`,
      );
    }
    return body.map(({ fields: cells, line }, index) => {
      const fields: Record<string, unknown> = {};
      header.forEach((name, column) => {
        const cell = cells[column] ?? "";
        fields[name] = cell === "" ? null : cell;
      });
      // A list column: a JSON list as export writes it (names may hold commas), or "A, B" as typed in a spreadsheet.
      for (const name of header) {
        const cell = fields[name];
        if (!isListColumn(name) || typeof cell !== "string" || !cell.trim().startsWith("[")) continue;
        try {
          fields[name] = JSON.parse(cell) as unknown;
        } catch {
          fields[name] = { notAList: cell };
        }
      }
      // More cells than columns: a stray comma shifted the row; never guess which cell is which.
      const cellProblem =
        cells.length > header.length
          ? `has ${cells.length} cells but the header has ${header.length} columns`
          : undefined;
      return { row: index + 1, line, fields, cellProblem };
    });
  }
  throw new Error(`${path}: give a .json or .csv file`);
}

function checkImportRows(rows: ImportRow[], timeZone: string) {
  const problems: string[] = [];
  const shows: (ShowFields & { id?: number })[] = [];
  const seenIds = new Map<number, number>();
  for (const { row, line, fields, cellProblem } of rows) {
    const where = `row ${row}${line ? ` (line ${line})` : ""}`;
    if (cellProblem) {
      problems.push(`${where}: ${cellProblem}`);
      continue;
    }
    if (typeof fields !== "object" || fields === null || Array.isArray(fields)) {
      problems.push(`${where}: is not an object of columns`);
      continue;
    }
    for (const key of Object.keys(fields)) {
      if (!(SHOW_COLUMNS as readonly string[]).includes(key)) {
        problems.push(`${where}: unknown column "${key}"; the columns are ${SHOW_COLUMNS.join(",")}`);
      }
    }
    let id: number | undefined;
    const rawId = fields.id;
    if (rawId !== undefined && rawId !== null && rawId !== "") {
      if (!/^\d+$/.test(String(rawId)) || Number(rawId) < 1) {
        problems.push(`${where}, id ${JSON.stringify(rawId)}: is not a show id (a whole number from 1)`);
      } else {
        id = Number(rawId);
        const earlier = seenIds.get(id);
        if (earlier) problems.push(`${where}, id ${JSON.stringify(rawId)}: is the same id as row ${earlier}`);
        seenIds.set(id, row);
      }
    }
    try {
      const show = parseNewShow(fields as Partial<Record<ShowField, unknown>>, timeZone);
      shows.push(id === undefined ? show : { ...show, id });
    } catch (error) {
      if (!(error instanceof ShowInputError)) throw error;
      for (const problem of error.problems) {
        const value = (problem.value as { notAList?: string } | null)?.notAList ?? problem.value;
        problems.push(`${where}, ${describeProblem({ ...problem, value }, "", false)}`);
      }
    }
  }
  return { shows, problems };
}

export async function importShows(args: string[], cli: ShowsCli, open: Open): Promise<number> {
  const { values, positionals } = parse(args, { replace: { type: "boolean" } }, 1, "the file to import");
  const path = positionals[0]!;
  let text: string;
  try {
    text = cli.readFile(path);
  } catch (error) {
    throw new Error(
      `cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      { cause: error },
    );
  }
  const rows = readImportFile(path, text);
  const { shows, problems } = checkImportRows(rows, cli.timeZone);
  if (problems.length) {
    cli.err(
      `Nothing was imported: ${problems.length} problem${problems.length === 1 ? "" : "s"} in ${path}:\n` +
        problems.map((problem) => `  ${problem}`).join("\n") +
        "\n",
    );
    return 1;
  }
  const store = await open(values.store);
  if (values.replace) {
    const stored = await store.replaceAll(shows);
    cli.out(`Replaced every show in ${store.description} with the ${stored.length} in ${path}.\n`);
  } else {
    const added = await store.add(shows.map(({ id: _id, ...show }) => show));
    cli.out(
      `Added ${added.length} show${added.length === 1 ? "" : "s"} from ${path}` +
        (added.length ? ` (ids ${added.map((show) => show.id).join(", ")})` : "") +
        ` to ${store.description}.\n`,
    );
  }
  return 0;
}
