import { extname } from "node:path";

import { SHOW_COLUMNS, type ShowColumn, type ShowFields } from "#app/lib/shows/fields.ts";
import { parseNewShow, ShowInputError } from "#app/lib/shows/input.ts";

import { parse } from "../arguments.ts";
import { CsvError, type CsvRow, parseCsvRows } from "../csv.ts";
import { COLUMN_NAMES, findColumn } from "./columns.ts";
import { checkFlyerFile } from "./flyers.ts";
import { findTimeColumn, TIME_COLUMN_NAMES, type TimeColumn, withTimeColumns } from "./import-columns.ts";
import { noteUnknownPlaces } from "./place-note.ts";
import type { Open, ShowsCli } from "./shows-cli.ts";

type ImportRow = {
  /** As a spreadsheet numbers it (the header is row 1); a JSON row from 1. */
  row: number;
  line?: number;
  values: Partial<Record<ShowColumn, unknown>>;
  names: Partial<Record<ShowColumn | TimeColumn, string>>;
  times?: Partial<Record<TimeColumn, unknown>>;
  rowProblem?: string;
};

const ACCEPTED_COLUMNS =
  "The columns, in any case, with or without spaces:\n" +
  [
    ...SHOW_COLUMNS.map((column) => COLUMN_NAMES[column]),
    [...TIME_COLUMN_NAMES.time, "(beside date)"],
    [...TIME_COLUMN_NAMES.doors, "(a time: the notes' doors)"],
  ]
    .map((names) => `  ${names.join(", ")}`)
    .join("\n");

type FileColumn = ShowColumn | TimeColumn;
const findFileColumn = (name: string): FileColumn | undefined => findColumn(name) ?? findTimeColumn(name);

function findColumns(names: readonly string[], where: string): FileColumn[] {
  const unknown = names.filter((name) => !findFileColumn(name));
  if (unknown.length) {
    const list = unknown.map((name) => `"${name}"`).join(", ");
    throw new Error(`${where}: unknown column${unknown.length > 1 ? "s" : ""} ${list}. ${ACCEPTED_COLUMNS}`);
  }
  const columns = names.map((name) => findFileColumn(name)!);
  columns.forEach((column, index) => {
    const first = columns.indexOf(column);
    if (first === index) return;
    const [one, other] = [names[first], names[index]];
    throw new Error(
      one === other
        ? `${where}: the column "${one}" appears twice`
        : `${where}: the columns "${one}" and "${other}" are the same column, ${column}: keep one`,
    );
  });
  return columns;
}

const isTimeColumn = (column: FileColumn): column is TimeColumn => column === "time" || column === "doors";

function byColumn<T>(columns: readonly FileColumn[], items: readonly T[]) {
  const show: Partial<Record<ShowColumn, T>> = {};
  const times: Partial<Record<TimeColumn, T>> = {};
  columns.forEach((column, index) => {
    if (isTimeColumn(column)) times[column] = items[index];
    else show[column] = items[index];
  });
  return { show, times };
}

const namesByColumn = (columns: readonly FileColumn[], names: readonly string[]) =>
  Object.fromEntries(columns.map((column, index) => [column, names[index]])) as Partial<
    Record<FileColumn, string>
  >;

function readJson(path: string, text: string): ImportRow[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${path} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  if (!Array.isArray(data)) throw new Error(`${path} must hold an array of shows, as "export" writes`);
  return data.map((fields: unknown, index) => {
    const row = index + 1;
    if (typeof fields !== "object" || fields === null || Array.isArray(fields)) {
      return { row, values: {}, names: {}, rowProblem: "is not an object of columns" };
    }
    const columns = findColumns(Object.keys(fields), `${path}, row ${row}`);
    const { show, times } = byColumn(columns, Object.values(fields));
    return { row, values: show, times, names: namesByColumn(columns, Object.keys(fields)) };
  });
}

