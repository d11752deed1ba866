import { safeHttpUrl } from "../links.ts";

// A flyer is a link, the name of a picture in content/flyers/ that the build prepares (scripts/images/),
// or one uploaded at /admin and kept in the database ("upload:" and its id, app/modules/media/).

export const FLYER_FOLDER = "content/flyers";

export const FLYER_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".gif", ".avif"] as const;

export type Flyer =
  { kind: "link"; url: string } | { kind: "file"; name: string } | { kind: "upload"; id: string };

const UPLOADED = /^upload:([0-9a-f]{12})$/;

export const uploadedFlyer = (id: string) => `upload:${id}`;

export function uploadedFlyerId(value: unknown): string | null {
  return typeof value === "string" ? (UPLOADED.exec(value.trim())?.[1] ?? null) : null;
}

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
  const id = uploadedFlyerId(value);
  if (id) return { kind: "upload", id };
  const name = flyerFileName(value);
  return name ? { kind: "file", name } : null;
}
