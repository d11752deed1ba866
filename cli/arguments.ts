import { parseArgs, type ParseArgsConfig } from "node:util";
import { closest } from "#app/lib/closest.ts";
import type { FieldProblem } from "#app/lib/shows/input.ts";
import { optionOf } from "./options.ts";

/** How the shows command is typed: its options and arguments, and what a typing mistake is. */

export type StoreChoice = "default" | "embedded" | "hosted";

/** A mistake in how the command was typed: exit code 2, with the usage. */
export class UsageError extends Error {}

const STORE_OPTION = { store: { type: "string" }, help: { type: "boolean", short: "h" } } as const;

type Options = NonNullable<ParseArgsConfig["options"]>;

export function parse<T extends Options>(
  args: string[],
  options: T,
  positionals: 0 | 1,
  positionalName = "",
) {
  const all = { ...STORE_OPTION, ...options };
  const typed = forgivePhoneTyping(args, all);
  // "--price -5" would read as two options; keep the value with its option so the check can name it.
  const joined: string[] = [];
  for (let i = 0; i < typed.length; i++) {
    const name = typed[i]!.startsWith("--") ? typed[i]!.slice(2) : null;
    const next = typed[i + 1];
    if (name && all[name]?.type === "string" && next !== undefined && /^-\d/.test(next)) {
      joined.push(`--${name}=${next}`);
      i++;
    } else joined.push(typed[i]!);
  }
  const parsed = readOptions(joined, all);
  if (parsed.positionals.length < positionals) throw new UsageError(`missing ${positionalName}`);
  if (parsed.positionals.length > positionals) {
    throw new UsageError(`unexpected argument "${parsed.positionals[positionals]}"`);
  }
  return parsed;
}

/**
 * node:util's parseArgs, strict, with its mistakes as UsageErrors: an
 * unknown option gets the nearest known one, as the config check suggests a
 * setting ("Did you mean "--sold-out"?"). For every command line tool here.
 */
export function readOptions<T extends Options>(args: string[], options: T) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    // node:util's messages name the option: "Unknown option '--prize'".
    const message = (error as Error).message.replace(/\. To specify a positional.*$/s, "");
    const unknown = /^Unknown option '--([^']+)'/.exec(message)?.[1];
    const meant = unknown === undefined ? undefined : closest(unknown, Object.keys(options));
    throw new UsageError(meant ? `${message}. Did you mean "--${meant}"?` : message);
  }
}

/** --help or -h among a command's arguments, "—help" typed on a phone included. */
export function asksForHelp(args: readonly string[]): boolean {
  return forgivePhoneTyping(args, {}).some((arg) => arg === "--help" || arg === "-h");
}

/** The command a mistyped one most likely meant, for "unknown command": 'Did you mean "list"?'. */
export function unknownCommand(command: string, commands: string[]): UsageError {
  const meant = closest(command, commands);
  return new UsageError(`unknown command "${command}"${meant ? `. Did you mean "${meant}"?` : ""}`);
}

const DASH = /^[\u2014\u2013]-?(?=[A-Za-z][\w-]*(=|$))/;
const QUOTES = {
  "\u201c": /[\u201d\u201c]$/,
  "\u201e": /[\u201d\u201c]$/,
  "\u2018": /[\u2019\u2018]$/,
  "\u201a": /[\u2019\u2018]$/,
} as const;

/**
 * A command line typed on a phone (an SSH app), as the band meant it. The
 * keyboard's smart punctuation turns "--" into an em dash (or an en dash),
 * and quotes into curly ones, which the shell passes on as characters. So an
 * option's leading dash reads as "--" ("—sold-out" is --sold-out; a dash
 * followed by anything but an option's name stays, and is a mistake), and a
 * curly-quoted value loses its quotes where a shell would have taken straight
 * ones away: “The Social” (two words put back together), ‘Joe’s Pub’,
 * --notes=“Doors 8pm”. An apostrophe inside a word (Joe’s) stays.
 */
export function forgivePhoneTyping(args: readonly string[], options: Options): string[] {
  const read: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const previous = read.at(-1);
    const awaitsValue =
      previous !== undefined && /^--[^=]+$/.test(previous) && options[previous.slice(2)]?.type === "string";
    let arg = args[i]!;
    // "—h" is -h; "—sold-out" is --sold-out.
    if (!awaitsValue) arg = arg.replace(/^[\u2014\u2013](?=[A-Za-z]$)/, "-").replace(DASH, "--");
    const [, prefix = "", value] = /^(--[^=]+=)?(.*)$/s.exec(arg)!;
    const open = value![0] as keyof typeof QUOTES | undefined;
    const close = open && Object.hasOwn(QUOTES, open) ? QUOTES[open] : undefined;
    // A value that closes its quote before its end (“Best show” — Orlando Weekly) was quoted by the
    // shell already: it is kept as typed.
    if (close && !closesInside(value!.slice(1), close)) {
      // The words up to the one that ends in the closing quote, as the shell would have kept them
      // together; never past an option, nor past a word that closes a quote before its end.
      const words = [value!.slice(1)];
      let last = i;
      while (!close.test(words.at(-1)!) && last + 1 < args.length) {
        const next = args[last + 1]!;
        if (/^(--|[\u2014\u2013])/.test(next) || closesInside(next, close)) break;
        words.push(next);
        last++;
      }
      // A quote left open (the keyboard's closing one forgotten) ends at the next option.
      const joined = words.join(" ");
      read.push(prefix + (close.test(joined) ? joined.slice(0, -1) : joined));
      i = last;
      continue;
    }
    // A closing double quote alone at the end ("8pm”"): what is left of a quoted value. A value
    // that opens one too (Opening for “Propofol”) is quoting a name, and is kept whole.
    read.push(
      prefix + (/[\u201c\u201e]/.test(value!) ? value! : value!.replace(/(?<=.)[\u201d\u201c]$/, "")),
    );
  }
  return read;
}

/**
 * Whether `text` holds a closing double quote somewhere before its last character. (A closing
 * single quote inside a word is an apostrophe: Joe’s.)
 */
function closesInside(text: string, close: RegExp): boolean {
  return close === QUOTES["\u201c"] && /[\u201d\u201c]/.test(text.slice(0, -1));
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

/** `--price "-5": is not a price…`, as the band typed the option. */
export function describeProblem(problem: FieldProblem, prefix = ""): string {
  const option = optionOf(problem.field);
  const name = option ? `--${option}` : problem.field;
  const shown = typeof problem.value === "string" ? `"${problem.value}"` : JSON.stringify(problem.value);
  const value = problem.value === undefined ? "" : ` ${shown}`;
  return `${prefix}${name}${value}: ${problem.message}`;
}
