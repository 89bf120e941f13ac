/** A measured figure, its target from issue 6, and whether it meets it. */
import { median, roundFigure } from './stats';

/** What a figure must reach: at most, at least, at least a share of another figure, or nothing. */
export type Target =
  | {
      readonly kind: 'at-most';
      readonly value: number;
      /** Measurement jitter still counted as meeting the value (e.g. frame timer jitter). */
      readonly slack?: number;
    }
  | { readonly kind: 'at-least'; readonly value: number }
  | { readonly kind: 'share-of'; readonly figure: string; readonly share: number }
  | { readonly kind: 'measured' };

/** One figure: the median of its runs, the raw runs, and free-form details of how it was taken. */
export interface Figure {
  readonly name: string;
  readonly unit: string;
  readonly value: number;
  readonly runs: readonly number[];
  readonly target: Target;
  /** What the target means in words, as shown in the table. */
  readonly targetText: string;
  pass: boolean | null;
  readonly details?: Readonly<Record<string, unknown>>;
}

/** Builds a figure from its runs (the value is their median). */
export function figure(
  name: string,
  unit: string,
  runs: readonly number[],
  target: Target,
  targetText: string,
  details?: Record<string, unknown>,
): Figure {
  return {
    name,
    unit,
    value: roundFigure(median(runs)),
    runs: runs.map(roundFigure),
    target,
    targetText,
    pass: null,
    details,
  };
}

/** Decides pass/fail for every figure; share-of targets look the other figure up by name. */
export function judge(figures: readonly Figure[]): void {
  const byName = new Map(figures.map((f) => [f.name, f]));
  for (const f of figures) {
    const t = f.target;
    if (!Number.isFinite(f.value)) {
      f.pass = t.kind === 'measured' ? null : false;
      continue;
    }
    switch (t.kind) {
      case 'at-most':
        f.pass = f.value <= t.value + (t.slack ?? 0);
        break;
      case 'at-least':
        f.pass = f.value >= t.value;
        break;
      case 'share-of': {
        const other = byName.get(t.figure)?.value;
        f.pass = other === undefined || !Number.isFinite(other) ? null : f.value >= other * t.share;
        break;
      }
      case 'measured':
        f.pass = null;
        break;
    }
  }
}

function formatValue(value: number): string {
  if (!Number.isFinite(value)) return 'n/a';
  return value.toLocaleString('en-US', { maximumFractionDigits: 3 });
}

/** A Markdown table of the figures (also readable as plain text on a terminal). */
export function figuresTable(figures: readonly Figure[]): string {
  const rows = figures.map((f) => [
    `\`${f.name}\``,
    `${formatValue(f.value)} ${f.unit}`.trim(),
    f.targetText,
    f.pass === null ? '—' : f.pass ? 'pass' : 'FAIL',
    f.runs.map(formatValue).join(', '),
  ]);
  const header = ['figure', 'median', 'target', 'result', 'runs'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
