import { extname } from "node:path";
import { parseArgs, type ParseArgsConfig } from "node:util";
import {
  parseNewShow,
  parseShowFields,
  ShowInputError,
  type FieldProblem,
  type ShowField,
  type ShowFields,
} from "~/lib/show-input";
import { isUpcoming } from "~/lib/show-dates";
import type { Show } from "~/lib/shows";
import { CsvError, parseCsvRows, type CsvRow } from "./csv";
import { describeShow, EXPORT_COLUMNS, formatTable, toJson, toShowsCsv } from "./format";
import { ReadOnlyStoreError, type ShowsStore } from "./store";

/**
 * `npm run shows -- <command>`: the band's shows from the command line.
 * Everything outside (the store, the terminal, the clock) comes in through
 * `ShowsCli`, so the tests drive the same code the band runs.
 */

export interface ShowsCli {
  /** Opens the store the environment points at (only when a command needs it). */
  openStore(choice: StoreChoice): Promise<ShowsStore>;
  timeZone: string;
  now(): Date;
  out(text: string): void;
  err(text: string): void;
  /** Asks a yes/no question; null when there is nobody to ask (not a terminal). */
  confirm(question: string): Promise<boolean | null>;
  readFile(path: string): string;
}

export type StoreChoice = "default" | "embedded" | "hosted";

/** A mistake in how the command was typed: exit code 2, with the usage. */
class UsageError extends Error {}

const FIELD_OPTIONS = {
  date: "date",
  venue: "venue",
  city: "city",
  state: "state",
  price: "price",
  ages: "ageRestriction",
  with: "supportingArtists",
  tickets: "ticketLink",
  flyer: "flyerLink",
} as const satisfies Record<string, ShowField>;

const OPTION_OF = Object.fromEntries(
  Object.entries(FIELD_OPTIONS).map(([option, field]) => [field, option]),
) as Record<ShowField, string>;

const STORE_OPTION = { store: { type: "string" }, help: { type: "boolean", short: "h" } } as const;
const FIELD_ARGUMENTS = Object.fromEntries(
  Object.keys(FIELD_OPTIONS).map((option) => [option, { type: "string" }]),
) as Record<keyof typeof FIELD_OPTIONS, { type: "string" }>;

const WHEN = `<when> is "2026-05-01 20:00", "2026-05-01T20:00", "2026-05-01 8pm", "2026-05-01" (time not
announced), an ISO date with an offset, or "TBA". Without an offset it is the band's local time.`;

const FIELDS_HELP = `  --date <when>      when it starts (required for add)
  --venue <text>     where (required for add)
  --city <text>      --state <text>
  --price <dollars>  e.g. 15 or 12.50; none: no price shown
  --ages <age>       minimum age, a whole number 0-99 (e.g. 21); none: all ages
  --with "A, B"      supporting artists, separated by commas
  --tickets <url>    --flyer <url>    http(s) links`;

const HELP: Record<string, string> = {
  main: `Usage: npm run shows -- <command> [options]

Commands:
  list [--all] [--json]          upcoming shows (--all: past ones too)
  add --date <when> --venue <v>  add a show; prints its id
  edit <id> --<field> <value>    change fields; --<field> "" clears an optional one
  remove <id> [--yes]            remove a show (asks first unless --yes)
  import <file> [--replace]      add shows from .json or .csv (--replace: replace all)
  export [--format json|csv]     every show, to standard output

Every command takes --help, and --store embedded|hosted to choose the store
(default: hosted when SUPABASE_URL is set, else the embedded database in DATA_DIR).`,
  list: `Usage: npm run shows -- list [--all] [--json]

Upcoming shows (those the site lists) as a table in the band's time zone.
  --all    past shows too
  --json   the stored rows as JSON (the shape import reads)`,
  add: `Usage: npm run shows -- add --date <when> --venue <text> [options]

${FIELDS_HELP}

${WHEN}`,
  edit: `Usage: npm run shows -- edit <id> --<field> <value> [...]

${FIELDS_HELP}

--<field> "" clears an optional field. ${WHEN}`,
  remove: `Usage: npm run shows -- remove <id> [--yes]

Asks for confirmation unless --yes is given.`,
  import: `Usage: npm run shows -- import <file.json|file.csv> [--replace]

.json: an array of rows, the shape "list --json" and "export" print.
.csv: a header row of column names (${EXPORT_COLUMNS.join(",")}); supportingArtists as a
JSON list such as ["A","B"]. Every row is checked first: one bad row and nothing is written.
  --replace   replace every show, in one transaction (rows keep their ids: a restore)
Without --replace the rows are added, with new ids.`,
  export: `Usage: npm run shows -- export [--format json|csv] > shows.json

Every show, past and future, to standard output: a backup that "import --replace" restores.`,
};

