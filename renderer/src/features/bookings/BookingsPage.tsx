import { Button, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Activity, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import type { Booking, Location } from '../../../../shared/model';
import { daysBetween } from '../../../../shared/time/civil';
import { clampRange, type DateSelection } from '../../../../shared/view/navigation';
import { MAX_VIEW_DAYS } from '../../../../shared/view/shown-spans';
import { tableRows } from '../../../../shared/view/table';
import { useAfterFirstScreen } from '../../ui/after-first-screen';
import { lazyNamed } from '../../ui/lazy-named';
import { useNow } from '../../ui/use-now';
import { queryKeys } from '../../data/queries';
import { useShortcuts } from '../../keyboard/use-shortcuts';
import type { DrillTarget } from '../insights/drill';
import { MAX_INSIGHTS_DAYS, type SummaryBy } from '../../../../shared/insights/types';
import { LazyInsightsView } from '../insights/LazyInsightsView';
import type { TimelineFocus } from '../timeline/use-focus-target';
import { DroppedNotice } from '../status/DroppedNotice';
import { ErrorState } from '../status/ErrorState';
import { LoadingRows } from '../status/LoadingRows';
import { StaleIndicator } from '../status/StaleIndicator';
import { BookingsContent, type OpenBooking, type ShownPeriod } from './BookingsContent';
import { BookingsHeader, type Display } from './BookingsHeader';
import { BookingsToolbar } from './BookingsToolbar';
import { describeShown, exportFilterOf } from './export-summary';
import { TotalsBar } from './TotalsBar';
import type { BookingsView } from './use-bookings-view';
import { useBookingsModel } from './use-bookings-model';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';

// Chunks of their own, loaded when the user first exports or opens a booking.
const ExportDialog = lazyNamed(() => import('../export/ExportDialog'), 'ExportDialog');
const BookingDetails = lazyNamed(() => import('./BookingDetails'), 'BookingDetails');

/** A location's bookings: toolbar, totals, and the timeline or table, in the chosen zone. */
export function BookingsPage(props: {
  readonly accountId: string;
  readonly location: Location;
  readonly zone: string;
  /** Dates and Timeline/Table: kept by the workspace, so they survive switching location or tab. */
  readonly view: BookingsView;
}) {
  const { accountId, location, zone, view } = props;
  const { selection, actions, display } = view;
  const insightsShown = display === 'insights';
  // Mounted on the first visit, then kept (hidden) while the Timeline or Table is shown.
  const [insightsOpened, setInsightsOpened] = useState(insightsShown);
  if (insightsShown && !insightsOpened) setInsightsOpened(true);
  const now = useNow();
  const format = useLocaleFormat();
  const [tags, setTags] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Booking | null>(null);
  // The details drawer mounts (closed) once the first screen is shown, or with the first opened
  // booking, and stays: opened after mounting, it returns focus and animates as it should.
  const [detailsUsed, setDetailsUsed] = useState(false);
  if (selected && !detailsUsed) setDetailsUsed(true);
  const detailsMounted = useAfterFirstScreen() || detailsUsed;
  const [exporting, setExporting] = useState<false | 'bookings' | SummaryBy>(false);
  const [focus, setFocus] = useState<TimelineFocus | null>(null);
  // The Insights period a drill-down left, so one click goes back to it.
  const [drilledFrom, setDrilledFrom] = useState<DateSelection | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const client = useQueryClient();

  const { viewWindow, segments, bookings, bays, model, tagChoices, totals } = useBookingsModel({
    accountId,
    location,
    zone,
    selection,
    tags,
    search,
    bookingsWanted: !insightsShown,
  });
  const rows = useMemo(
    () => (display === 'table' ? tableRows(model.bayRows) : []),
    [display, model],
  );

  const refresh = useCallback(
    () => void client.invalidateQueries({ queryKey: queryKeys.account(accountId) }),
    [client, accountId],
  );
  const openExport = useCallback(() => setExporting('bookings'), []);
  const { setDisplay: setViewDisplay } = view;
  // The Timeline and Table show at most MAX_VIEW_DAYS; a year chosen in Insights shrinks to that.
  const setDisplay = useCallback(
    (d: Display) => {
      setViewDisplay(d);
      setDrilledFrom(null);
      if (d !== 'insights' && selection.mode === 'range')
        if (daysBetween(selection.from, selection.to) >= MAX_VIEW_DAYS)
          actions.set({ ...selection, ...clampRange(selection.from, selection.to) });
    },
    [setViewDisplay, selection, actions],
  );
  const drill = useCallback(
    (target: DrillTarget) => {
      setDrilledFrom(selection);
      actions.set({ ...selection, mode: 'day', day: target.date });
      setViewDisplay('timeline');
      setFocus((f) => ({ serial: (f?.serial ?? 0) + 1, bayId: target.bayId, atMs: target.atMs }));
    },
    [actions, selection, setViewDisplay],
  );
  const backToInsights = useCallback(() => {
    if (drilledFrom) actions.set(drilledFrom);
    setViewDisplay('insights');
    setDrilledFrom(null);
  }, [actions, drilledFrom, setViewDisplay]);
  useShortcuts({
    previous: actions.previous,
    next: actions.next,
    today: actions.today,
    focusSearch: () => searchRef.current?.focus(),
    exportCsv: openExport,
    refresh,
  });

  const periodLabel =
    selection.mode === 'day'
      ? `on ${format.longDate(selection.day)}`
      : `from ${format.longDate(selection.from)} to ${format.longDate(selection.to)}`;
  const locationName = location.name ?? 'Unnamed location';
  const exportFilter = useMemo(
    () => exportFilterOf(tags, search, selection.timeOfDay),
    [tags, search, selection.timeOfDay],
  );
  // Each search the Insights view sees is a fetch of the whole period: wait for typing to pause.
  const [insightsSearch] = useDebouncedValue(search, 400);
  const insightsFilter = useMemo(
    () => exportFilterOf(tags, insightsSearch, selection.timeOfDay),
    [tags, insightsSearch, selection.timeOfDay],
  );
  // Tags or a search (spaces alone are no search), as the export and the empty state both say.
  const filtered = exportFilter.tags !== null || exportFilter.search !== null;
  // Rows need only the bays: while bookings load, the timeline stays in place (no remount) and fills in.
  const loading = bays.isPending;
  const bookingsLoading = bookings.isPending;
  const failed =
    bookings.isError && !bookings.data ? bookings : bays.isError && !bays.data ? bays : null;
  const shown = useMemo(
    (): ShownPeriod => ({
      model,
      tableRows: rows,
      segments,
      zone,
      mode: selection.mode,
      filtered,
      periodLabel,
      locationName,
      loading: bookingsLoading,
    }),
    [
      model,
      rows,
      segments,
      zone,
      selection.mode,
      filtered,
      periodLabel,
      locationName,
      bookingsLoading,
    ],
  );
  const selectedId = selected?.id ?? null;
  const open = useMemo((): OpenBooking => ({ selectedId, onOpen: setSelected }), [selectedId]);
  const tagOfSelected = selected?.bay?.id
    ? (model.bayRows.find((r) => r.bay.id === selected.bay?.id)?.bay.tag ?? null)
    : null;

  return (
    <Stack gap="xs" h="100%" style={{ minHeight: 0 }}>
      <BookingsHeader
        locationName={locationName}
        display={display}
        onDisplay={setDisplay}
        onExport={openExport}
      />
      <BookingsToolbar
        selection={selection}
        actions={actions}
        tags={tagChoices}
        selectedTags={tags}
        onTags={setTags}
        search={search}
        onSearch={setSearch}
        searchRef={searchRef}
        maxDays={insightsShown ? MAX_INSIGHTS_DAYS : MAX_VIEW_DAYS}
      />
      {!insightsShown && (
        <TotalsBar
          totals={bookings.data && bays.data ? totals : null}
          bays={model.bayRows.length}
          totalBays={model.totalBays}
        >
          {drilledFrom && (
            <Button
              variant="subtle"
              size="compact-xs"
              onClick={backToInsights}
              data-testid="back-to-insights"
            >
              ← Back to Insights,{' '}
              {drilledFrom.mode === 'day'
                ? format.longDate(drilledFrom.day)
                : `${format.longDate(drilledFrom.from)} – ${format.longDate(drilledFrom.to)}`}
            </Button>
          )}
          {bookings.data && !loading && totals.bookings === 0 && (
            <Text size="xs" c="dimmed" data-testid="no-bookings">
              No bookings {periodLabel}
              {filtered ? ' match the filters' : ''}
            </Text>
          )}
          <StaleIndicator
            updatedAt={bookings.dataUpdatedAt}
            now={now}
            zone={zone}
            fetching={bookings.isFetching}
            refreshFailed={bookings.isError}
            onRefresh={refresh}
          />
        </TotalsBar>
      )}
      {!insightsShown && bookings.data && (
        <DroppedNotice dropped={bookings.data.dropped} what="booking" />
      )}
      <div style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        {/* Kept alive, hidden, once opened: going back to Insights shows it again at once. */}
        <Activity mode={insightsShown ? 'visible' : 'hidden'}>
          {insightsOpened && (
            <LazyInsightsView
              accountId={accountId}
              locationId={location.id}
              locationName={locationName}
              zone={zone}
              from={viewWindow.fromDate}
              to={viewWindow.toDate}
              filter={insightsFilter}
              description={describeShown(locationName, zone, insightsFilter, format)}
              onDrill={drill}
              onExportSummary={setExporting}
            />
          )}
        </Activity>
        {insightsShown ? null : failed ? (
          <ErrorState
            what={failed === bookings ? 'bookings' : 'bays'}
            error={failed.error}
            onRetry={() => void failed.refetch()}
            retrying={failed.isFetching}
          />
        ) : loading ? (
          <LoadingRows rows={12} label="Loading bays" />
        ) : (
          <BookingsContent display={display} shown={shown} open={open} nowMs={now} focus={focus} />
        )}
      </div>
      {detailsMounted && (
        <Suspense fallback={null}>
          <BookingDetails
            booking={selected}
            zone={zone}
            bayTag={tagOfSelected}
            onClose={() => setSelected(null)}
          />
        </Suspense>
      )}
      {exporting && (
        <Suspense fallback={null}>
          <ExportDialog
            opened
            onClose={() => setExporting(false)}
            shown={{
              accountId,
              locationId: location.id,
              from: viewWindow.fromDate,
              to: viewWindow.toDate,
              zone,
              filter: exporting === 'bookings' ? exportFilter : insightsFilter,
              summary: describeShown(
                locationName,
                zone,
                exporting === 'bookings' ? exportFilter : insightsFilter,
                format,
              ),
              report:
                exporting === 'bookings'
                  ? { kind: 'bookings' }
                  : { kind: 'summary', by: exporting },
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
