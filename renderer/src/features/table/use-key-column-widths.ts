import { useMemo } from 'react';
import { formatDuration } from '#shared/view/format';
import type { TableRow } from '#shared/view/table';
import { widestTextPx } from '../../ui/text-width';
import type { KeyColumnWidths } from './column-plan';
import type { TableTimes } from './table-times';

/** The cells' and headers' sizes and padding (table.css). */
const CELL_FONT = { sizePx: 14 } as const;
const HEADER_FONT = { sizePx: 12, weight: 600 } as const;
const PADDING_PX = 16;
/** The sort mark beside a header, and its gap. */
const SORT_MARK_PX = 14;
/** Canvas measures proportional digits; the cells use tabular ones, which can be a little wider. */
const SAFETY_PX = 4;

/** What the table's key columns are called. */
export const KEY_COLUMN_LABELS = {
  bay: 'Bay',
  tag: 'Tag',
  start: 'Start',
  end: 'End',
  duration: 'Duration',
} as const;

/** The no-value texts the cells write. */
export const UNNAMED_BAY = 'Unnamed bay';
/** A cell without a value. */
export const NO_VALUE = '—';

function columnPx(header: string, cells: Iterable<string>): number {
  const content = Math.max(
    widestTextPx(cells, CELL_FONT),
    widestTextPx([header], HEADER_FONT) + SORT_MARK_PX,
  );
  return Math.ceil(content + PADDING_PX + SAFETY_PX);
}

/** The key columns' widths: each as wide as its widest text, header included. */
export function useKeyColumnWidths(rows: readonly TableRow[], times: TableTimes): KeyColumnWidths {
  return useMemo(() => {
    const bays = new Set<string>();
    const tags = new Set<string>();
    const durations = new Set<number>();
    for (const r of rows) {
      bays.add(r.bayName ?? UNNAMED_BAY);
      tags.add(r.tag ?? NO_VALUE);
      durations.add(r.durationMs);
    }
    const time = columnPx(KEY_COLUMN_LABELS.start, times.widest);
    return {
      bay: columnPx(KEY_COLUMN_LABELS.bay, bays),
      tag: columnPx(KEY_COLUMN_LABELS.tag, tags),
      // Start and end alike, so the two line up.
      start: time,
      end: time,
      duration: columnPx(KEY_COLUMN_LABELS.duration, [...durations].map(formatDuration)),
    };
  }, [rows, times]);
}
