import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { PORTFOLIO_PRINT_ROOT, PortfolioPrint } from './PortfolioPrint';
import { Suspense, useRef } from 'react';
import { calendarUnitOf } from '#shared/insights/compare-period';
import { MAX_INSIGHTS_DAYS } from '#shared/insights/types';
import { localDateOf } from '#shared/time/zone';
import { useNow } from '../../ui/use-now';
import { BookingsToolbar } from '../bookings/BookingsToolbar';
import { shownExport } from '../bookings/shown-export';
import { lazyNamed } from '../../ui/lazy-named';
import type { WorkspaceView } from '../bookings/view-state/use-view-state';
import { CompareControl } from '../compare/CompareControl';
import { useFigureFormat } from '../../ui/format/figure-format';
import { ErrorState } from '../../ui/status/ErrorState';
import { LoadingRows } from '../../ui/status/LoadingRows';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { ColumnsMenu } from './ColumnsMenu';
import { periodText } from './period-text';
import { nameWidthOf, shownColumns } from './portfolio-columns';
import { PortfolioTable } from './PortfolioTable';
import { useAllLocations } from './use-all-locations';
import { useColumnChoice } from './use-column-choice';
import { useTableRoom } from './use-table-room';
import { AllSitesBasis } from '../sites/AllSitesBasis';
import { AllLocationsShowAs } from '../trends/AllLocationsShowAs';

/**
 * Every location of the account over one period: a row each, filled in as each location's figures
 * arrive (one location after another), with the account's totals and, when chosen, the comparison.
 * Layout only: the figures are useAllLocations'.
 */
export function AllLocationsPage(props: {
  readonly accountId: string;
  readonly zone: string;
  readonly view: WorkspaceView;
  /** Each site on its own clock (site time), `zone` for sites without a zone of their own. */
  readonly siteTime?: boolean;
}) {
  const { accountId, zone, view } = props;
  const siteTime = props.siteTime ?? false;
  const { dates, actions } = view;
  const page = view.state.perPage;
  const compare = view.state.perAccount.compare;
  const format = useLocaleFormat();
  const f = useFigureFormat();
  const { t, i18n } = useLingui();
  const searchRef = useRef<HTMLInputElement>(null);
  const now = useNow();
  const all = useAllLocations({
    accountId,
    zone,
    dates,
    tags: page.tags,
    search: page.search,
    compare,
    siteTime,
  });
  const { locationsQuery, locations, from, to, before, progress, summary } = all;
  const done = f.formatCount(progress.done);
  const total = f.formatCount(progress.total);
  // The columns: those the user chose, and as many of the rest as the width takes.
  const scrollRef = useRef<HTMLDivElement>(null);
  const [choice, setChoice] = useColumnChoice();
  const comparing = before !== null;
  // Fitted to the width until the user chooses; what is learnt of the widths holds in one language.
  const room = useTableRoom(scrollRef, Object.keys(choice).length === 0 ? i18n.locale : null);
  const columns = shownColumns({
    available: room.available,
    nameWidth: room.nameWidth || nameWidthOf(all.rows.map((r) => r.name)),
    comparing,
    choice,
    targets: all.targets,
    widths: room.widths,
  });

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
    <Stack
      gap="xs"
      h="100%"
      style={{ minHeight: 0 }}
      className={PORTFOLIO_PRINT_ROOT}
      data-testid="all-locations"
    >
      {/*
        The title with what is done with the table (columns, export, print), then how it is shown:
        each group on one line when it fits, else wrapping whole, so nothing is pushed out of the
        window in a language with longer words.
      */}
      <Group justify="space-between" wrap="wrap" gap={6}>
        <Title order={2} size="h4" style={{ whiteSpace: 'nowrap' }}>
          <Trans>All locations</Trans>
        </Title>
        <Group gap={6} wrap="wrap" className="no-print">
          <ColumnsMenu shown={columns} choice={choice} comparing={comparing} onChoice={setChoice} />
          <Group gap={6} wrap="nowrap">
            <Button
              variant="default"
              size="xs"
              onClick={() => actions.openExport('location')}
              disabled={locations.length === 0}
              data-testid="export-all-locations"
            >
              <Trans>Export summary…</Trans>
            </Button>
            <PortfolioPrint
              fileStem={from === to ? t`All locations ${from}` : t`All locations ${from} to ${to}`}
              disabled={locations.length === 0 || progress.working}
            />
          </Group>
        </Group>
      </Group>
      <Group gap={6} wrap="wrap" className="no-print">
        <AllLocationsShowAs shown="table" onChange={actions.switchDisplay} />
        <CompareControl
          from={from}
          to={to}
          unit={calendarUnitOf(dates.preset)}
          value={compare}
          onChange={actions.setCompare}
        />
      </Group>
      <div className="no-print">
        <BookingsToolbar
          selection={dates}
          actions={actions.dates}
          tags={all.tagChoices}
          selectedTags={page.tags}
          onTags={actions.setTags}
          search={page.search}
          onSearch={actions.setSearch}
          searchRef={searchRef}
          maxDays={MAX_INSIGHTS_DAYS}
          today={localDateOf(zone, now)}
        />
      </div>
      <Text size="sm" data-testid="portfolio-period">
        {periodText({ from, to }, before, format, i18n)}
      </Text>
      <AllSitesBasis accountId={accountId} zone={zone} siteTime={siteTime} />
      {progress.working && (
        <Group gap="xs" wrap="nowrap" className="no-print" data-testid="portfolio-progress">
          <Progress
            value={(progress.done / Math.max(1, progress.total)) * 100}
            style={{ flex: 1 }}
            aria-label={t`Locations counted`}
          />
          <Text size="xs" c="dimmed" aria-live="polite">
            {t`${done} of ${total} counted`}
          </Text>
          {progress.fetching ? (
            <Button size="compact-xs" variant="default" onClick={all.cancel}>
              <Trans>Cancel</Trans>
            </Button>
          ) : (
            progress.failed === 0 && (
              <Button size="compact-xs" variant="default" onClick={all.goOn}>
                <Trans>Go on</Trans>
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
        <LoadingRows rows={6} label={t`Loading locations`} />
      ) : (
        <div style={{ flex: 1, minHeight: 0, minWidth: 0 }}>
          <PortfolioTable
            filtered={
              Boolean(all.filters.insights.search?.trim()) || all.filters.insights.tags !== null
            }
            rows={all.rows}
            totals={all.totals}
            comparison={all.comparison}
            columns={columns}
            zone={zone}
            onOpen={actions.openLocationInsights}
            scrollRef={scrollRef}
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
                locationName: t`All locations`,
                from,
                to,
                zone,
                ...(siteTime ? { siteTime: { fallbackZone: zone } } : {}),
              },
              all.filters,
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
const ExportDialog = lazyNamed(() => import('../export/ExportDialog'), 'ExportDialog', {
  laterMessages: true,
});
