import { SENT_MAIL_DAYS } from "#app/lib/retention.ts";
import type { BandList } from "#app/modules/follow/.server/band-list.ts";

import { asksForHelp, parseCommandLine as parse, unknownCommand, UsageError } from "../arguments.ts";
import { terminalSafe } from "../format.ts";
import type { FansCli } from "./fans-cli.ts";
import { fansCsv, fansJson, formatCount, formatFanList, formatMessage, formatOutbox } from "./format.ts";
import { FANS_HELP, type FansCommandName } from "./help.ts";

type Open = () => Promise<BandList>;

const HELP_WORDS = new Set(["help", "--help", "-h"]);
type Command = (args: string[], cli: FansCli, open: Open) => Promise<number>;

export async function runFansCommand(argv: string[], io: FansCli): Promise<number> {
  const safely = (write: (text: string) => void) => (text: string) => write(terminalSafe(text));
  const cli: FansCli = { ...io, out: safely(io.out), err: safely(io.err) };
  const [command, ...args] = argv;
  let list: BandList | undefined;
  const open = async () => (list = await cli.openList());
  try {
    // No command is a mistake (exit 2) that still shows how; asking for help is not.
    if (command === undefined || HELP_WORDS.has(command) || asksForHelp([command])) {
      cli.out(`${FANS_HELP.main}\n`);
      return command === undefined ? 2 : 0;
    }
    if (!isCommand(command)) throw unknownCommand(command, Object.keys(COMMANDS));
    const wantsHelp = asksForHelp(args);
    if (wantsHelp) cli.out(`${FANS_HELP[command]}\n`);
    return wantsHelp ? 0 : await COMMANDS[command](args, cli, open);
  } catch (error) {
    if (error instanceof UsageError) {
      const how = isCommand(command) ? `${command} ` : "";
      cli.err(`fans ${command ?? ""}: ${error.message}\nRun "npm run fans -- ${how}--help" for how.\n`);
      return 2;
    }
    cli.err(`fans ${command}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await list?.close();
  }
}

async function list(args: string[], cli: FansCli, open: Open): Promise<number> {
  parse(args, {});
  cli.out(formatFanList(await (await open()).fans(), cli.timeZone));
  return 0;
}

async function count(args: string[], cli: FansCli, open: Open): Promise<number> {
  parse(args, {});
  const fans = await open();
  cli.out(formatCount(await fans.fans(), await fans.shows(), await fans.reminders()));
  return 0;
}

async function exportFans(args: string[], cli: FansCli, open: Open): Promise<number> {
  const { values } = parse(args, { format: { type: "string" } });
  const format = values.format ?? "csv";
  if (format !== "csv" && format !== "json") {
    throw new UsageError(`--format must be csv or json, not "${format}"`);
  }
  const fans = await (await open()).fans();
  cli.out(format === "csv" ? fansCsv(fans, cli.timeZone) : fansJson(fans, cli.timeZone));
  return 0;
}

async function remove(args: string[], cli: FansCli, open: Open): Promise<number> {
  const { positionals } = parse(args, {}, "the e-mail address to remove");
  const email = positionals[0]!.trim();
  if (!email.includes("@")) throw new UsageError(`"${email}" is not an e-mail address`);
  if (await (await open()).remove(email)) {
    cli.out(`Removed ${email}: the fan, what they were told and every e-mail to them.\n`);
    return 0;
  }
  cli.out(`${email} is not on the list: nothing to remove.\n`);
  return 1;
}

async function outbox(args: string[], cli: FansCli, open: Open): Promise<number> {
  const { values } = parse(args, { recent: { type: "string" }, show: { type: "string" } });
  if (values.show !== undefined) {
    const id = values.show.trim();
    if (!/^\d+$/.test(id)) {
      throw new UsageError(
        `--show takes an e-mail's id (a number, from "npm run fans -- outbox"), not "${values.show}"`,
      );
    }
    const message = await (await open()).message(Number(id));
    if (!message) {
      cli.err(
        `fans outbox: there is no e-mail ${id} in the outbox (sent ones are kept ${SENT_MAIL_DAYS} days); "npm run fans -- outbox" lists their ids.\n`,
      );
      return 1;
    }
    cli.out(formatMessage(message, cli.timeZone));
    return 0;
  }
  const recent = values.recent ?? "20";
  if (!/^\d+$/.test(recent)) throw new UsageError(`--recent must be a number, not "${recent}"`);
  cli.out(formatOutbox(await (await open()).outbox(Number(recent)), cli.timeZone));
  return 0;
}

const COMMANDS: Record<FansCommandName, Command> = { list, count, export: exportFans, remove, outbox };

/** Not "main" (the whole command's --help) nor a name every object has. */
function isCommand(name: string | undefined): name is FansCommandName {
  return name !== undefined && Object.hasOwn(COMMANDS, name);
}
