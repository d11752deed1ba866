import { PHONE_TYPING_HELP } from "../shows/help.ts";

export const ADMIN_HELP = {
  main: `Usage: npm run admin -- <command> [options]

The band's members, who sign in at /admin with a passkey.

Commands:
  invite <email> [--name <name>]  add a member (or invite one again): prints their one-time link
  list                            every member: address, name, passkeys, when last seen
  remove <email>                  delete a member with their passkeys, and end their sessions

Every command takes --help. The members live in the embedded database in
DATA_DIR, or in DATABASE_URL's Postgres; the command works whether or not the
site is running.

${PHONE_TYPING_HELP}`,
  invite: `Usage: npm run admin -- invite <email> [--name <name>]

Adds the member (an address already invited keeps their account, and their
name unless --name gives a new one) and prints a link for them. It works once,
for 24 hours: there they register a passkey on the phone or computer they will
sign in with. A new invitation voids their earlier unused link.
The link lets whoever holds it in: send it to the member only.
  --name <name>   how the activity list names them`,
  list: `Usage: npm run admin -- list

One line per member, in the order they were added: address, name, how many
passkeys they registered, and when they were last seen at /admin.`,
  remove: `Usage: npm run admin -- remove <email>

Deletes the member at once, with their passkeys, invitations and codes, and
ends every session they have: a phone signed in is signed out. Asks nothing.`,
} satisfies Record<string, string>;

export type AdminCommandName = Exclude<keyof typeof ADMIN_HELP, "main">;
