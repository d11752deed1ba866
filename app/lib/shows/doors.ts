// A show has no doors field: the band writes doors in its notes, and the page sets them beside the date.

/** "Doors 7 PM", "doors at 7", "Doors open at 6:30pm", "Doors: 19:00": the first one in the notes. */
const DOORS =
  /\bdoors(?:\s+open)?(?:\s+at\s+|\s*:\s*|\s+)(\d{1,2}(?::[0-5]\d)?)(?!\d)(?:\s*([ap])\.?\s?m\b)?/i;

const SEPARATORS = /[\s.,;:!·|/–—-]/;

export interface NotesWithDoors {
  doors: string | null;
  rest: string | null;
}

export function doorsFromNotes(notes: string | null | undefined): NotesWithDoors {
  const text = notes?.trim() ?? "";
  const match = DOORS.exec(text);
  if (!match) return { doors: null, rest: text || null };
  const [phrase, time = "", meridiem] = match;
  const doors = meridiem ? `Doors ${time} ${meridiem.toUpperCase()}M` : `Doors at ${time}`;
  return { doors, rest: withoutPhrase(text, match.index, match.index + phrase.length) || null };
}

// "Free parking; doors 7pm; bring ID" → "Free parking; bring ID": the separators go with the phrase.
function withoutPhrase(text: string, start: number, end: number): string {
  let before = text.slice(0, start);
  let after = text.slice(end);
  const lead = takeWhile(after, (char) => SEPARATORS.test(char));
  after = after.slice(lead.length);
  const trail = takeWhile(
    [...before].reverse().join(""),
    (char) => SEPARATORS.test(char) && !/[.!?]/.test(char),
  );
  before = before.slice(0, before.length - trail.length);
  if (!before) return capitalize(after);
  // The phrase ended the notes: its sentence's full stop stays with what is left.
  if (!after) return /[.!?]$/.test(before) || !/[.!?]/.test(lead) ? before : `${before}.`;
  if (/\n/.test(lead + trail)) return `${before}\n${after}`;
  if (/[.!?]$/.test(before)) return `${before} ${capitalize(after)}`;
  const separator = [...trail].find((char) => char.trim() !== "");
  if (!separator) return `${before} ${after}`;
  return `${before}${separator === "," || separator === ";" ? "" : " "}${separator} ${after}`;
}

function takeWhile(text: string, keep: (char: string) => boolean): string {
  let length = 0;
  while (length < text.length && keep(text[length]!)) length++;
  return text.slice(0, length);
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
