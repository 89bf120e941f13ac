import { Button, Group, SegmentedControl, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import type { Booking, Location } from '../../../../shared/model';
import { localDateOf } from '../../../../shared/time/zone';
import { formatLongDate } from '../../../../shared/view/format';
import {
  initialSelection,
  selectionToday,
  selectionWindow,
  shiftSelection,
  type DateSelection,
} from '../../../../shared/view/navigation';
import { buildTimeline } from '../../../../shared/view/rows';
import { tableRows } from '../../../../shared/view/table';
import { computeTotals } from '../../../../shared/view/totals';
import { windowSegments } from '../../../../shared/view/window';
import { ExportIcon } from '../../app/icons';
import { useNow } from '../../app/use-now';
import { useBookings } from '../../data/bookings';
import { useBays } from '../../data/company';
import { queryKeys } from '../../data/query-keys';
import { useShortcuts } from '../../keyboard/use-shortcuts';
import { ExportDialog } from '../export/ExportDialog';
import { DroppedNotice } from '../status/DroppedNotice';
import { ErrorState } from '../status/ErrorState';
import { LoadingRows } from '../status/LoadingRows';
import { StaleIndicator } from '../status/StaleIndicator';
import { BookingDetails } from './BookingDetails';
import { BookingsContent } from './BookingsContent';
import { DateControls } from './DateControls';
import { describeShown, exportFilterOf } from './export-summary';
import { FilterControls } from './FilterControls';
import { TimeOfDayControl } from './TimeOfDayControl';
import { TotalsBar } from './TotalsBar';

/** A location's bookings: toolbar, totals, and the timeline or table, in the chosen zone. */
export function BookingsPage(props: {
  readonly accountId: string;
  readonly location: Location;
  readonly zone: string;
}) {
  const { accountId, location, zone } = props;
  const now = useNow();
  const [selection, setSelection] = useState<DateSelection>(() =>
    initialSelection(localDateOf(zone, Date.now())),
  );
  const [display, setDisplay] = useState<'timeline' | 'table'>('timeline');
  const [tags, setTags] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Booking | null>(null);
  const [exporting, setExporting] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const client = useQueryClient();

  const viewWindow = useMemo(() => selectionWindow(selection, zone), [selection, zone]);
  const segments = useMemo(() => windowSegments(viewWindow), [viewWindow]);
  const bookings = useBookings(accountId, location.id, viewWindow);
  const bays = useBays(accountId);
  // Typing stays responsive while tens of thousands of bookings are filtered behind it.
  const deferredSearch = useDeferredValue(search);
  const filter = useMemo(
    () => ({ tags: tags.length ? tags : null, search: deferredSearch }),
    [tags, deferredSearch],
  );
  const model = useMemo(
    () =>
      buildTimeline({
        bays: bays.data?.items ?? [],
        bookings: bookings.data?.items ?? [],
        locationId: location.id,
        filter,
        segments,
      }),
    [bays.data, bookings.data, location.id, filter, segments],
  );
  const totals = useMemo(() => computeTotals(model.bayRows, segments), [model, segments]);
  const rows = useMemo(
    () => (display === 'table' ? tableRows(model.bayRows) : []),
    [display, model],
  );

  const refresh = useCallback(
    () => void client.invalidateQueries({ queryKey: queryKeys.account(accountId) }),
    [client, accountId],
  );
  useShortcuts({
    previous: () => setSelection((s) => shiftSelection(s, -1)),
    next: () => setSelection((s) => shiftSelection(s, 1)),
    today: () => setSelection((s) => selectionToday(s, localDateOf(zone, Date.now()))),
    focusSearch: () => searchRef.current?.focus(),
    exportCsv: () => setExporting(true),
    refresh,
  });

  const periodLabel =
    selection.mode === 'day'
      ? `on ${formatLongDate(selection.day)}`
      : `from ${formatLongDate(selection.from)} to ${formatLongDate(selection.to)}`;
  const locationName = location.name ?? 'Unnamed location';
  const exportFilter = exportFilterOf(tags, search, selection.timeOfDay);
  const loading = bookings.isPending || bays.isPending;
  const failed =
    bookings.isError && !bookings.data ? bookings : bays.isError && !bays.data ? bays : null;
  const tagOfSelected = selected?.bay?.id
    ? (model.bayRows.find((r) => r.bay.id === selected.bay?.id)?.bay.tag ?? null)
    : null;

  return (
    <Stack gap="xs" h="100%" style={{ minHeight: 0 }}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title
          order={1}
          size="h4"
          style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
          data-testid="location-title"
        >
          {locationName}
        </Title>
        <Group gap={6} wrap="nowrap">
          <SegmentedControl
            aria-label="Show as"
            value={display}
            onChange={(v) => setDisplay(v === 'table' ? 'table' : 'timeline')}
            data={[
              { value: 'timeline', label: 'Timeline' },
              { value: 'table', label: 'Table' },
            ]}
          />
          <Tooltip label="Export to CSV (Ctrl+E)">
            <Button
              leftSection={<ExportIcon />}
              variant="default"
              onClick={() => setExporting(true)}
              data-testid="export-button"
            >
              Export
            </Button>
          </Tooltip>
        </Group>
      </Group>
      <Group gap={6} wrap="wrap" role="toolbar" aria-label="Bookings view">
        <DateControls
          value={selection}
          onChange={setSelection}
          onPrevious={() => setSelection((s) => shiftSelection(s, -1))}
          onNext={() => setSelection((s) => shiftSelection(s, 1))}
          onToday={() => setSelection((s) => selectionToday(s, localDateOf(zone, Date.now())))}
        />
        <TimeOfDayControl
          value={selection.timeOfDay}
          onChange={(t) => setSelection((s) => ({ ...s, timeOfDay: t }))}
        />
        <FilterControls
          tags={model.tags}
          selectedTags={tags}
          onTags={setTags}
          search={search}
          onSearch={setSearch}
          searchRef={searchRef}
        />
      </Group>
      <TotalsBar totals={bookings.data && bays.data ? totals : null} bays={model.bayRows.length}>
        {bookings.data && !loading && totals.bookings === 0 && (
          <Text size="xs" c="dimmed" data-testid="no-bookings">
            No bookings {periodLabel}
            {filter.tags || search ? ' match the filters' : ''}
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
          <LoadingRows rows={12} label="Loading bookings" />
        ) : (
          <BookingsContent
            display={display}
            model={model}
            tableRows={rows}
            segments={segments}
            zone={zone}
            nowMs={now}
            mode={selection.mode}
            filtered={filter.tags !== null || search.trim() !== ''}
            periodLabel={periodLabel}
            locationName={locationName}
            selectedId={selected?.id ?? null}
            onOpen={setSelected}
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
