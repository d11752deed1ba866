import { PHONE_TYPING_HELP } from "../shows/help.ts";

export const FANS_HELP = {
  main: `Usage: npm run fans -- <command> [options]

The fans who asked to hear when the band plays near them: the band's own list.

Commands:
  list                          every fan: address, place, distance, confirmed or not
  count                         how many, and how many near each city the band has played or is booked in
  export [--format csv|json]    every fan with when they agreed and the page they signed up on
  remove <email>                delete everything about an address
  outbox [--show <id>]          e-mails waiting to be sent, and the last ones sent; one whole

Every command takes --help. The list lives in the embedded database in DATA_DIR;
the command works whether or not the site is running.

${PHONE_TYPING_HELP}`,
  list: `Usage: npm run fans -- list

One line per fan, in the order they signed up: the whole address, the place
they chose, how far they will travel, and whether they have confirmed (fans
who have not are deleted 48 hours after signing up).`,
  count: `Usage: npm run fans -- count

How many fans have confirmed and how many have not yet; then, for each city
the band has played or is booked in, how many confirmed fans live within
their chosen distance of it: the fans an announcement there reaches. Shows
whose place is not found are named: they notify nobody.`,
  export: `Usage: npm run fans -- export [--format csv|json] > fans.csv

Every fan to standard output, with when they agreed to be written to and the
page they signed up on.
  --format csv    (the default) for a spreadsheet or a mailing-list service
  --format json   an array of objects`,
  remove: `Usage: npm run fans -- remove <email>

Deletes the fan with this address, their reminders of shows and releases,
what they were told and every e-mail to it, queued or sent, at once. Says whether the address was on the list.`,
  outbox: `Usage: npm run fans -- outbox [--recent <n>]
       npm run fans -- outbox --show <id>

The e-mails not sent yet, and the last ones sent (20 unless --recent says),
oldest first: id, kind, the address masked, when it was queued and sent, the
attempts and the last error. A message that failed is tried again later.
  --show <id>   one e-mail as the fan reads it: its headers and its plain
                text, every link whole (the .eml files in DATA_DIR/outbox/
                are quoted-printable: a link copied from one is cut)`,
} satisfies Record<string, string>;

export type FansCommandName = Exclude<keyof typeof FANS_HELP, "main">;
