import { safeHttpUrl } from "../links.ts";

/**
 * A show's flyer is a link to a picture elsewhere, or the name of a picture
 * the band put in content/flyers/, which the build makes ready for the web
 * like every other picture (scripts/images/). The field holds either; this
 * tells them apart, for the field's check, the show's page and the command line.
 */

/** Where the band puts flyers, from the project's root. */
export const FLYER_FOLDER = "content/flyers";

/** The pictures a flyer file may be (the build reads these; browsers show what it makes of them). */
export const FLYER_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".gif", ".avif"] as const;

export type Flyer = { kind: "link"; url: string } | { kind: "file"; name: string };

/** What a file name may not hold: a folder, a drive or a scheme, or characters no system allows. */
const NOT_IN_A_NAME = /[\\/:*?"<>|\p{Cc}]/u;

/** "lorem-lounge.jpg" as it names a picture in the flyers' folder; null for anything else. */
export function flyerFileName(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const name = value.trim();
  if (!name || name.startsWith(".") || NOT_IN_A_NAME.test(name)) return null;
  return hasFlyerExtension(name) ? name : null;
}

export const hasFlyerExtension = (name: string) =>
  FLYER_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension));

/** The flyer a stored value names: a safe http(s) link, a file's name, or none. */
export function flyerOf(value: unknown): Flyer | null {
  const url = safeHttpUrl(value);
  if (url) return { kind: "link", url };
  const name = flyerFileName(value);
  return name ? { kind: "file", name } : null;
}
