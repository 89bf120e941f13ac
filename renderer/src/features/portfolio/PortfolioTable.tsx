import { Button, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMemo, useState } from 'react';
import { change, type PortfolioFigures } from '#shared/insights/portfolio';
import { compareText } from '#shared/scope/row-order';
import { ChangeText } from '../compare/ChangeText';
import { useInsightsFormat } from '../insights/format';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import type { PortfolioRow } from './portfolio-rows';
import { UsePerDay } from './UsePerDay';
import './portfolio.css';

type SortKey =
  | 'name'
  | 'bays'
  | 'bookings'
  | 'people'
  | 'booked'
  | 'utilisation'
  | 'peak'
  | 'needed'
  | 'spare'
  | 'change';

const SORT_VALUE: Record<Exclude<SortKey, 'name'>, (r: PortfolioRow) => number | null> = {
  bays: (r) => r.figures?.bays ?? null,
  bookings: (r) => r.figures?.bookings ?? null,
  people: (r) => r.figures?.people ?? null,
  booked: (r) => r.figures?.bookedMs ?? null,
  utilisation: (r) => r.figures?.utilisation ?? null,
  peak: (r) => r.figures?.peak ?? null,
  needed: (r) => r.figures?.baysNeeded ?? null,
  spare: (r) => r.figures?.spareBays ?? null,
  change: (r) => change(r.figures?.utilisation ?? null, r.before?.utilisation),
};

/** The All locations table: sortable by every figure, a totals row, a row per location. */
export function PortfolioTable(props: {
  readonly rows: readonly PortfolioRow[];
  readonly totals: PortfolioFigures;
  readonly totalsBefore: PortfolioFigures | null;
  readonly comparing: boolean;
  readonly zone: string;
  readonly onOpen: (locationId: string) => void;
}) {
  const { rows, totals, comparing, zone } = props;
  const f = useInsightsFormat();
  const locale = useLocaleFormat();
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({
    key: 'name',
    descending: false,
  });
  const sorted = useMemo(() => {
    const out = [...rows];
    if (sort.key === 'name') out.sort((a, b) => compareText(a.name, b.name));
    else {
      const value = SORT_VALUE[sort.key];
      // Rows without a figure (still coming, failed, no bays) go last whichever the direction.
      out.sort((a, b) => {
        const x = value(a);
        const y = value(b);
        if (x === null || y === null) return x === null ? (y === null ? 0 : 1) : -1;
        return x - y || compareText(a.name, b.name);
      });
    }
    if (sort.descending) {
      const known = out.filter((r) => sort.key === 'name' || SORT_VALUE[sort.key](r) !== null);
      const rest = out.filter((r) => !known.includes(r));
      return [...known.reverse(), ...rest];
    }
    return out;
  }, [rows, sort]);

  const header = (key: SortKey, label: string) => (
    <Table.Th
      ta={key === 'name' ? undefined : 'right'}
      aria-sort={sort.key === key ? (sort.descending ? 'descending' : 'ascending') : 'none'}
    >
      <button
        type="button"
        onClick={() =>
          setSort((s) => ({ key, descending: s.key === key ? !s.descending : key !== 'name' }))
        }
      >
        {label}
        {sort.key === key ? (sort.descending ? ' ↓' : ' ↑') : ''}
      </button>
    </Table.Th>
  );
  const figureCells = (x: PortfolioFigures, before: PortfolioFigures | null) => (
    <>
      <Table.Td ta="right">{f.formatCount(x.bays)}</Table.Td>
      <Table.Td ta="right">{f.formatCount(x.bookings)}</Table.Td>
      <Table.Td ta="right">{f.formatCount(x.people)}</Table.Td>
      <Table.Td ta="right">{f.formatBookedHours(x.bookedMs)}</Table.Td>
      <Table.Td ta="right">{f.formatPercent(x.utilisation)}</Table.Td>
      {comparing && (
        <Table.Td ta="right">
          <ChangeText now={x.utilisation} before={before?.utilisation} kind="ratio" size="sm" />
        </Table.Td>
      )}
      <Table.Td ta="right">
        {x.peak === null ? '—' : f.formatCount(x.peak)}
        {x.peakAtMs !== null && (
          <Text size="xs" c="dimmed">
            {locale.dateTime(zone, x.peakAtMs)}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right">{x.baysNeeded === null ? '—' : f.formatCount(x.baysNeeded)}</Table.Td>
      <Table.Td ta="right">{x.spareBays === null ? '—' : f.formatCount(x.spareBays)}</Table.Td>
      <Table.Td>
        {x.busiest
          ? `${f.weekdayShortName(x.busiest.isoWeekday)} ${f.hourRange(x.busiest.hour)}`
          : '—'}
      </Table.Td>
    </>
  );
  const columns = comparing ? 12 : 11;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table className="portfolio-table" striped highlightOnHover data-testid="portfolio-table">
        <VisuallyHidden component="caption">
          Every location’s use of its bays; the headings sort the table.
        </VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            {header('name', 'Location')}
            {header('bays', 'Bays')}
            {header('bookings', 'Bookings')}
            {header('people', 'People')}
            {header('booked', 'Booked')}
            {header('utilisation', 'Utilisation')}
            {comparing && header('change', 'Change')}
            {header('peak', 'Peak in use')}
            {header('needed', 'Bays needed')}
            {header('spare', 'Spare bays')}
            <Table.Th>Busiest hour</Table.Th>
            <Table.Th>Use per day</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((r) => (
            <Table.Tr key={r.id} data-testid="portfolio-row" data-location={r.name}>
              <Table.Td>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => props.onOpen(r.id)}
                  aria-label={`${r.name}: open its Insights`}
                >
                  {r.name}
                </Button>
              </Table.Td>
              {r.figures ? (
                <>
                  {figureCells(r.figures, r.before)}
                  <Table.Td>
                    <UsePerDay perDay={r.figures.perDay} label={`Use per day at ${r.name}`} />
                  </Table.Td>
                </>
              ) : r.error ? (
                <Table.Td colSpan={columns}>
                  <Text size="sm" c="red" span role="alert">
                    {r.error.message}{' '}
                  </Text>
                  <Button size="compact-xs" variant="light" onClick={r.retry}>
                    Try again
                  </Button>
                </Table.Td>
              ) : (
                <Table.Td colSpan={columns}>
                  <Text size="sm" c="dimmed" span>
                    {r.fetching ? <Loader size="xs" mr={6} /> : null}
                    {r.fetching ? 'Counting…' : 'Waiting'}
                  </Text>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr data-testid="portfolio-totals">
            <Table.Td>All locations</Table.Td>
            {figureCells(totals, props.totalsBefore)}
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
