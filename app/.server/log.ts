/** One JSON object per line on stdout/stderr: easy to read, easy to ship to a log service. */
export function log(
  level: "info" | "warn" | "error",
  message: string,
  fields: Record<string, unknown> = {},
): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  if (level === "error" || everythingToStderr) console.error(line);
  else console.log(line);
}

let everythingToStderr = false;

/** For the shows tool, whose standard output is data (`export > backup.json`). */
export function logToStderr(): void {
  everythingToStderr = true;
}

/** An error as log fields: its message, and its cause when it has one. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`;
}
