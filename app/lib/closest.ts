/** "Did you mean …?": only when near enough to be a slip (case, spaces, dashes aside; ~1 letter in 3). */
export function closest(written: string, allowed: string[]): string | undefined {
  const fold = (text: string) => text.toLowerCase().replace(/[\s_-]/g, "");
  const folded = fold(written);
  let best: { value: string; distance: number } | undefined;
  for (const value of allowed) {
    const distance = editDistance(folded, fold(value));
    if (!best || distance < best.distance) best = { value, distance };
  }
  return best && best.distance <= Math.max(1, Math.floor(best.value.length / 3)) ? best.value : undefined;
}

// Optimal string alignment: insertions, deletions, changes and swaps of two neighbours ("nmae").
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        distance = Math.min(distance, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = distance;
    }
  }
  return rows[a.length]![b.length]!;
}
