import { safeHttpUrl } from "../links.ts";

// A flyer is a link, or the name of a picture in content/flyers/ that the build prepares (scripts/images/).

export const FLYER_FOLDER = "content/flyers";

export const FLYER_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".gif", ".avif"] as const;

export type Flyer = { kind: "link"; url: string } | { kind: "file"; name: string };

const NOT_IN_A_NAME = /[\\/:*?"<>|\p{Cc}]/u;

export function flyerFileName(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const name = value.trim();
  if (!name || name.startsWith(".") || NOT_IN_A_NAME.test(name)) return null;
  return hasFlyerExtension(name) ? name : null;
}

export const hasFlyerExtension = (name: string) =>
  FLYER_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension));

export function flyerOf(value: unknown): Flyer | null {
  const url = safeHttpUrl(value);
  if (url) return { kind: "link", url };
  const name = flyerFileName(value);
  return name ? { kind: "file", name } : null;
}
