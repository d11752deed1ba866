import { SHOW_COLUMNS } from "#app/lib/shows/fields.ts";

import { OPTION_FIELDS } from "./options.ts";

const WHEN = `<when> is "2026-05-01 20:00", "2026-05-01T20:00", "2026-05-01 8pm", "2026-05-01" (time not
announced), an ISO date with an offset, or "TBA". Without an offset it is the band's local time.`;

const FIELDS_HELP = OPTION_FIELDS.map(
  ({ option, placeholder, help }) => `  ${`--${option} ${placeholder}`.padEnd(22)}${help}`,
).join("\n");

export const PHONE_TYPING_HELP = `Typed on a phone? An em or en dash before an option (—venue, –venue) reads as --venue,
and curly quotes (“The Social”, ‘Joe’s Pub’) as straight ones: the quotes go, the words stay together.
A mistyped option or command gets the nearest one suggested.`;

export const HELP = {
  main: `Usage: npm run shows -- <command> [options]

Commands:
  list [--all] [--json]          upcoming shows (--all: past ones too; --narrow: for a phone)
  add --date <when> --venue <v>  add a show; prints its id
  edit <id> --<field> <value>    change fields; --<field> "" clears an optional one
  cancel <id>                    the show is off: it stays listed as Cancelled, no tickets
  postpone <id>                  the show is off for now: listed as Postponed, on its date
  reschedule <id> --date <when>  a new date; the site says "Moved from" the old one
  remove <id> [--yes]            remove a show (asks first unless --yes); cancel keeps it for fans
  import <file> [--replace]      add shows from .json or .csv (--replace: replace all)
  export [--format json|csv]     every show, to standard output
  stats [--since <day|Nd>]       Get Tickets clicks per show and city, with fans near each;
                                 page visits and the sites visitors came from

Every command takes --help, and --store embedded|hosted to choose the store
(default: hosted when DATABASE_URL or SUPABASE_URL is set, else the embedded
database in DATA_DIR; hosted is DATABASE_URL's Postgres when it is set).

${PHONE_TYPING_HELP}`,
  list: `Usage: npm run shows -- list [--all] [--json] [--narrow]

Upcoming shows (those the site lists) as a table in the band's time zone, with
each show's state (scheduled, postponed, cancelled, rescheduled, sold out, on sale later).
  --all      past shows too
  --json     the stored rows as JSON (the shape import reads)
  --narrow   a few short lines per show, none over 40 columns: for a phone
             (the list is narrow anyway in a terminal too narrow for the table)`,
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
  stats: `Usage: npm run shows -- stats [--since <day|Nd>]

The Get Tickets clicks on the site, all days together: per show that was clicked,
and per city the band has played or is booked in, with the confirmed fans
following near each city. A click is counted per show and day in the band's
time zone, with no cookie and no address kept; crawlers are not counted. The
press page shows a city's numbers only with press.showDraw, and only those of
10 or more.

Then the visits to the site's pages in a period: per page (each language's
apart, "/es/about"), and the 10 other sites most visitors came from (the host
name alone). Crawlers, prefetches and the site's own pages as referrers are
not counted; no cookie, no address, no user agent is kept.
  --since <day|Nd>   from this day on (2026-11-01), or the last N days, today
                     among them (7d); default: the last 30 days`,
} satisfies Record<string, string>;

export type CommandName = Exclude<keyof typeof HELP, "main">;
