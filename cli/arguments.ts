import { parseArgs, type ParseArgsConfig } from "node:util";

import { closest } from "#app/lib/closest.ts";
import type { FieldProblem } from "#app/lib/shows/input.ts";

import { optionOf } from "./shows/options.ts";

export type StoreChoice = "default" | "embedded" | "hosted";

/** Exit code 2, with the usage. */
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

export function readOptions<T extends Options>(args: string[], options: T) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    const message = (error as Error).message.replace(/\. To specify a positional.*$/s, "");
    const unknown = /^Unknown option '--([^']+)'/.exec(message)?.[1];
    const meant = unknown === undefined ? undefined : closest(unknown, Object.keys(options));
    throw new UsageError(meant ? `${message}. Did you mean "--${meant}"?` : message);
  }
}

export function asksForHelp(args: readonly string[]): boolean {
  return forgivePhoneTyping(args, {}).some((arg) => arg === "--help" || arg === "-h");
}

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
 * A phone's smart punctuation (typed in an SSH app) turns "--" into a dash and quotes into curly
 * ones, which the shell passes on: read them as the band meant, as a shell would ("—sold-out",
 * “The Social”). An apostrophe inside a word (Joe’s) stays.
 */
export function forgivePhoneTyping(args: readonly string[], options: Options): string[] {
  const read: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const previous = read.at(-1);
    const awaitsValue =
      previous !== undefined && /^--[^=]+$/.test(previous) && options[previous.slice(2)]?.type === "string";
    let arg = args[i]!;
    if (!awaitsValue) arg = arg.replace(/^[\u2014\u2013](?=[A-Za-z]$)/, "-").replace(DASH, "--");
    const [, prefix = "", value] = /^(--[^=]+=)?(.*)$/s.exec(arg)!;
    const open = value![0] as keyof typeof QUOTES | undefined;
    const close = open && Object.hasOwn(QUOTES, open) ? QUOTES[open] : undefined;
    // A value that closes its quote before its end (“Best show” — Orlando Weekly) is kept as typed.
    if (close && !closesInside(value!.slice(1), close)) {
      const words = [value!.slice(1)];
      let last = i;
      while (!close.test(words.at(-1)!) && last + 1 < args.length) {
        const next = args[last + 1]!;
        if (/^(--|[\u2014\u2013])/.test(next) || closesInside(next, close)) break;
        words.push(next);
        last++;
      }
      // A quote left open ends at the next option.
      const joined = words.join(" ");
      read.push(prefix + (close.test(joined) ? joined.slice(0, -1) : joined));
      i = last;
      continue;
    }
    // A value that opens a quote too (Opening for “Propofol”) quotes a name, and is kept whole.
    read.push(
      prefix + (/[\u201c\u201e]/.test(value!) ? value! : value!.replace(/(?<=.)[\u201d\u201c]$/, "")),
    );
  }
  return read;
}

// Double quotes only: a closing single quote inside a word is an apostrophe (Joe’s).
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

export function describeProblem(problem: FieldProblem, prefix = ""): string {
  const option = optionOf(problem.field);
  const name = option ? `--${option}` : problem.field;
  const shown = typeof problem.value === "string" ? `"${problem.value}"` : JSON.stringify(problem.value);
  const value = problem.value === undefined ? "" : ` ${shown}`;
  return `${prefix}${name}${value}: ${problem.message}`;
}

/** A command's options and at most one argument (the fans and admin commands). */
export function parseCommandLine<T extends Options>(
  args: string[],
  options: T,
  argumentName: string | null = null,
) {
  const parsed = readOptions(forgivePhoneTyping(args, options), options);
  const wanted = argumentName ? 1 : 0;
  if (parsed.positionals.length < wanted) throw new UsageError(`missing ${argumentName}`);
  if (parsed.positionals.length > wanted) {
    throw new UsageError(`unexpected argument "${parsed.positionals[wanted]}"`);
  }
  return parsed;
}
