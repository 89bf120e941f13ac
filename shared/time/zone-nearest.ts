/** The zone names nearest a mistyped one, by edit distance, letter case aside. Pure. */

/** Edits allowed for a text of this length: a slip of the keyboard, never another word. */
function allowedEdits(length: number): number {
  if (length <= 4) return 0;
  if (length <= 7) return 1;
  return length <= 14 ? 2 : 3;
}

/** The edit distance of `a` and `b`, or `limit + 1` once it is sure to exceed `limit`. */
function distanceWithin(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The canonical names nearest `typed` (at most three, alphabetical), among `names` (lower-case name
 * → canonical name); without a slash, `typed` is also matched to each name's city ("Londn"). Empty
 * when none is near enough.
 */
export function nearestZoneNames(typed: string, names: ReadonlyMap<string, string>): string[] {
  const wanted = typed.trim().toLowerCase().replaceAll(' ', '_');
  const limit = allowedEdits(wanted.length);
  const cityOnly = !wanted.includes('/');
  let best = limit + 1;
  let found = new Set<string>();
  for (const [name, canonical] of names) {
    const compared = cityOnly ? name.slice(name.lastIndexOf('/') + 1) : name;
    const distance = distanceWithin(wanted, compared, Math.min(limit, best));
    if (distance > limit || distance > best) continue;
    if (distance < best) found = new Set();
    best = distance;
    found.add(canonical);
  }
  return [...found].sort().slice(0, 3);
}
