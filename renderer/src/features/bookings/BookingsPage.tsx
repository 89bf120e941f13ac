import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Activity, useCallback, useRef } from 'react';
import type { Location } from '#shared/model';
import { localDateOf } from '#shared/time/zone';
import { MAX_VIEW_DAYS } from '#shared/view/shown-spans';
import { MAX_INSIGHTS_DAYS } from '#shared/insights/types';
import { useAfterFirstScreen } from '../../ui/after-first-screen';
import { useNow } from '../../ui/use-now';
import { queryKeys } from '../../data/queries';
import { useShortcuts } from '../../keyboard/use-shortcuts';
import type { WorkspaceView } from './view-state/use-view-state';
import { LazyInsightsView } from './LazyInsightsView';
import { LazyAheadView } from './LazyAheadView';
import { LazyPeopleView } from './LazyPeopleView';
import { LazyTrendsView } from './LazyTrendsView';
import { DroppedNotice } from '../../ui/status/DroppedNotice';
import { ErrorState } from '../../ui/status/ErrorState';
import { LoadingRows } from '../../ui/status/LoadingRows';
import { BookingsContent } from './BookingsContent';
import { BookingsHeader } from './BookingsHeader';
import { BookingsOverlays } from './BookingsOverlays';
import { BookingsToolbar } from './BookingsToolbar';
import { shownExport } from './shown-export';
import { describeShown } from './shown-description';
import { PeriodStatus } from './PeriodStatus';
import { bookingsGridName, noBookingsSentence, shownDaysOf } from './period-label';
import { useBookingsModel } from './use-bookings-model';
import { useShownFilters } from './use-shown-filters';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import type { ShownClock } from '../sites/site-time';

/**
 * A location's bookings: toolbar, totals, and the Timeline, Table or Insights, in the chosen zone;
 * or its Trends, which choose their own months.
 * Layout only: what is shown, and how long it lasts, is the workspace's view state (state/).
 */
