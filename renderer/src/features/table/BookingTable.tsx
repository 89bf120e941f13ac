import { UnstyledButton } from '@mantine/core';
import { useMemo, useState, type KeyboardEvent } from 'react';
import type { Booking } from '#shared/model';
import { formatDuration } from '#shared/view/format';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { sortTableRows, type SortKey, type SortState, type TableRow } from '#shared/view/table';
import { SpacerRow, useVirtualTableRows } from './virtual-rows';
import './table.css';

const COLUMNS: readonly { key: SortKey; label: string }[] = [
  { key: 'user', label: 'User' },
  { key: 'email', label: 'Email' },
  { key: 'bay', label: 'Bay' },
  { key: 'tag', label: 'Tag' },
  { key: 'start', label: 'Start' },
  { key: 'end', label: 'End' },
  { key: 'duration', label: 'Duration' },
];

function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** The bookings as a sortable, virtualised table; a row opens its details on click or Enter. */
export function BookingTable(props: {
  readonly rows: readonly TableRow[];
  readonly zone: string;
  readonly selectedId: string | null;
  readonly onOpen: (booking: Booking) => void;
  readonly label: string;
}) {
  const { rows, zone, selectedId, onOpen, label } = props;
  const format = useLocaleFormat();
  const [sort, setSort] = useState<SortState>({ key: 'start', direction: 'asc' });
  const sorted = useMemo(() => sortTableRows(rows, sort), [rows, sort]);
  const { scrollRef, items, padTop, padBottom } = useVirtualTableRows(sorted.length);

  const onKey = (e: KeyboardEvent<HTMLTableRowElement>, b: Booking) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onOpen(b);
    }
  };

  return (
    <div ref={scrollRef} className="bt-scroll" data-testid="table-scroll">
      <table className="bt-table" aria-label={label} aria-rowcount={sorted.length + 1}>
        <thead>
          <tr aria-rowindex={1}>
            {COLUMNS.map((c) => {
              const active = sort.key === c.key;
              return (
                <th
                  key={c.key}
                  scope="col"
                  className={`bt-col-${c.key}`}
                  aria-sort={
                    active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'
                  }
                >
                  <UnstyledButton
                    className="bt-sort"
                    onClick={() => setSort((s) => nextSort(s, c.key))}
                  >
                    {c.label}
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
          <SpacerRow height={padTop} columns={COLUMNS.length} />
          {items.map((v) => {
            const r = sorted[v.index] as TableRow;
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
                <td>{r.userName ?? '—'}</td>
                <td>{r.email ?? '—'}</td>
                <td>{r.bayName ?? 'Unnamed bay'}</td>
                <td>{r.tag ?? '—'}</td>
                <td className="bt-num">{format.dateTime(zone, r.startMs)}</td>
                <td className="bt-num">{format.dateTime(zone, r.endMs)}</td>
                <td className="bt-num">{formatDuration(r.durationMs)}</td>
              </tr>
            );
          })}
          <SpacerRow height={padBottom} columns={COLUMNS.length} />
        </tbody>
      </table>
    </div>
  );
}
