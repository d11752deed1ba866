import pino from "pino";

// One JSON object per line; errors to stderr, the rest to stdout.
export const logger = pino(
  {
    base: undefined,
    messageKey: "message",
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  pino.multistream(
    [
      { level: "info", stream: process.stdout },
      { level: "error", stream: process.stderr },
    ],
    { dedupe: true },
  ),
);

export function log(
  level: "info" | "warn" | "error",
  message: string,
  fields: Record<string, unknown> = {},
): void {
  logger[level](fields, message);
}

/** The shows command's output is for a person, or is data (`export > backup.json`). */
export function silenceLogs(): void {
  logger.level = "silent";
}

export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`;
}
