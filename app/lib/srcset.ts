export interface SrcsetChoice {
  url: string;
  width: number;
}

export function parseSrcset(srcset: string | undefined): SrcsetChoice[] {
  return (srcset ?? "").split(", ").flatMap((choice) => {
    const [url = "", descriptor = ""] = choice.trim().split(" ");
    const pixels = Number(/^(\d+)w$/.exec(descriptor)?.[1] ?? 0);
    return url && pixels > 0 ? [{ url, width: pixels }] : [];
  });
}

export const formatSrcset = (choices: readonly SrcsetChoice[]) =>
  choices.map(({ url, width }) => `${url} ${width}w`).join(", ");

export function atLeast(choices: readonly SrcsetChoice[], width: number): SrcsetChoice | null {
  const sorted = [...choices].sort((a, b) => a.width - b.width);
  return sorted.find((choice) => choice.width >= width) ?? sorted.at(-1) ?? null;
}
