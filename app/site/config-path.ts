/** "bio[1]", "heroes.normal.text": a place in the config as the band reads it. */
export function configPathText(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`))
    .join("");
}
