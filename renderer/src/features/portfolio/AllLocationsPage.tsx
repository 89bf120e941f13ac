import { Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Suspense, useMemo, useRef } from 'react';
import { comparisonPeriod } from '#shared/insights/compare-period';
import { MAX_INSIGHTS_DAYS } from '#shared/insights/types';
import { portfolioFigures, portfolioTotals } from '#shared/insights/portfolio';
import { compareText } from '#shared/scope/row-order';
import type { Location } from '#shared/model';
import { localDateOf } from '#shared/time/zone';
import { selectionWindow } from '#shared/view/navigation';
import { useNow } from '../../ui/use-now';
import { useBays, useLocations } from '../../data/company';
import { BookingsToolbar } from '../bookings/BookingsToolbar';
import { bookingFilterOf, shownExport } from '../bookings/export-summary';
import { lazyNamed } from '../../ui/lazy-named';
import type { WorkspaceView } from '../bookings/view-state/use-view-state';
import { CompareControl } from '../compare/CompareControl';
import { useInsightsFormat } from '../insights/format';
import { ErrorState } from '../status/ErrorState';
import { LoadingRows } from '../status/LoadingRows';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { PortfolioTable, type PortfolioRow } from './PortfolioTable';
import { usePortfolio } from './use-portfolio';

/**
 * Every location of the account over one period: a row each, filled in as each location's figures
 * arrive (one location after another), with the account's totals and, when chosen, the comparison.
 */