function parse<T extends NonNullable<ParseArgsConfig["options"]>>(
  args: string[],
  options: T,
  positionals: 0 | 1,
  positionalName = "",
) {
  const all = { ...STORE_OPTION, ...options };
  // "--price -5" would read as two options; keep the value with its option so the check can name it.
  const joined: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const name = args[i]!.startsWith("--") ? args[i]!.slice(2) : null;
    const next = args[i + 1];
    if (name && all[name]?.type === "string" && next !== undefined && /^-\d/.test(next)) {
      joined.push(`--${name}=${next}`);
      i++;
    } else joined.push(args[i]!);
  }
  try {
    const parsed = parseArgs({ args: joined, options: all, allowPositionals: true, strict: true });
    if (parsed.positionals.length < positionals) throw new UsageError(`missing ${positionalName}`);
    if (parsed.positionals.length > positionals) {
      throw new UsageError(`unexpected argument "${parsed.positionals[positionals]}"`);
    }
    return parsed;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    // node:util's messages name the option: "Unknown option '--prize'".
    throw new UsageError((error as Error).message.replace(/\. To specify a positional.*$/s, ""));
  }
}

function storeChoice(value: unknown): StoreChoice {
  if (value === undefined) return "default";
  if (value === "embedded" || value === "hosted") return value;
  throw new UsageError(`--store must be "embedded" or "hosted", not "${String(value)}"`);
}

function showId(text: string | undefined): number {
  if (!text || !/^\d+$/.test(text) || Number(text) < 1) {
    throw new UsageError(`"${text ?? ""}" is not a show id: give the number "list" shows`);
  }
  return Number(text);
}

/** The field options given, as field → raw value. */
function fieldInput(values: Record<string, unknown>): Partial<Record<ShowField, unknown>> {
  const input: Partial<Record<ShowField, unknown>> = {};
  for (const [option, field] of Object.entries(FIELD_OPTIONS)) {
    if (values[option] !== undefined) input[field] = values[option];
  }
  return input;
}

/** `--price "-5": is not a price…` (as typed), or `price -5: …` (as a column of an import file). */
function describeProblem(problem: FieldProblem, prefix = "", asOption = true): string {
  const name =
    asOption && problem.field in OPTION_OF ? `--${OPTION_OF[problem.field as ShowField]}` : problem.field;
  const shown = typeof problem.value === "string" ? `"${problem.value}"` : JSON.stringify(problem.value);
  const value = problem.value === undefined ? "" : ` ${shown}`;
  return `${prefix}${name}${value}: ${problem.message}`;
}

