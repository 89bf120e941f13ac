/**
 * The order rows are shown and counted in: by tag (untagged last), then bay name, then key, numbers
 * inside text in numeric order ("Bay 2" before "Bay 10").
 */

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Compares nullable texts with nulls last, numbers inside text in numeric order. */
export function compareText(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return collator.compare(a, b);
}

/**
 * Compares tags as rows are grouped: no tag ('' or null) is one group, last. Tags the collator finds
 * equal but that differ ("Van", "van") stay apart, in code-unit order, so each tag's rows are together.
 */
export function compareTags(a: string | null, b: string | null): number {
  const x = a || null;
  const y = b || null;
  const order = compareText(x, y);
  if (order !== 0 || x === y) return order;
  return (x as string) < (y as string) ? -1 : 1;
}

/** A row's bay as the order reads it. */
export interface OrderedBay {
  readonly key: string;
  readonly name: string | null;
  readonly tag: string | null;
}

/** The rows' order: tag, then bay name, then key. */
export function compareRows(a: OrderedBay, b: OrderedBay): number {
  return compareTags(a.tag, b.tag) || compareText(a.name, b.name) || compareText(a.key, b.key);
}