export function BookingsPage(props: {
  readonly accountId: string;
  readonly location: Location;
  readonly zone: string;
  readonly view: WorkspaceView;
  /** Site time or a fixed zone (`zone` is the zone shown either way); absent: a fixed zone. */
  readonly clock?: ShownClock;
}) {
  const { accountId, location, zone, view } = props;
  // Insights and exports ask for site time with the account's zone as its fallback.
  const siteTime = props.clock?.siteTime ? props.clock : null;
  const { dates, actions } = view;
  const { display } = view.state.perAccount;
  const page = view.state.perPage;
  const insightsShown = display === 'insights';
  const peopleShown = display === 'people';
  const aheadShown = display === 'ahead';
  // Trends, People and the weeks ahead choose their own periods: the page's dates, search and tags
  // are not theirs.
  const trendsShown = display === 'trends' || peopleShown || aheadShown;
  const now = useNow();
  const format = useLocaleFormat();
  const { t, i18n } = useLingui();
  const detailsMounted = useAfterFirstScreen() || page.detailsUsed;
  const searchRef = useRef<HTMLInputElement>(null);
  const client = useQueryClient();

  const shownModel = useBookingsModel({
    accountId,
    location,
    zone,
    siteTime: siteTime !== null,
    selection: dates,
    tags: page.tags,
    search: page.search,
    bookingsWanted: !insightsShown && !trendsShown,
    tableWanted: display === 'table',
  });
  const { days, segments, bookings, bays, model, tagChoices, totals, tableRows } = shownModel;
  const filters = useShownFilters(page.tags, page.search, dates.timeOfDay);

  const refresh = useCallback(
    () => void client.invalidateQueries({ queryKey: queryKeys.account(accountId) }),
    [client, accountId],
  );
  const exportBookings = useCallback(() => actions.openExport('bookings'), [actions]);
  // Trends have no dates or search of the page's to move: the keys would change what is hidden.
  useShortcuts(
    trendsShown
      ? { openExport: exportBookings, refresh }
      : {
          previous: actions.dates.previous,
          next: actions.dates.next,
          today: actions.dates.today,
          focusSearch: () => searchRef.current?.focus(),
          openExport: exportBookings,
          refresh,
        },
  );

  const period = shownDaysOf(dates);
  const locationName = location.name ?? t`Unnamed location`;
  const place = {
    ...days,
    accountId,
    locationId: location.id,
    locationName,
    ...(siteTime ? { siteTime: { fallbackZone: siteTime.fallbackZone } } : {}),
  };
  // Rows need only the bays: while bookings load, the timeline stays in place (no remount) and fills in.
  const loading = bays.isPending;
  const failed =
    bookings.isError && !bookings.data ? bookings : bays.isError && !bays.data ? bays : null;
  // A closed period says it is closed; "no bookings" is said only when there are none.
  const noBookings =
    bookings.data && !loading && totals.bookings === 0
      ? noBookingsSentence(i18n, format, period, filters.filtered)
      : null;

  return (
    <Stack gap="xs" h="100%" style={{ minHeight: 0 }}>
      <BookingsHeader
        locationName={locationName}
        display={display}
        onDisplay={actions.switchDisplay}
        onExport={exportBookings}
      />
      {!trendsShown && (
        <BookingsToolbar
          selection={dates}
          actions={actions.dates}
          tags={tagChoices}
          selectedTags={page.tags}
          onTags={actions.setTags}
          search={page.search}
          onSearch={actions.setSearch}
          searchRef={searchRef}
          maxDays={insightsShown ? MAX_INSIGHTS_DAYS : MAX_VIEW_DAYS}
          today={localDateOf(zone, now)}
        />
      )}
      {!insightsShown && !trendsShown && (
        <PeriodStatus
          totals={bookings.data && bays.data ? totals : null}
          basis={{
            known: shownModel.clockKnown,
            failed: shownModel.clockFailed,
            openHours: shownModel.openHoursApply,
          }}
          closed={shownModel.closed.period}
          bays={model.bayRows.length}
          totalBays={model.totalBays}
          drilledFrom={page.drilledFrom}
          onBack={actions.backToInsights}
          noBookings={noBookings}
          freshness={{
            updatedAt: bookings.dataUpdatedAt,
            fetching: bookings.isFetching,
            refreshFailed: bookings.isError,
          }}
          now={now}
          zone={zone}
          onRefresh={refresh}
        />
      )}
      {!insightsShown && !trendsShown && bookings.data && (
        <DroppedNotice dropped={bookings.data.dropped} what="booking" />
      )}
      <div style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        {/* Kept alive, hidden, once opened: going back to Insights shows it again at once. */}
        <Activity mode={insightsShown ? 'visible' : 'hidden'}>
          {page.insightsOpened && (
            <LazyInsightsView
              accountId={accountId}
              locationId={location.id}
              locationName={locationName}
              zone={siteTime ? siteTime.fallbackZone : zone}
              siteTime={siteTime !== null}
              from={days.from}
              to={days.to}
              filter={filters.insights}
              description={describeShown(
                i18n,
                {
                  locationName,
                  times: siteTime ? { kind: 'site-time', zone } : { kind: 'zone', zone },
                  filter: filters.insights,
                },
                format,
              )}
              onDrill={actions.drill}
              onExportSummary={actions.openExport}
              compare={view.state.perAccount.compare}
              onCompare={actions.setCompare}
            />
          )}
        </Activity>
        {aheadShown ? (
          <LazyAheadView
            accountId={accountId}
            location={{ id: location.id, name: locationName }}
            zone={siteTime ? siteTime.fallbackZone : zone}
            siteTime={siteTime !== null}
          />
        ) : peopleShown ? (
          <LazyPeopleView
            accountId={accountId}
            location={{ id: location.id, name: locationName }}
            zone={siteTime ? siteTime.fallbackZone : zone}
            siteTime={siteTime !== null}
          />
        ) : trendsShown ? (
          <LazyTrendsView
            accountId={accountId}
            location={{ id: location.id, name: locationName }}
            zone={siteTime ? siteTime.fallbackZone : zone}
            siteTime={siteTime !== null}
          />
        ) : insightsShown ? null : failed ? (
          <ErrorState
            what={failed === bookings ? 'bookings' : 'bays'}
            error={failed.error}
            onRetry={() => void failed.refetch()}
            retrying={failed.isFetching}
          />
        ) : loading ? (
          <LoadingRows rows={12} label={t`Loading bays`} />
        ) : (
          <BookingsContent
            display={display}
            shown={{
              model,
              tableRows,
              segments,
              zone,
              mode: dates.mode,
              days,
              filtered: filters.filtered,
              search: filters.bookings.search,
              period,
              locationName,
              gridName: bookingsGridName(i18n, format, period, locationName),
              loading: bookings.isPending,
              closed: shownModel.closed,
              open: shownModel.open,
            }}
            open={{ selectedId: page.openBooking?.id ?? null, onOpen: actions.openBooking }}
            nowMs={now}
            focus={page.focus}
            zoom={view.state.perAccount.zoom}
            onZoom={actions.setZoom}
          />
        )}
      </div>
      <BookingsOverlays
        detailsMounted={detailsMounted}
        openBooking={page.openBooking}
        bayRows={model.bayRows}
        zone={zone}
        onCloseBooking={actions.closeBooking}
        exporting={
          page.exporting &&
          shownExport(page.exporting, place, filters, format, view.state.perAccount.compare)
        }
        onCloseExport={actions.closeExport}
      />
    </Stack>
  );
}