/** Runs one command line; returns the exit code. */
export async function runShowsCommand(argv: string[], cli: ShowsCli): Promise<number> {
  const [command, ...args] = argv;
  let store: ShowsStore | undefined;
  const open = async (choice: unknown) => (store = await cli.openStore(storeChoice(choice)));
  try {
    if (command === undefined || command === "--help" || command === "-h" || command === "help") {
      cli.out(`${HELP.main}\n`);
      return command === undefined ? 2 : 0;
    }
    if (!Object.hasOwn(HELP, command) || command === "main") {
      throw new UsageError(`unknown command "${command}"`);
    }
    if (args.includes("--help") || args.includes("-h")) {
      cli.out(`${HELP[command]}\n`);
      return 0;
    }
    switch (command) {
      case "list":
        return await list(args, cli, open);
      case "add":
        return await add(args, cli, open);
      case "edit":
        return await edit(args, cli, open);
      case "remove":
        return await remove(args, cli, open);
      case "import":
        return await importShows(args, cli, open);
      case "export":
        return await exportShows(args, cli, open);
    }
    return 2;
  } catch (error) {
    if (error instanceof UsageError) {
      cli.err(
        `shows ${command ?? ""}: ${error.message}\nRun "npm run shows -- ${command && command !== "main" && Object.hasOwn(HELP, command) ? `${command} ` : ""}--help" for how.\n`,
      );
      return 2;
    }
    if (error instanceof ShowInputError) {
      cli.err(
        `Nothing was saved:\n${error.problems.map((problem) => describeProblem(problem, "  ")).join("\n")}\n`,
      );
      return 1;
    }
    if (error instanceof ReadOnlyStoreError) {
      cli.err(`${error.message}\n`);
      return 1;
    }
    cli.err(`shows ${command}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await store?.close();
  }
}

type Open = (choice: unknown) => Promise<ShowsStore>;

function reportInvalid(cli: ShowsCli) {
  return (id: unknown, problems: string[]) =>
    cli.err(`warning: stored show ${String(id)} is invalid and left out (${problems.join("; ")})\n`);
}

async function list(args: string[], cli: ShowsCli, open: Open): Promise<number> {
  const { values } = parse(args, { all: { type: "boolean" }, json: { type: "boolean" } }, 0);
  const store = await open(values.store);
  const now = cli.now();
  const shows = (await store.list(reportInvalid(cli))).filter(
    (show) => values.all || isUpcoming(show.date, now, cli.timeZone),
  );
  cli.out(values.json ? toJson(shows, cli.timeZone) : formatTable(shows, cli.timeZone));
  return 0;
}

async function add(args: string[], cli: ShowsCli, open: Open): Promise<number> {
  const { values } = parse(args, FIELD_ARGUMENTS, 0);
  if (values.date === undefined)
    throw new UsageError("--date is required (use --date TBA when it is not known yet)");
  if (values.venue === undefined) throw new UsageError("--venue is required");
  const show = parseNewShow(fieldInput(values), cli.timeZone);
  const store = await open(values.store);
  const [added] = await store.add([show]);
  cli.out(
    `Added show ${added!.id} to ${store.description}:\n${describeShow(added!, cli.timeZone, cli.now())}\n`,
  );
  return 0;
}

async function edit(args: string[], cli: ShowsCli, open: Open): Promise<number> {
  const { values, positionals } = parse(args, FIELD_ARGUMENTS, 1, "the show id");
  const id = showId(positionals[0]);
  const input = fieldInput(values);
  if (Object.keys(input).length === 0)
    throw new UsageError("give at least one field to change, such as --venue");
  if (input.venue === "")
    throw new ShowInputError([{ field: "venue", value: "", message: "is required and cannot be cleared" }]);
  const fields = parseShowFields(input, cli.timeZone, { complete: false });
  const store = await open(values.store);
  const edited = await store.update(id, fields);
  if (!edited) {
    cli.err(`There is no show ${id} in ${store.description}. "npm run shows -- list --all" shows the ids.\n`);
    return 1;
  }
  cli.out(`Changed show ${id}:\n${describeShow(edited, cli.timeZone, cli.now())}\n`);
  return 0;
}

async function remove(args: string[], cli: ShowsCli, open: Open): Promise<number> {
  const { values, positionals } = parse(args, { yes: { type: "boolean", short: "y" } }, 1, "the show id");
  const id = showId(positionals[0]);
  const store = await open(values.store);
  const show = (await store.list(reportInvalid(cli))).find((candidate) => candidate.id === id);
  if (!show) {
    cli.err(`There is no show ${id} in ${store.description}. "npm run shows -- list --all" shows the ids.\n`);
    return 1;
  }
  if (!values.yes) {
    const answer = await cli.confirm(
      `Remove show ${id}?\n${describeShow(show, cli.timeZone, cli.now())}\n[y/N] `,
    );
    if (answer === null)
      throw new UsageError("remove asks for confirmation: run it in a terminal, or add --yes");
    if (!answer) {
      cli.out("Nothing removed.\n");
      return 1;
    }
  }
  if (!(await store.remove(id))) {
    cli.err(`Show ${id} was already gone.\n`);
    return 1;
  }
  cli.out(`Removed show ${id}.\n`);
  return 0;
}

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
    const unknown = header.filter((name) => !(EXPORT_COLUMNS as readonly string[]).includes(name));
    if (unknown.length) {
      throw new Error(
        `${path}: unknown column ${unknown.map((name) => `"${name}"`).join(", ")}; the columns are ${EXPORT_COLUMNS.join(",")}`,
      );
    }
    return body.map(({ fields: cells, line }, index) => {
      const fields: Record<string, unknown> = {};
      header.forEach((name, column) => {
        const cell = cells[column] ?? "";
        fields[name] = cell === "" ? null : cell;
      });
      // A JSON list as export writes it (names may hold commas), or "A, B" as typed in a spreadsheet.
      const artists = fields.supportingArtists;
      if (typeof artists === "string" && artists.trim().startsWith("[")) {
        try {
          fields.supportingArtists = JSON.parse(artists) as unknown;
        } catch {
          fields.supportingArtists = { notAList: artists };
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
      if (!(EXPORT_COLUMNS as readonly string[]).includes(key)) {
        problems.push(`${where}: unknown column "${key}"; the columns are ${EXPORT_COLUMNS.join(",")}`);
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

async function importShows(args: string[], cli: ShowsCli, open: Open): Promise<number> {
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

async function exportShows(args: string[], cli: ShowsCli, open: Open): Promise<number> {
  const { values } = parse(args, { format: { type: "string" } }, 0);
  const format = values.format ?? "json";
  if (format !== "json" && format !== "csv")
    throw new UsageError(`--format must be json or csv, not "${format}"`);
  const store = await open(values.store);
  let invalid = 0;
  const shows: Show[] = await store.list((id, problems) => {
    invalid++;
    reportInvalid(cli)(id, problems);
  });
  cli.out(format === "csv" ? toShowsCsv(shows, cli.timeZone) : toJson(shows, cli.timeZone));
  // A backup that leaves rows out must not look like a good one.
  return invalid ? 1 : 0;
}
