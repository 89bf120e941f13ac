import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { SortKey, TableRow } from '#shared/view/table';
import { durationText } from '../bookings/duration-text';
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

/** What the table's columns are called on screen (the bookings CSV keeps its own English names). */
export const COLUMN_LABELS: Readonly<Record<SortKey, MessageDescriptor>> = {
  user: msg`User`,
  email: msg`Email`,
  bay: msg`Bay`,
  tag: msg`Tag`,
  start: msg`Start`,
  end: msg`End`,
  duration: msg`Duration`,
};

/** What a bay without a name is called in its cell. */
export const unnamedBay = (i18n: I18n): string => i18n._(msg`Unnamed bay`);
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
  // The headers and the words in the cells change with the language, and the widths with them.
  const { i18n } = useLingui();
  return useMemo(() => {
    const label = (key: SortKey) => i18n._(COLUMN_LABELS[key]);
    const bays = new Set<string>();
    const tags = new Set<string>();
    const durations = new Set<number>();
    for (const r of rows) {
      bays.add(r.bayName ?? unnamedBay(i18n));
      tags.add(r.tag ?? NO_VALUE);
      durations.add(r.durationMs);
    }
    // Start and end alike, so the two line up: as wide as the wider header of the two.
    const time = Math.max(columnPx(label('start'), times.widest), columnPx(label('end'), []));
    return {
      bay: columnPx(label('bay'), bays),
      tag: columnPx(label('tag'), tags),
      start: time,
      end: time,
      duration: columnPx(
        label('duration'),
        [...durations].map((ms) => durationText(i18n, ms)),
      ),
    };
  }, [rows, times, i18n]);
}
