import { isUpcoming, localIsoDate } from "#app/lib/shows/dates.ts";
import { venueAndCity } from "#app/lib/shows/details.ts";
import type { Show, ShowFields } from "#app/lib/shows/fields.ts";
import {
  checkShowRules,
  parseField,
  parseNewShow,
  parseShowFields,
  ShowInputError,
} from "#app/lib/shows/input.ts";
import { changeStatus, rescheduleShow } from "#app/lib/shows/lifecycle.ts";
import type { ShowStatus } from "#app/lib/shows/parsers.ts";
import { ReadOnlyStoreError, type ShowsStore } from "#app/modules/shows/.server/store.ts";
import { parseSince } from "#app/modules/visits/index.ts";

import {
  asksForHelp,
  describeProblem,
  parse,
  showId,
  storeChoice,
  unknownCommand,
  UsageError,
} from "../arguments.ts";
import { describeShow, formatNarrowList, formatTable, terminalSafe, toJson, toShowsCsv } from "../format.ts";
import { checkFlyerFile } from "./flyers.ts";
import { type CommandName, HELP } from "./help.ts";
import { importShows } from "./import.ts";
import { FIELD_ARGUMENTS, fieldInput } from "./options.ts";
import { noteUnknownPlaces, PLACE_FIELDS } from "./place-note.ts";
import type { Command, Open, ShowsCli } from "./shows-cli.ts";
import { formatStats } from "./stats.ts";

const HOW_TO_WRITE_TO_SUPABASE =
  "To change shows on Supabase, run this command with SUPABASE_SERVICE_ROLE_KEY set " +
  "(Supabase: Project Settings → API Keys → the service_role or secret key; keep it out of the site's environment), " +
  "or edit them in the dashboard's Table Editor.";