export function AllLocationsPage(props: {
  readonly accountId: string;
  readonly zone: string;
  readonly view: WorkspaceView;
}) {
  const { accountId, zone, view } = props;
  const { dates, actions } = view;
  const page = view.state.perPage;
  const compare = view.state.perAccount.compare;
  const format = useLocaleFormat();
  const f = useInsightsFormat();
  const searchRef = useRef<HTMLInputElement>(null);
  const now = useNow();
  const locationsQuery = useLocations(accountId);
  const bays = useBays(accountId);
  const locations = useMemo(
    () => [...(locationsQuery.data?.items ?? [])].sort((a, b) => compareText(a.name, b.name)),
    [locationsQuery.data],
  );
  const tagChoices = useMemo(
    () =>
      [...new Set((bays.data?.items ?? []).map((b) => b.tag ?? ''))].sort((a, b) =>
        compareText(a, b),
      ),
    [bays.data],
  );
  const { fromDate: from, toDate: to } = selectionWindow(dates, zone);
  const filter = useMemo(
    () => bookingFilterOf(page.tags, page.search, dates.timeOfDay),
    [page.tags, page.search, dates.timeOfDay],
  );
  const scope = useMemo(
    () => ({ accountId, from, to, zone, filter }),
    [accountId, from, to, zone, filter],
  );
  const current = usePortfolio(scope, locations, true);
  const before = useMemo(
    () => (compare ? comparisonPeriod(from, to, compare) : null),
    [from, to, compare],
  );
  const beforeScope = useMemo(
    () => (before ? { accountId, from: before.from, to: before.to, zone, filter } : scope),
    [accountId, before, zone, filter, scope],
  );
  const previous = usePortfolio(
    beforeScope,
    before ? locations : noLocations,
    current.done === current.total,
  );

  const rows: PortfolioRow[] = current.rows.map((r, i) => {
    const old = previous.rows[i]?.insights;
    return {
      id: r.location.id,
      name: nameOf(r.location),
      figures: r.insights ? portfolioFigures(r.insights) : null,
      before: old ? portfolioFigures(old) : null,
      error: r.error,
      fetching: r.fetching,
      retry: r.retry,
    };
  });
  const known = rows.flatMap((r) => (r.figures ? [r.figures] : []));
  const knownBefore = rows.flatMap((r) => (r.before ? [r.before] : []));
  const totals = portfolioTotals(known);
  const totalsBefore =
    before && knownBefore.length === known.length ? portfolioTotals(knownBefore) : null;
  const done = current.done + (before ? previous.done : 0);
  const total = current.total + (before ? previous.total : 0);
  const working = done < total;
  const fetching = current.rows.some((r) => r.fetching) || previous.rows.some((r) => r.fetching);
  const failed = rows.filter((r) => r.error).length;

  const summary = summaryOf();
  function summaryOf(): string {
    if (known.length === 0) return '';
    const ranked = rows
      .filter((r) => r.figures?.utilisation !== null && r.figures?.utilisation !== undefined)
      .sort((a, b) => (b.figures?.utilisation ?? 0) - (a.figures?.utilisation ?? 0));
    const top = ranked[0];
    const bottom = ranked[ranked.length - 1];
    const parts = [
      `${f.formatCount(known.length)} of ${f.formatCount(rows.length)} locations counted, ${f.formatCount(totals.bays)} bays, utilisation ${f.formatPercent(totals.utilisation)}.`,
    ];
    if (top && bottom && top !== bottom)
      parts.push(
        `Busiest: ${top.name} (${f.formatPercent(top.figures?.utilisation ?? null)}); quietest: ${bottom.name} (${f.formatPercent(bottom.figures?.utilisation ?? null)}).`,
      );
    if (totals.baysNeeded !== null)
      parts.push(
        `Bays needed 95% of the time: ${f.formatCount(totals.baysNeeded)}, so ${f.formatCount(totals.spareBays ?? 0)} spare.`,
      );
    return parts.join(' ');
  }

  if (locationsQuery.isError)
    return (
      <ErrorState
        what="locations"
        error={locationsQuery.error}
        onRetry={() => void locationsQuery.refetch()}
        retrying={locationsQuery.isFetching}
      />
    );
  return (
    <Stack gap="xs" h="100%" style={{ minHeight: 0 }} data-testid="all-locations">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4">
          All locations
        </Title>
        <Group gap={6} wrap="nowrap">
          <CompareControl from={from} to={to} value={compare} onChange={actions.setCompare} />
          <Button
            variant="default"
            size="xs"
            onClick={() => actions.openExport('location')}
            disabled={locations.length === 0}
            data-testid="export-all-locations"
          >
            Export summary…
          </Button>
        </Group>
      </Group>
      <BookingsToolbar
        selection={dates}
        actions={actions.dates}
        tags={tagChoices}
        selectedTags={page.tags}
        onTags={actions.setTags}
        search={page.search}
        onSearch={actions.setSearch}
        searchRef={searchRef}
        maxDays={MAX_INSIGHTS_DAYS}
        today={localDateOf(zone, now)}
      />
      <Text size="sm" data-testid="portfolio-period">
        {from === to ? format.longDate(from) : `${format.longDate(from)} – ${format.longDate(to)}`}
        {before &&
          `, compared with ${before.from === before.to ? format.longDate(before.from) : `${format.longDate(before.from)} – ${format.longDate(before.to)}`}`}
      </Text>
      {working && (
        <Group gap="xs" wrap="nowrap" data-testid="portfolio-progress">
          <Progress
            value={(done / Math.max(1, total)) * 100}
            style={{ flex: 1 }}
            aria-label="Locations counted"
          />
          <Text size="xs" c="dimmed" aria-live="polite">
            {f.formatCount(done)} of {f.formatCount(total)} counted
          </Text>
          {fetching ? (
            <Button
              size="compact-xs"
              variant="default"
              onClick={() => {
                current.cancel();
                previous.cancel();
              }}
            >
              Cancel
            </Button>
          ) : (
            failed === 0 && (
              <Button
                size="compact-xs"
                variant="default"
                onClick={() => {
                  const next =
                    current.rows.find((r) => !r.insights && !r.error) ??
                    previous.rows.find((r) => !r.insights && !r.error);
                  next?.retry();
                }}
              >
                Go on
              </Button>
            )
          )}
        </Group>
      )}
      {summary && (
        <Text size="sm" data-testid="portfolio-summary">
          {summary}
        </Text>
      )}
      {locationsQuery.isPending ? (
        <LoadingRows rows={6} label="Loading locations" />
      ) : (
        <div style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
          <PortfolioTable
            rows={rows}
            totals={totals}
            totalsBefore={totalsBefore}
            comparing={before !== null}
            zone={zone}
            onOpen={actions.openLocationInsights}
          />
        </div>
      )}
      {page.exporting && (
        <Suspense fallback={null}>
          <ExportDialog
            opened
            onClose={actions.closeExport}
            shown={shownExport(
              'location',
              {
                accountId,
                locationId: locations[0]?.id ?? '',
                locationName: 'All locations',
                from,
                to,
                zone,
              },
              { bookings: filter, insights: filter },
              format,
              compare,
            )}
          />
        </Suspense>
      )}
    </Stack>
  );
}

// The dialog is a chunk of its own, as on the bookings page.
const ExportDialog = lazyNamed(() => import('../export/ExportDialog'), 'ExportDialog');

const noLocations: readonly Location[] = [];

function nameOf(location: Location): string {
  return location.name ?? 'Unnamed location';
}
