import { parseArgs, type ParseArgsConfig } from "node:util";
import type { FieldProblem } from "#app/lib/shows/input.ts";
import { optionOf } from "./options.ts";

/** How the shows command is typed: its options and arguments, and what a typing mistake is. */

export type StoreChoice = "default" | "embedded" | "hosted";

/** A mistake in how the command was typed: exit code 2, with the usage. */
export class UsageError extends Error {}

const STORE_OPTION = { store: { type: "string" }, help: { type: "boolean", short: "h" } } as const;

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

/** `--price "-5": is not a price…`, as the band typed the option. */
export function describeProblem(problem: FieldProblem, prefix = ""): string {
  const option = optionOf(problem.field);
  const name = option ? `--${option}` : problem.field;
  const shown = typeof problem.value === "string" ? `"${problem.value}"` : JSON.stringify(problem.value);
  const value = problem.value === undefined ? "" : ` ${shown}`;
  return `${prefix}${name}${value}: ${problem.message}`;
}
