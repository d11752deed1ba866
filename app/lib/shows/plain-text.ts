/**
 * Characters no show text may hold: the C0 and C1 controls and DEL (line
 * breaks, terminal escapes such as ESC, which can retitle or rewrite a
 * terminal or inject calendar lines) and the bidirectional embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069), which can make text
 * read as something else.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const UNSAFE_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/gu;

/** One unsafe character (UNSAFE_CHARACTERS without the global flag, which match() would use to find all). */
const UNSAFE_CHARACTER = new RegExp(UNSAFE_CHARACTERS.source, "u");

/** "U+001B", the first unsafe character in a text (a line break is one unless `lineBreaks`); null when there is none. */
export function unsafeCharacter(text: string, lineBreaks = false): string | null {
  const found = (lineBreaks ? text.replace(/\n/g, "") : text).match(UNSAFE_CHARACTER)?.[0];
  return found === undefined
    ? null
    : `U+${found.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
}

/**
 * A text with its unsafe characters taken out (a tab or line break becomes a
 * space, unless `lineBreaks`), for rows that were stored before input
 * refused them, or by hand.
 */
export function withoutUnsafeCharacters(text: string, lineBreaks = false): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const clean = (line: string) => line.replace(/\t+/g, " ").replace(UNSAFE_CHARACTERS, "");
  return lineBreaks ? lines.map(clean).join("\n") : clean(lines.join(" "));
}
