import { parseArgs, type ParseArgsConfig } from "node:util";
import { SHOW_COLUMNS, SHOW_FIELD_NAMES, SHOW_FIELDS, type ShowField } from "#app/lib/shows/fields.ts";
import type { FieldProblem } from "#app/lib/shows/input.ts";

/**
 * How the shows command is typed: its commands' --help, options and
 * arguments. The field options come from the show's field definitions.
 */

export type StoreChoice = "default" | "embedded" | "hosted";

/** A mistake in how the command was typed: exit code 2, with the usage. */
export class UsageError extends Error {}

const STORE_OPTION = { store: { type: "string" }, help: { type: "boolean", short: "h" } } as const;

/** The fields typed as options; previousDate is set by `reschedule`. */
const OPTION_FIELDS = SHOW_FIELD_NAMES.flatMap((field) => {
  const { cli } = SHOW_FIELDS[field];
  return cli ? [{ field, ...cli }] : [];
});

/** --date, --venue, … as node:util's parseArgs takes them. */
export const FIELD_ARGUMENTS = Object.fromEntries(
  OPTION_FIELDS.map(({ option }) => [option, { type: "string" }]),
) as Record<string, { type: "string" }>;

const WHEN = `<when> is "2026-05-01 20:00", "2026-05-01T20:00", "2026-05-01 8pm", "2026-05-01" (time not
announced), an ISO date with an offset, or "TBA". Without an offset it is the band's local time.`;

/** One line per field option, from the show's field definitions. */
const FIELDS_HELP = OPTION_FIELDS.map(
  ({ option, placeholder, help }) => `  ${`--${option} ${placeholder}`.padEnd(22)}${help}`,
).join("\n");

export const HELP: Record<string, string> = {
  main: `Usage: npm run shows -- <command> [options]

Commands:
  list [--all] [--json]          upcoming shows (--all: past ones too)
  add --date <when> --venue <v>  add a show; prints its id
  edit <id> --<field> <value>    change fields; --<field> "" clears an optional one
  cancel <id>                    the show is off: it stays listed as Cancelled, no tickets
  postpone <id>                  the show is off for now: listed as Postponed, on its date
  reschedule <id> --date <when>  a new date; the site says "Moved from" the old one
  remove <id> [--yes]            remove a show (asks first unless --yes); cancel keeps it for fans
  import <file> [--replace]      add shows from .json or .csv (--replace: replace all)
  export [--format json|csv]     every show, to standard output

Every command takes --help, and --store embedded|hosted to choose the store
(default: hosted when SUPABASE_URL is set, else the embedded database in DATA_DIR).`,
  list: `Usage: npm run shows -- list [--all] [--json]

Upcoming shows (those the site lists) as a table in the band's time zone, with
each show's state (scheduled, postponed, cancelled, rescheduled, sold out, on sale later).
  --all    past shows too
  --json   the stored rows as JSON (the shape import reads)`,
  add: `Usage: npm run shows -- add --date <when> --venue <text> [options]

${FIELDS_HELP}

${WHEN}`,
  edit: `Usage: npm run shows -- edit <id> --<field> <value> [...]

${FIELDS_HELP}

--<field> "" clears an optional field. ${WHEN}`,
  cancel: `Usage: npm run shows -- cancel <id>

The show is off. It stays on the site, marked Cancelled, until 4 hours after
its start, with no ticket button; its page stays. Undo: edit <id> --status scheduled`,
  postpone: `Usage: npm run shows -- postpone <id>

The show is off for now, new date to come. It stays on the site on its
original date, marked Postponed; tickets stay on offer. When the new date is
known: reschedule <id> --date <when>`,
  reschedule: `Usage: npm run shows -- reschedule <id> --date <when>

Moves the show to a new date and keeps the one it had, so the site says
"Moved from …" and calendars and search engines learn of the change.

${WHEN}`,
  remove: `Usage: npm run shows -- remove <id> [--yes]

Asks for confirmation unless --yes is given.`,
  import: `Usage: npm run shows -- import <file.json|file.csv> [--replace]

.json: an array of rows, the shape "list --json" and "export" print.
.csv: a header row of column names, as a spreadsheet writes them: ${SHOW_COLUMNS.join(", ")},
in any case and spacing ("Postal code"), or the usual names ("Supporting acts", "Tickets", "Age").
Supporting acts as "A, B". Every row is checked first: one bad row and nothing is written, and the
message names the row and the column as the file writes them ("row 3: Venue is empty").
  --replace   replace every show, in one transaction (rows keep their ids: a restore)
Without --replace the rows are added, with new ids.`,
  export: `Usage: npm run shows -- export [--format json|csv] > shows.json

Every show, past and future, to standard output: a backup that "import --replace" restores.`,
};

export function parse<T extends NonNullable<ParseArgsConfig["options"]>>(
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

export function storeChoice(value: unknown): StoreChoice {
  if (value === undefined) return "default";
  if (value === "embedded" || value === "hosted") return value;
  throw new UsageError(`--store must be "embedded" or "hosted", not "${String(value)}"`);
}

export function showId(text: string | undefined): number {
  if (!text || !/^\d+$/.test(text) || Number(text) < 1) {
    throw new UsageError(`"${text ?? ""}" is not a show id: give the number "list" shows`);
  }
  return Number(text);
}

/** The field options given, as field → raw value. */
export function fieldInput(values: Record<string, unknown>): Partial<Record<ShowField, unknown>> {
  const input: Partial<Record<ShowField, unknown>> = {};
  for (const { field, option } of OPTION_FIELDS) {
    const value = values[option];
    if (value !== undefined) input[field] = value;
  }
  return input;
}

/** `--price "-5": is not a price…`, as the band typed the option. */
export function describeProblem(problem: FieldProblem, prefix = ""): string {
  const option = SHOW_FIELDS[problem.field as ShowField]?.cli?.option;
  const name = option ? `--${option}` : problem.field;
  const shown = typeof problem.value === "string" ? `"${problem.value}"` : JSON.stringify(problem.value);
  const value = problem.value === undefined ? "" : ` ${shown}`;
  return `${prefix}${name}${value}: ${problem.message}`;
}
