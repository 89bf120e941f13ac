import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import type { Booking } from '#shared/model';
import type { LocalDays } from '#shared/time/local-days';
import type { TimelineModel } from '#shared/view/rows';
import type { TableRow } from '#shared/view/table';
import type { Span } from '#shared/view/shown-spans';
import { Timeline } from '../timeline/Timeline';
import type { ClosedTime } from '../timeline/ClosedTimeLayer';
import type { TimelineFocus } from '../timeline/use-focus-target';
import type { TimelineZoom } from '../timeline/zoom';
import { EmptyMessage } from '../../ui/status/EmptyMessage';
import { LoadingRows } from '../../ui/status/LoadingRows';
import { lazyNamed } from '../../ui/lazy-named';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { noBookingsSentence, type ShownDays } from './period-label';

// The timeline is the first screen; the table is a chunk of its own, loaded when first chosen.
const BookingTable = lazyNamed(() => import('../table/BookingTable'), 'BookingTable');

/** What the content shows: the location's period in the zone, built into rows. */
export interface ShownPeriod {
  readonly model: TimelineModel;
  readonly tableRows: readonly TableRow[];
  readonly segments: readonly Span[];
  readonly zone: string;
  readonly mode: 'day' | 'range';
  /** The days shown, both included, in the zone. */
  readonly days: LocalDays;
  /** Tags or a search narrow the rows. */
  readonly filtered: boolean;
  /** The search on screen, when there is one. */
  readonly search?: string | null;
  readonly period: ShownDays;
  readonly locationName: string;
  /** The grid's accessible name: "Bookings at Harbour Office, on …". */
  readonly gridName: string;
  /** Bookings still on their way: the rows show, bars follow. */
  readonly loading: boolean;
  /** The shown time the site is shut: the timeline shades it and names its closed days. */
  readonly closed?: ClosedTime;
  /** The shown open time the totals count over: the occupancy cells count over it too. */
  readonly open?: readonly Span[] | null;
}

/** The booking open in the details, and how to open another. */
export interface OpenBooking {
  readonly selectedId: string | null;
  readonly onOpen: (b: Booking) => void;
}

/** The timeline or the table, or an empty state that says what is empty. */
export function BookingsContent(props: {
  readonly display: 'timeline' | 'table';
  readonly shown: ShownPeriod;
  readonly open: OpenBooking;
  readonly nowMs: number;
  /** A bay or an instant the Insights view asked to bring into view. */
  readonly focus?: TimelineFocus | null;
  /** How far the Timeline of a range is zoomed, kept per account. */
  readonly zoom: TimelineZoom;
  readonly onZoom: (zoom: TimelineZoom) => void;
}) {
  const { display, shown, open } = props;
  const { model, tableRows, filtered, loading } = shown;
  const { t, i18n } = useLingui();
  const noMatchHint = t`No name, e-mail or bay has these words in this period. Check the spelling, or clear the search.`;
  const format = useLocaleFormat();
  if (loading && (display === 'table' || model.bayRows.length === 0)) {
    return <LoadingRows rows={12} label={t`Loading bookings`} />;
  }
  if (model.totalBays === 0 && model.bayRows.length === 0) {
    const { locationName } = shown;
    return (
      <EmptyMessage
        title={t`${locationName} has no bays`}
        hint={t`The bays list has no bay at this location, and there are no bookings in this period.`}
      />
    );
  }
  const searched = shown.search ?? null;
  if (model.bayRows.length === 0) {
    return searched ? (
      <EmptyMessage title={t`No one matches “${searched}”`} hint={noMatchHint} />
    ) : (
      <EmptyMessage
        title={t`No bay matches the filters`}
        hint={t`Clear the search or choose other tags.`}
      />
    );
  }
  const label = shown.gridName;
  if (display === 'table') {
    if (tableRows.length === 0) {
      return (
        <EmptyMessage
          title={
            searched
              ? t`No one matches “${searched}”`
              : filtered
                ? t`No booking matches the filters`
                : noBookingsSentence(i18n, format, shown.period, false)
          }
          hint={
            searched
              ? noMatchHint
              : filtered
                ? t`Clear the search or choose other tags.`
                : t`Try another day or a longer range.`
          }
        />
      );
    }
    return (
      <Suspense fallback={<LoadingRows rows={12} label={t`Loading the table`} />}>
        <BookingTable
          rows={tableRows}
          zone={shown.zone}
          days={shown.days}
          selectedId={open.selectedId}
          onOpen={open.onOpen}
          label={label}
        />
      </Suspense>
    );
  }
  return (
    <Timeline
      loading={loading}
      model={model}
      segments={shown.segments}
      zone={shown.zone}
      nowMs={props.nowMs}
      minPxPerHour={shown.mode === 'day' ? 40 : 6}
      selectedId={open.selectedId}
      onOpen={open.onOpen}
      label={label}
      focus={props.focus}
      closed={shown.closed}
      open={shown.open}
      zoom={props.zoom}
      onZoom={props.onZoom}
    />
  );
}