export async function runShowsCommand(argv: string[], io: ShowsCli): Promise<number> {
  // Stored text never reaches the terminal raw.
  const cli: ShowsCli = {
    ...io,
    out: (text) => io.out(terminalSafe(text)),
    err: (text) => io.err(terminalSafe(text)),
  };
  const [command, ...args] = argv;
  let store: ShowsStore | undefined;
  const open = async (choice: unknown) => (store = await cli.openStore(storeChoice(choice)));
  try {
    if (command === undefined || command === "help" || asksForHelp([command])) {
      cli.out(`${HELP.main}\n`);
      return command === undefined ? 2 : 0;
    }
    if (!isCommand(command)) throw unknownCommand(command, Object.keys(COMMANDS));
    if (asksForHelp(args)) {
      cli.out(`${HELP[command]}\n`);
      return 0;
    }
    return await COMMANDS[command](args, cli, open);
  } catch (error) {
    if (error instanceof UsageError) {
      cli.err(
        `shows ${command ?? ""}: ${error.message}\nRun "npm run shows -- ${isCommand(command) ? `${command} ` : ""}--help" for how.\n`,
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
      cli.err(`${error.message} ${HOW_TO_WRITE_TO_SUPABASE}\n`);
      return 1;
    }
    cli.err(`shows ${command}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await store?.close();
  }
}

function reportInvalid(cli: ShowsCli) {
  return (id: unknown, problems: string[]) =>
    cli.err(`warning: stored show ${String(id)} is invalid and left out (${problems.join("; ")})\n`);
}

async function list(args: string[], cli: ShowsCli, open: Open): Promise<number> {
  const { values } = parse(
    args,
    { all: { type: "boolean" }, json: { type: "boolean" }, narrow: { type: "boolean" } },
    0,
  );
  const store = await open(values.store);
  const now = cli.now();
  const shows = (await store.list(reportInvalid(cli))).filter(
    (show) => values.all || isUpcoming(show.date, now, cli.timeZone),
  );
  if (values.json) {
    cli.out(toJson(shows, cli.timeZone));
    return 0;
  }
  const table = formatTable(shows, cli, now);
  const tooWide = cli.columns !== undefined && table.split("\n").some((line) => line.length > cli.columns!);
  cli.out(values.narrow || tooWide ? formatNarrowList(shows, cli, now) : table);
  return 0;
}

async function add(args: string[], cli: ShowsCli, open: Open): Promise<number> {
  const { values } = parse(args, FIELD_ARGUMENTS, 0);
  if (values.date === undefined)
    throw new UsageError("--date is required (use --date TBA when it is not known yet)");
  if (values.venue === undefined) throw new UsageError("--venue is required");
  const input = fieldInput(values);
  const show = parseNewShow(input, cli.timeZone);
  checkFlyerFile(show, input);
  const store = await open(values.store);
  const [added] = await store.add([show]);
  cli.out(`Added show ${added!.id} to ${store.description}:\n${describeShow(added!, cli, cli.now())}\n`);
  await cli.noteActivity(store, `added show ${added!.id} (${venueAndCity(added!)})`);
  noteUnknownPlaces([added!], cli);
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
  checkFlyerFile(fields, input);
  const store = await open(values.store);
  const show = await findShow(store, id, cli);
  if (!show) return 1;
  const changes = fields.status ? { ...fields, ...changeStatus(show, fields.status) } : fields;
  return await save(store, show, changes, cli, `Changed show ${id}`, input);
}

async function setStatus(args: string[], cli: ShowsCli, open: Open, status: ShowStatus): Promise<number> {
  const { values, positionals } = parse(args, {}, 1, "the show id");
  const id = showId(positionals[0]);
  const store = await open(values.store);
  const show = await findShow(store, id, cli);
  if (!show) return 1;
  if (show.status === status) {
    cli.out(`Show ${id} is already ${status}:\n${describeShow(show, cli, cli.now())}\n`);
    return 0;
  }
  const done = status === "cancelled" ? "Cancelled" : "Postponed";
  return await save(store, show, changeStatus(show, status), cli, `${done} show ${id}`);
}

async function reschedule(args: string[], cli: ShowsCli, open: Open): Promise<number> {
  const { values, positionals } = parse(args, { date: { type: "string" } }, 1, "the show id");
  const id = showId(positionals[0]);
  if (values.date === undefined) throw new UsageError("--date is required: the show's new date");
  const date = parseField("date", values.date, cli.timeZone);
  if (!date.ok) throw new ShowInputError([{ field: "date", value: values.date, message: date.message }]);
  if (date.value === null) {
    throw new ShowInputError([
      {
        field: "date",
        value: values.date,
        message: "is not a date: give the new date (when it is not known yet, use postpone)",
      },
    ]);
  }
  const store = await open(values.store);
  const show = await findShow(store, id, cli);
  if (!show) return 1;
  const moved = rescheduleShow(show, date.value);
  if (!moved.ok)
    throw new ShowInputError([{ field: "date", value: values.date, message: `show ${id} ${moved.message}` }]);
  return await save(store, show, moved.changes, cli, `Rescheduled show ${id}`);
}

async function findShow(store: ShowsStore, id: number, cli: ShowsCli): Promise<Show | null> {
  const show = (await store.list(reportInvalid(cli))).find((candidate) => candidate.id === id);
  if (!show) {
    cli.err(`There is no show ${id} in ${store.description}. "npm run shows -- list --all" shows the ids.\n`);
    return null;
  }
  return show;
}

async function save(
  store: ShowsStore,
  show: Show,
  changes: Partial<ShowFields>,
  cli: ShowsCli,
  done: string,
  input: Partial<Record<keyof ShowFields, unknown>> = changes,
): Promise<number> {
  checkShowRules({ ...show, ...changes }, input);
  const saved = await store.update(show.id, changes);
  if (!saved) {
    cli.err(`Show ${show.id} was removed meanwhile: nothing was saved.\n`);
    return 1;
  }
  cli.out(`${done}:\n${describeShow(saved, cli, cli.now())}\n`);
  await cli.noteActivity(store, `${done.charAt(0).toLowerCase()}${done.slice(1)} (${venueAndCity(saved)})`);
  if (PLACE_FIELDS.some((field) => field in changes)) noteUnknownPlaces([saved], cli);
  return 0;
}

async function remove(args: string[], cli: ShowsCli, open: Open): Promise<number> {
  const { values, positionals } = parse(args, { yes: { type: "boolean", short: "y" } }, 1, "the show id");
  const id = showId(positionals[0]);
  const store = await open(values.store);
  const show = await findShow(store, id, cli);
  if (!show) return 1;
  if (!values.yes) {
    const answer = await cli.confirm(`Remove show ${id}?\n${describeShow(show, cli, cli.now())}\n[y/N] `);
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
  await cli.noteActivity(store, `removed show ${id} (${venueAndCity(show)})`);
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

async function stats(args: string[], cli: ShowsCli, open: Open): Promise<number> {
  const { values } = parse(args, { since: { type: "string" } }, 0);
  const period = parseSince(values.since, localIsoDate(cli.now(), cli.timeZone));
  if (!period.ok) throw new UsageError(period.message);
  const store = await open(values.store);
  const shows = await store.list(reportInvalid(cli));
  const counts = await cli.readCounts(store);
  const visits = await cli.readVisits(store, period.since);
  if (!counts || !visits) {
    cli.err(
      "The clicks and visits are not kept where the shows are read through Supabase's API: set DATABASE_URL to the project's database to keep and read them (docs/backends.md).\n",
    );
    return 1;
  }
  const numbers = { shows, counts, visits, period: period.description };
  cli.out(`From ${store.description}:\n${formatStats(numbers, cli.timeZone)}`);
  return 0;
}

const COMMANDS: Record<CommandName, Command> = {
  list,
  add,
  edit,
  remove,
  cancel: (args, cli, open) => setStatus(args, cli, open, "cancelled"),
  postpone: (args, cli, open) => setStatus(args, cli, open, "postponed"),
  reschedule,
  import: importShows,
  export: exportShows,
  stats,
};

/** Not "main" (the whole command's --help) nor a name every object has, such as "toString". */
function isCommand(name: string | undefined): name is CommandName {
  return name !== undefined && Object.hasOwn(COMMANDS, name);
}
