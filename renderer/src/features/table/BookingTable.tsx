import { useLingui } from '@lingui/react/macro';
import { UnstyledButton } from '@mantine/core';
import { useMemo, useState, type KeyboardEvent } from 'react';
import type { Booking } from '#shared/model';
import type { LocalDays } from '#shared/time/local-days';
import { sortTableRows, type SortKey, type SortState, type TableRow } from '#shared/view/table';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { useElementWidth } from '../../ui/use-element-width';
import { type ColumnPlan, planColumns, USER_COMFORT_PX } from './column-plan';
import { tableTimes } from './table-times';
import { durationText } from '../bookings/duration-text';
import { COLUMN_LABELS, NO_VALUE, unnamedBay, useKeyColumnWidths } from './use-key-column-widths';
import { SpacerRow, useVirtualTableRows } from './virtual-rows';
import './table.css';

const userWidth = (plan: ColumnPlan) => plan.columns.find((c) => c.key === 'user')?.width ?? 0;

function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/**
 * The bookings as a sortable, virtualised table; a row opens its details on click or Enter. The bay,
 * tag, times and duration are as wide as their widest text and never cut; the user and the e-mail
 * share the rest, and the e-mail gives way first in a narrow window.
 */
export function BookingTable(props: {
  readonly rows: readonly TableRow[];
  readonly zone: string;
  readonly days: LocalDays;
  readonly selectedId: string | null;
  readonly onOpen: (booking: Booking) => void;
  readonly label: string;
}) {
  const { rows, zone, days, selectedId, onOpen, label } = props;
  const format = useLocaleFormat();
  const { i18n } = useLingui();
  const noBayName = unnamedBay(i18n);
  const [sort, setSort] = useState<SortState>({ key: 'start', direction: 'asc' });
  const sorted = useMemo(() => sortTableRows(rows, sort), [rows, sort]);
  const { scrollRef, items, padTop, padBottom } = useVirtualTableRows(sorted.length);
  const full = useMemo(
    () => tableTimes(format, zone, days, rows, 'weekday'),
    [format, zone, days, rows],
  );
  const compact = useMemo(
    () => tableTimes(format, zone, days, rows, 'compact'),
    [format, zone, days, rows],
  );
  const fullWidths = useKeyColumnWidths(rows, full);
  const compactWidths = useKeyColumnWidths(rows, compact);
  const width = useElementWidth(scrollRef, 1000);
  // The weekdays go before a name is cut short or the table has to scroll sideways.
  const fullPlan = planColumns(fullWidths, width);
  const fits = userWidth(fullPlan) >= USER_COMFORT_PX && fullPlan.tableWidth <= width;
  const plan = fits ? fullPlan : planColumns(compactWidths, width);
  const times = fits ? full : compact;
  const shows = (key: SortKey) => plan.columns.some((c) => c.key === key);
  const showsEmail = shows('email');

  const onKey = (e: KeyboardEvent<HTMLTableRowElement>, b: Booking) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onOpen(b);
    }
  };

  return (
    <div ref={scrollRef} className="bt-scroll" data-testid="table-scroll">
      <table
        className="bt-table"
        aria-label={label}
        aria-rowcount={sorted.length + 1}
        style={{ width: plan.tableWidth }}
      >
        <colgroup>
          {plan.columns.map((c) => (
            <col key={c.key} style={{ width: c.width }} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {plan.columns.map(({ key }) => {
              const active = sort.key === key;
              return (
                <th
                  key={key}
                  scope="col"
                  className={`bt-col-${key}`}
                  aria-sort={
                    active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'
                  }
                >
                  <UnstyledButton
                    className="bt-sort"
                    onClick={() => setSort((s) => nextSort(s, key))}
                  >
                    <span className="bt-label">{i18n._(COLUMN_LABELS[key])}</span>
                    <span className="bt-sort-mark" aria-hidden="true">
                      {active ? (sort.direction === 'asc' ? '▲' : '▼') : ''}
                    </span>
                  </UnstyledButton>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          <SpacerRow height={padTop} columns={plan.columns.length} />
          {items.map((v) => {
            const r = sorted[v.index] as TableRow;
            const user = r.userName ?? NO_VALUE;
            return (
              <tr
                key={r.booking.id}
                aria-rowindex={v.index + 2}
                tabIndex={0}
                className="bt-row"
                data-selected={r.booking.id === selectedId || undefined}
                data-testid="booking-row"
                onClick={() => onOpen(r.booking)}
                onKeyDown={(e) => onKey(e, r.booking)}
              >
                {/* The whole name, and the e-mail when its column has given way, on hover. */}
                <td title={showsEmail || !r.email ? user : `${user} <${r.email}>`}>{user}</td>
                {showsEmail && <td title={r.email ?? undefined}>{r.email ?? NO_VALUE}</td>}
                <td data-column="bay">{r.bayName ?? noBayName}</td>
                <td data-column="tag">{r.tag ?? NO_VALUE}</td>
                <td data-column="start" className="bt-num">
                  {times.cell(r.startMs)}
                </td>
                <td data-column="end" className="bt-num">
                  {times.cell(r.endMs)}
                </td>
                <td data-column="duration" className="bt-num">
                  {durationText(i18n, r.durationMs)}
                </td>
              </tr>
            );
          })}
          <SpacerRow height={padBottom} columns={plan.columns.length} />
        </tbody>
      </table>
    </div>
  );
}
