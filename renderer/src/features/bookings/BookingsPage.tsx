import { Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Booking, Location } from '../../../../shared/model';
import { formatLongDate } from '../../../../shared/view/format';
import { tableRows } from '../../../../shared/view/table';
import { useNow } from '../../app/use-now';
import { queryKeys } from '../../data/query-keys';
import { useShortcuts } from '../../keyboard/use-shortcuts';
import { ExportDialog } from '../export/ExportDialog';
import { DroppedNotice } from '../status/DroppedNotice';
import { ErrorState } from '../status/ErrorState';
import { LoadingRows } from '../status/LoadingRows';
import { StaleIndicator } from '../status/StaleIndicator';
import { BookingDetails } from './BookingDetails';
import { BookingsContent } from './BookingsContent';
import { BookingsHeader } from './BookingsHeader';
import { BookingsToolbar } from './BookingsToolbar';
import { describeShown, exportFilterOf } from './export-summary';
import { TotalsBar } from './TotalsBar';
import type { BookingsView } from './use-bookings-view';
import { useBookingsModel } from './use-bookings-model';

/** A location's bookings: toolbar, totals, and the timeline or table, in the chosen zone. */
export function BookingsPage(props: {
  readonly accountId: string;
  readonly location: Location;
  readonly zone: string;
  /** Dates and Timeline/Table: kept by the workspace, so they survive switching location or tab. */
  readonly view: BookingsView;
}) {
  const { accountId, location, zone, view } = props;
  const { selection, actions, display, setDisplay } = view;
  const now = useNow();
  const [tags, setTags] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Booking | null>(null);
  const [exporting, setExporting] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const client = useQueryClient();

  const { viewWindow, segments, bookings, bays, model, tagChoices, totals } = useBookingsModel({
    accountId,
    location,
    zone,
    selection,
    tags,
    search,
  });
  const rows = useMemo(
    () => (display === 'table' ? tableRows(model.bayRows) : []),
    [display, model],
  );

  const refresh = useCallback(
    () => void client.invalidateQueries({ queryKey: queryKeys.account(accountId) }),
    [client, accountId],
  );
  const openExport = useCallback(() => setExporting(true), []);
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
      ? `on ${formatLongDate(selection.day)}`
      : `from ${formatLongDate(selection.from)} to ${formatLongDate(selection.to)}`;
  const locationName = location.name ?? 'Unnamed location';
  const exportFilter = exportFilterOf(tags, search, selection.timeOfDay);
  // Tags or a search (spaces alone are no search), as the export and the empty state both say.
  const filtered = exportFilter.tags !== null || exportFilter.search !== null;
  // Rows need only the bays: while bookings load, the timeline stays in place (no remount) and fills in.
  const loading = bays.isPending;
  const bookingsLoading = bookings.isPending;
  const failed =
    bookings.isError && !bookings.data ? bookings : bays.isError && !bays.data ? bays : null;
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
      />
      <TotalsBar
        totals={bookings.data && bays.data ? totals : null}
        bays={model.bayRows.length}
        totalBays={model.totalBays}
      >
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
      {bookings.data && <DroppedNotice dropped={bookings.data.dropped} what="booking" />}
      <div style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        {failed ? (
          <ErrorState
            what={failed === bookings ? 'bookings' : 'bays'}
            error={failed.error}
            onRetry={() => void failed.refetch()}
            retrying={failed.isFetching}
          />
        ) : loading ? (
          <LoadingRows rows={12} label="Loading bays" />
        ) : (
          <BookingsContent
            display={display}
            model={model}
            tableRows={rows}
            segments={segments}
            zone={zone}
            nowMs={now}
            mode={selection.mode}
            filtered={filtered}
            periodLabel={periodLabel}
            locationName={locationName}
            selectedId={selected?.id ?? null}
            onOpen={setSelected}
            loading={bookingsLoading}
          />
        )}
      </div>
      <BookingDetails
        booking={selected}
        zone={zone}
        bayTag={tagOfSelected}
        onClose={() => setSelected(null)}
      />
      {exporting && (
        <ExportDialog
          opened
          onClose={() => setExporting(false)}
          shown={{
            accountId,
            locationId: location.id,
            from: viewWindow.fromDate,
            to: viewWindow.toDate,
            zone,
            filter: exportFilter,
            summary: describeShown(locationName, zone, exportFilter),
          }}
        />
      )}
    </Stack>
  );
}
