/**
 * A report's figures as cells people read: counts with thousands separators, time in hours to a
 * tenth, shares as percentages, and changes signed (+12, −3.5, +2.1 pts for points of utilisation).
 */
import { assertNever } from '../assert-never';
import type { XlsxCell } from './cell';

/** How a figure is shown: a count, a time (given in ms, shown in hours) or a share (a ratio). */
export type FigureFormat = 'count' | 'hours' | 'share';

const HOUR_MS = 3_600_000;

/** A text cell; null or '' is an empty cell. */
export function textCell(value: string | null | undefined): XlsxCell {
  return value ? { kind: 'text', value } : null;
}

/** A text that repeats down a column (a location's name): it goes in the shared string table. */
export function labelCell(value: string): XlsxCell {
  return { kind: 'text', value, repeats: true };
}

function numberCell(value: number, format: FigureFormat, signed: boolean): XlsxCell {
  switch (format) {
    case 'count':
      return { kind: 'integer', value, signed };
    case 'hours':
      return { kind: 'tenths', value: value / HOUR_MS, signed };
    case 'share':
      return { kind: 'percent', value, signed };
    default:
      return assertNever(format, 'figure format');
  }
}

/** A figure's cell; null (none: no bays, no open time) is an empty cell. */
export function figureCell(value: number | null | undefined, format: FigureFormat): XlsxCell {
  return value === null || value === undefined ? null : numberCell(value, format, false);
}

/**
 * The change of a figure against the comparison period (now − before; a share's in percentage
 * points, written as points: a percent format would read +0.1% as a relative change); empty when
 * either side has none.
 */
export function changeCell(
  now: number | null | undefined,
  before: number | null | undefined,
  format: FigureFormat,
): XlsxCell {
  if (now === null || now === undefined || before === null || before === undefined) return null;
  if (format === 'share') return { kind: 'points', value: (now - before) * 100 };
  return numberCell(now - before, format, true);
}
