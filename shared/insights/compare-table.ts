/**
 * A summary table beside the same table of another period: after the report's own columns, one
 * `X_before` column for each numeric column X, in the same order. Rows are matched by key; a row of
 * only one period has the other period's columns empty.
 */
import type { SummaryTable, SummaryValue } from './summary-table';

/**
 * The table of this period with the comparison period's numbers after it. `rows: 'this-period'`
 * keeps only this period's rows (a list chosen from this period, such as the under-used bays, is not
 * to gain the rows the period before would have chosen). `settings` names the columns that are a
 * row's settings, not a period's figures (a site's target): the same in both, so not repeated.
 */
export function compareTables(
  current: SummaryTable,
  before: SummaryTable,
  options: {
    readonly rows?: 'both-periods' | 'this-period';
    readonly settings?: readonly string[];
  } = {},
): SummaryTable {
  const settings = new Set(options.settings ?? []);
  const kept = (c: number) => current.kinds[c] === 'text' || settings.has(current.header[c] ?? '');
  const numeric = current.kinds.flatMap((_, i) => (kept(i) ? [] : [i]));
  const beforeRows = new Map<string, readonly SummaryValue[]>();
  before.keys.forEach((key, i) => beforeRows.set(key, before.rows[i] ?? []));
  const rows: SummaryValue[][] = [];
  const keys: string[] = [];
  const seen = new Set<string>();
  current.rows.forEach((row, i) => {
    const key = current.keys[i] ?? String(i);
    seen.add(key);
    const old = beforeRows.get(key);
    rows.push([...row, ...numeric.map((c) => (old ? (old[c] ?? null) : null))]);
    keys.push(key);
  });
  // Rows of the comparison period only (a bay since removed): named, this period's numbers empty.
  before.rows.forEach((row, i) => {
    const key = before.keys[i] ?? String(i);
    if (seen.has(key) || options.rows === 'this-period') return;
    rows.push([
      ...row.map((value, c) => (kept(c) ? value : null)),
      ...numeric.map((c) => row[c] ?? null),
    ]);
    keys.push(key);
  });
  return {
    header: [...current.header, ...numeric.map((c) => `${current.header[c] ?? c}_before`)],
    kinds: [...current.kinds, ...numeric.map((c) => current.kinds[c] ?? 'integer')],
    rows,
    keys,
  };
}