function readCsv(path: string, text: string): ImportRow[] {
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
  // A column whose header a spreadsheet left empty is no column, as long as it holds nothing.
  const unnamed = header.findIndex(
    (name, index) => name === "" && body.some(({ fields }) => (fields[index] ?? "").trim() !== ""),
  );
  if (unnamed >= 0)
    throw new Error(`${path}: column ${unnamed + 1} holds values but has no name in the header`);
  const kept = header.flatMap((name, index) => (name === "" ? [] : [index]));
  const names = kept.map((index) => header[index]!);
  const columns = findColumns(names, path);
  if (!columns.includes("venue")) throw new Error(`${path} has no venue column: every show needs a venue`);
  return body.map(({ fields: cells, row, line }) => {
    // More cells than columns: a stray comma shifted the row; never guess which cell is which.
    const extra = cells.slice(header.length).some((cell) => cell.trim() !== "");
    const { show, times } = byColumn(
      columns,
      kept.map((index) => cells[index] ?? ""),
    );
    return {
      row,
      line,
      values: show,
      times,
      names: namesByColumn(columns, names),
      rowProblem: extra ? `has ${cells.length} cells but the header has ${header.length} columns` : undefined,
    };
  });
}

function readImportFile(path: string, text: string): ImportRow[] {
  const extension = extname(path).toLowerCase();
  if (extension === ".json") return readJson(path, text);
  if (extension === ".csv") return readCsv(path, text);
  throw new Error(`${path}: give a .json or .csv file`);
}

function describeValue(name: string, value: unknown, message: string): string {
  const empty = value === undefined || value === null || (typeof value === "string" && value.trim() === "");
  const shown = typeof value === "string" ? `"${value}"` : JSON.stringify(value);
  return `${name}${empty ? "" : ` ${shown}`} ${message}`;
}

function checkImportRows(rows: ImportRow[], timeZone: string) {
  const problems: string[] = [];
  const shows: (ShowFields & { id?: number })[] = [];
  const seenIds = new Map<number, number>();
  for (const { row, line, values, names, times = {}, rowProblem } of rows) {
    const where = `row ${row}${line && line !== row ? ` (line ${line})` : ""}`;
    if (rowProblem) {
      problems.push(`${where}: ${rowProblem}`);
      continue;
    }
    const report = (column: FileColumn, value: unknown, message: string) =>
      problems.push(`${where}: ${describeValue(names[column] ?? column, value, message)}`);
    let id: number | undefined;
    const rawId = values.id;
    if (rawId !== undefined && rawId !== null && rawId !== "") {
      if (!/^\d+$/.test(String(rawId)) || Number(rawId) < 1) {
        report("id", rawId, "is not a show id (a whole number from 1)");
      } else {
        id = Number(rawId);
        const earlier = seenIds.get(id);
        if (earlier) report("id", rawId, `is the same id as row ${earlier}`);
        seenIds.set(id, row);
      }
    }
    // A Time cell joins the date, a Doors cell the notes; each problem names the cell as written.
    const timed = withTimeColumns(values, times, names);
    try {
      const show = parseNewShow({ ...values, date: timed.date, notes: timed.notes }, timeZone);
      checkFlyerFile(show, values);
      if (timed.problems.length === 0) shows.push(id === undefined ? show : { ...show, id });
    } catch (error) {
      if (!(error instanceof ShowInputError)) throw error;
      for (const problem of error.problems) report(problem.field, values[problem.field], problem.message);
    }
    for (const problem of timed.problems) {
      report(
        problem.column,
        problem.column === "notes" || problem.column === "date"
          ? values[problem.column]
          : times[problem.column],
        problem.message,
      );
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
    noteUnknownPlaces(stored, cli);
  } else {
    const added = await store.add(shows.map(({ id: _id, ...show }) => show));
    cli.out(
      `Added ${added.length} show${added.length === 1 ? "" : "s"} from ${path}` +
        (added.length ? ` (ids ${added.map((show) => show.id).join(", ")})` : "") +
        ` to ${store.description}.\n`,
    );
    noteUnknownPlaces(added, cli);
  }
  return 0;
}
