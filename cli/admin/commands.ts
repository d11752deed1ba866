import type { OutgoingMail } from "#app/.server/mail/index.ts";
import { localIsoDateTime } from "#app/lib/shows/dates.ts";
import { AdminInputError, type AdminStore } from "#app/modules/admin/.server/index.ts";
import { invitationMail } from "#app/modules/admin/.server/mail.ts";

import { asksForHelp, parseCommandLine as parse, unknownCommand, UsageError } from "../arguments.ts";
import { columns, terminalSafe } from "../format.ts";
import { ADMIN_HELP, type AdminCommandName } from "./help.ts";

/** How the activity list names what this command did. */
export const COMMAND_ACTOR = "The admin command";
export const WELCOME_PATH = "/admin/welcome";

export interface OpenedAdminStore {
  store: AdminStore;
  /** The site's public origin: SITE_URL, else http://localhost:<PORT>. */
  siteUrl: string;
  /** Into the site's outbox: sent by the server, or written to DATA_DIR/outbox/ without a mail server. */
  queueMail?(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

export interface AdminCli {
  openStore(): Promise<OpenedAdminStore>;
  timeZone: string;
  now(): Date;
  out(text: string): void;
  err(text: string): void;
}

type Open = () => Promise<OpenedAdminStore>;
type Command = (args: string[], cli: AdminCli, open: Open) => Promise<number>;

const HELP_WORDS = new Set(["help", "--help", "-h"]);

export async function runAdminCommand(argv: string[], io: AdminCli): Promise<number> {
  const safely = (write: (text: string) => void) => (text: string) => write(terminalSafe(text));
  const cli: AdminCli = { ...io, out: safely(io.out), err: safely(io.err) };
  const [command, ...args] = argv;
  let opened: OpenedAdminStore | undefined;
  const open = async () => (opened = await cli.openStore());
  try {
    // No command is a mistake (exit 2) that still shows how; asking for help is not.
    if (command === undefined || HELP_WORDS.has(command) || asksForHelp([command])) {
      cli.out(`${ADMIN_HELP.main}\n`);
      return command === undefined ? 2 : 0;
    }
    if (!isCommand(command)) throw unknownCommand(command, Object.keys(COMMANDS));
    const wantsHelp = asksForHelp(args);
    if (wantsHelp) cli.out(`${ADMIN_HELP[command]}\n`);
    return wantsHelp ? 0 : await COMMANDS[command](args, cli, open);
  } catch (error) {
    if (error instanceof UsageError || error instanceof AdminInputError) {
      const how = isCommand(command) ? `${command} ` : "";
      cli.err(`admin ${command ?? ""}: ${error.message}\nRun "npm run admin -- ${how}--help" for how.\n`);
      return 2;
    }
    cli.err(`admin ${command}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await opened?.close();
  }
}

const when = (date: Date, timeZone: string) => localIsoDateTime(date, timeZone).replace("T", " ");

async function invite(args: string[], cli: AdminCli, open: Open): Promise<number> {
  const { values, positionals } = parse(args, { name: { type: "string" } }, "the member's e-mail address");
  const [email = ""] = positionals;
  const now = cli.now();
  const { store, siteUrl, queueMail } = await open();
  const { member, token, expiresAt } = await store.invite(email, { name: values.name, now });
  await store.recordActivity(COMMAND_ACTOR, `invited ${member.email}`, now);
  const link = new URL(WELCOME_PATH, siteUrl);
  link.searchParams.set("token", token);
  const who = member.name ? `${member.email} (${member.name})` : member.email;
  cli.out(
    `Invited ${who}. Their one-time link, valid until ${when(expiresAt, cli.timeZone)}:\n\n` +
      `  ${link.href}\n\n` +
      `Send it to them only: whoever opens it first registers a passkey as them.\n`,
  );
  if (queueMail) {
    const hours = Math.round((expiresAt.getTime() - now.getTime()) / 3_600_000);
    await queueMail(invitationMail({ to: member.email, link: link.href, hours }));
    cli.out(`The same link is on its way to ${member.email} by e-mail.\n`);
  }
  return 0;
}

async function list(args: string[], cli: AdminCli, open: Open): Promise<number> {
  parse(args, {});
  const members = await (await open()).store.members();
  if (members.length === 0) {
    cli.out(`No members yet: "npm run admin -- invite <email>" adds one.\n`);
    return 0;
  }
  const rows = members.map((member) => [
    member.email,
    member.name ?? "",
    String(member.passkeys),
    member.lastSeenAt ? when(member.lastSeenAt, cli.timeZone) : "never",
  ]);
  cli.out(columns(["email", "name", "passkeys", "last seen"], rows));
  return 0;
}

async function remove(args: string[], cli: AdminCli, open: Open): Promise<number> {
  const email = parse(args, {}, "the member's e-mail address").positionals[0]!.trim();
  const { store } = await open();
  const address = email.toLowerCase();
  const member = (await store.members()).find((one) => one.email === address);
  if (!member || !(await store.removeMember(address))) {
    cli.err(`There is no member ${email}.\n`);
    return 1;
  }
  await store.recordActivity(COMMAND_ACTOR, `removed ${member.email}`, cli.now());
  const passkeys = `${member.passkeys} passkey${member.passkeys === 1 ? "" : "s"}`;
  cli.out(`Removed ${member.email}, their ${passkeys} and every session.\n`);
  return 0;
}

const COMMANDS: Record<AdminCommandName, Command> = { invite, list, remove };

/** Not "main" (the whole command's --help) nor a name every object has. */
function isCommand(name: string | undefined): name is AdminCommandName {
  return name !== undefined && Object.hasOwn(COMMANDS, name);
}
