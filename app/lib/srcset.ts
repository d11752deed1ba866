/**
 * A `srcset` of width descriptors ("/a-320.webp 320w, /a-640.webp 640w"),
 * as the build writes them (scripts/images/vite-plugin.ts) and Spotify's
 * covers become (albums.ts): read and written in one place.
 */

export interface SrcsetChoice {
  url: string;
  width: number;
}

/** The choices of a srcset, in its order; entries without a width descriptor (`2x`, none) are left out. */
export function parseSrcset(srcset: string | undefined): SrcsetChoice[] {
  return (srcset ?? "").split(", ").flatMap((choice) => {
    const [url = "", descriptor = ""] = choice.trim().split(" ");
    const pixels = Number(/^(\d+)w$/.exec(descriptor)?.[1] ?? 0);
    return url && pixels > 0 ? [{ url, width: pixels }] : [];
  });
}

export const formatSrcset = (choices: readonly SrcsetChoice[]) =>
  choices.map(({ url, width }) => `${url} ${width}w`).join(", ");

/** The narrowest choice at least `width` wide, else the widest; null for none. */
export function atLeast(choices: readonly SrcsetChoice[], width: number): SrcsetChoice | null {
  const sorted = [...choices].sort((a, b) => a.width - b.width);
  return sorted.find((choice) => choice.width >= width) ?? sorted.at(-1) ?? null;
}
