/**
 * Edit distance for "did you mean": the optimal string alignment form of Damerau–Levenshtein,
 * where inserting, deleting or replacing a character, or swapping two adjacent ones, is one
 * edit each (`minugs` → `mingus` is one edit, not two). Counted in code points.
 */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const width = y.length + 1;
  // Three rows: two back (for transpositions), the previous one and the current one.
  let before = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= x.length; i++) {
    current[0] = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        best = Math.min(best, before[j - 2]! + 1);
      }
      current[j] = best;
    }
    [before, previous, current] = [previous, current, before];
  }
  return previous[y.length]!;
}
