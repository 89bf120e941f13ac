import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import { type ReactNode, type Ref, useMemo, useState } from 'react';
import type { PortfolioFigures } from '#shared/insights/portfolio';
import { assertNever } from '#shared/assert-never';
import { compareText } from '#shared/scope/row-order';
import { columnSpec, type ColumnId } from './portfolio-columns';
import { PortfolioCell, TEXT_COLUMNS, type CellChange } from './PortfolioCell';
import type { PortfolioRow } from './portfolio-rows';
import type { TotalsComparison } from './portfolio-totals';
import { SiteBasisLine } from '../sites/SiteBasisLine';
import { basisText } from '../sites/basis';
import { CountingError } from './CountingError';
import './portfolio.css';

type SortKey = 'name' | ColumnId;

/**
 * The All locations table: the columns given (portfolio-columns.ts), sortable by every figure and
 * change, a totals row, a row per location. It scrolls on its own, sideways too, with the headings
 * and the locations' names kept in view.
 */
export function PortfolioTable(props: {
  readonly rows: readonly PortfolioRow[];
  readonly totals: PortfolioFigures;
  /** The account's change against the comparison (portfolio-totals.ts); null: none yet. */
  readonly comparison: TotalsComparison | null;
  readonly columns: readonly ColumnId[];
  readonly zone: string;
  readonly onOpen: (locationId: string) => void;
  /** A search or tags narrow what is counted: no comparison with the sites' targets. */
  readonly filtered?: boolean;
  /** The scrolling box, measured for the room the columns have. */
  readonly scrollRef?: Ref<HTMLDivElement>;
}) {
  const { rows, totals, comparison, columns, zone, onOpen, scrollRef } = props;
  const { t, i18n } = useLingui();
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({
    key: 'name',
    descending: false,
  });
  // One basis for every row is said once, above the table; a row says its own only when they differ.
  const rowBasis = useMemo(
    () =>
      new Set(rows.map((r) => (r.basis ? basisText(r.basis.site, r.basis.zone) : null))).size > 1,
    [rows],
  );
  const sorted = useMemo(() => {
    const out = [...rows];
    const spec = sort.key === 'name' ? null : columnSpec(sort.key);
    // A change not compared (closed in one period only) has no value, and sorts with the blanks.
    const value = (r: PortfolioRow) =>
      r.figures && spec?.sortValue
        ? spec.sortValue(r.figures, r.comparable ? r.before : null)
        : null;
    if (!spec) out.sort((a, b) => compareText(a.name, b.name));
    else {
      // Rows without a figure (still coming, failed, no bays) go last whichever the direction.
      out.sort((a, b) => {
        const x = value(a);
        const y = value(b);
        if (x === null || y === null) return x === null ? (y === null ? 0 : 1) : -1;
        return x - y || compareText(a.name, b.name);
      });
    }
    if (sort.descending) {
      const known = out.filter((r) => !spec || value(r) !== null);
      const rest = out.filter((r) => !known.includes(r));
      return [...known.reverse(), ...rest];
    }
    return out;
  }, [rows, sort]);

  const sortButton = (key: SortKey, label: ReactNode) => (
    <button
      type="button"
      onClick={() =>
        setSort((s) => ({ key, descending: s.key === key ? !s.descending : key !== 'name' }))
      }
    >
      <span className="portfolio-heading" data-heading>
        {label}
        {/* A no-break space: the arrow stays with the heading's last word when it wraps. */}
        {sort.key === key ? (sort.descending ? '\u00a0↓' : '\u00a0↑') : ''}
      </span>
    </button>
  );
  const ariaSort = (key: SortKey) =>
    sort.key === key ? (sort.descending ? 'descending' : 'ascending') : 'none';
  const header = (id: ColumnId) => {
    const spec = columnSpec(id);
    // A short heading ("Change") is heard in full ("Change in bookings").
    const label = spec.short ? (
      <>
        <span aria-hidden>{i18n._(spec.label)}</span>
        <VisuallyHidden>{i18n._(spec.menuLabel)}</VisuallyHidden>
      </>
    ) : (
      i18n._(spec.label)
    );
    return (
      <Table.Th
        key={id}
        ta={TEXT_COLUMNS.has(id) ? undefined : 'right'}
        aria-sort={spec.sortValue ? ariaSort(id) : undefined}
        title={spec.short ? i18n._(spec.menuLabel) : undefined}
        data-column={id}
      >
        {spec.sortValue ? (
          sortButton(id, label)
        ) : (
          <span className="portfolio-heading" data-heading>
            {label}
          </span>
        )}
      </Table.Th>
    );
  };
  const spanned = Math.max(1, columns.length);
  return (
    <div
      ref={scrollRef}
      className="portfolio-scroll"
      data-testid="portfolio-scroll"
      // Scrollable by keyboard when wider than the window.
      tabIndex={0}
      role="region"
      aria-label={t`Every location’s figures`}
    >
      {/* Rows a little closer than Mantine's: ten sites on a 700 px high screen. */}
      <Table
        className="portfolio-table"
        stickyHeader
        verticalSpacing={4}
        data-testid="portfolio-table"
      >
        <VisuallyHidden component="caption">
          <Trans>Every location’s use of its bays; the headings sort the table.</Trans>
        </VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th aria-sort={ariaSort('name')} data-column="name">
              {sortButton('name', t`Location`)}
            </Table.Th>
            {columns.map(header)}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((r) => {
            const name = r.name;
            return (
              <Table.Tr key={r.id} data-testid="portfolio-row" data-location={r.name}>
                <Table.Td data-column="name">
                  <div className="portfolio-name">
                    <Anchor
                      component="button"
                      type="button"
                      className="portfolio-name-link"
                      fw={600}
                      size="sm"
                      onClick={() => onOpen(r.id)}
                      aria-label={t`${name}: open its Insights`}
                    >
                      {r.name}
                    </Anchor>
                    {r.basis && (rowBasis || r.basis.outsideOpening.bookings > 0) && (
                      <SiteBasisLine insights={r.basis} />
                    )}
                  </div>
                </Table.Td>
                {r.figures ? (
                  columns.map((id) => (
                    <PortfolioCell
                      key={id}
                      id={id}
                      figures={r.figures as PortfolioFigures}
                      change={rowChange(r)}
                      zone={r.basis?.zone ?? zone}
                      name={r.name}
                      target={r.target ?? null}
                      domains={r.domains ?? null}
                      filtered={props.filtered ?? false}
                    />
                  ))
                ) : r.error ? (
                  <Table.Td colSpan={spanned}>
                    <CountingError error={r.error} />{' '}
                    <Button size="compact-xs" variant="light" onClick={r.retry}>
                      <Trans>Try again</Trans>
                    </Button>
                  </Table.Td>
                ) : (
                  <Table.Td colSpan={spanned}>
                    <Text size="sm" c="dimmed" span>
                      {r.fetching ? <Loader size="xs" mr={6} /> : null}
                      {r.fetching ? t`Counting…` : t`Waiting`}
                    </Text>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr data-testid="portfolio-totals">
            <Table.Td data-column="name">
              <Trans>All locations</Trans>
            </Table.Td>
            {columns.map((id) => (
              <PortfolioCell
                key={id}
                id={id}
                figures={totals}
                change={totalsChange(comparison)}
                zone={zone}
                name={null}
                target={null}
                domains={null}
              />
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </div>
  );
}

/** A location's change: its two periods, unless one was closed and the other open. */
function rowChange(r: PortfolioRow): CellChange {
  if (!r.figures || !r.before) return null;
  return r.comparable ? { now: r.figures, before: r.before } : 'not-compared';
}

/** The account's change: the comparable locations' totals in each period, or not compared. */
function totalsChange(comparison: TotalsComparison | null): CellChange {
  if (!comparison) return null;
  switch (comparison.kind) {
    case 'compared':
      return { now: comparison.now, before: comparison.before };
    case 'not-compared':
      return 'not-compared';
    default:
      return assertNever(comparison);
  }
}
