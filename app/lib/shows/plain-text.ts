/**
 * C0/C1 controls and DEL (terminal escapes can rewrite a terminal or inject calendar lines) and the
 * bidirectional embeddings, overrides and isolates, which can make text read as something else.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const UNSAFE_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/gu;

// Without the global flag, which match() would use to find all.
const UNSAFE_CHARACTER = new RegExp(UNSAFE_CHARACTERS.source, "u");

export function unsafeCharacter(text: string, lineBreaks = false): string | null {
  const found = (lineBreaks ? text.replace(/\n/g, "") : text).match(UNSAFE_CHARACTER)?.[0];
  return found === undefined
    ? null
    : `U+${found.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
}

/** For rows stored before input refused them, or by hand. */
export function withoutUnsafeCharacters(text: string, lineBreaks = false): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const clean = (line: string) => line.replace(/\t+/g, " ").replace(UNSAFE_CHARACTERS, "");
  return lineBreaks ? lines.map(clean).join("\n") : clean(lines.join(" "));
}
