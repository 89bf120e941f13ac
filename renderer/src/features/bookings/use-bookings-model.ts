import { useDeferredValue, useMemo } from 'react';
import type { Location } from '#shared/model';
import type { ZonedDays } from '#shared/time/local-days';
import { selectionDays, type DateSelection } from '#shared/view/navigation';
import { buildTimeline } from '#shared/view/rows';
import { tableRows } from '#shared/view/table';
import { computeTotals } from '#shared/view/totals';
import { shownSegments } from '#shared/view/shown-spans';
import { useBookings } from '../../data/bookings';
import { useBays } from '../../data/company';
import { useShownClock } from '../../data/site-clock';

/**
 * The data behind a location's bookings view: the days in the zone, the bookings and bays queries,
 * and the rows (the Table's too, when wanted) and totals after the tag filter and search.
 */
export function useBookingsModel(input: {
  readonly accountId: string;
  readonly location: Location;
  readonly zone: string;
  readonly selection: DateSelection;
  readonly tags: readonly string[];
  readonly search: string;
  /** Each site on its own clock (the zone is then the site's); false: a fixed zone. */
  readonly siteTime?: boolean;
  /** False while the Insights view is shown: it fetches its own period, which may be a year. */
  readonly bookingsWanted?: boolean;
  /** True while the Table is shown: its rows are built only then. */
  readonly tableWanted?: boolean;
}) {
  const { accountId, location, zone, selection, tags, search } = input;
  // One object per period: the table sizes its columns again only when the days change.
  const { from, to } = selectionDays(selection, zone);
  const days = useMemo((): ZonedDays => ({ from, to, zone }), [from, to, zone]);
  const { timeOfDay } = selection;
  const segments = useMemo(() => shownSegments(days, timeOfDay), [days, timeOfDay]);
  const bookings = useBookings(accountId, location.id, days, input.bookingsWanted ?? true);
  // Counted as Insights count: the site's open hours, less its holidays and closures.
  const clock = useShownClock(accountId, location.id, days, timeOfDay, input.siteTime ?? false);
  const open = clock.data?.open ?? null;
  const closed = useMemo(
    () => ({
      spans: clock.data?.closedSpans ?? [],
      days: clock.data?.closedDays ?? [],
      period: clock.data?.closedPeriod ?? null,
    }),
    [clock.data],
  );
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
  // Same tags, same array: keeps the memoised toolbar from redrawing when only bookings change.
  const tagsKey = JSON.stringify(model.tags);
  const tagChoices = useMemo(() => JSON.parse(tagsKey) as string[], [tagsKey]);
  const totals = useMemo(
    () => computeTotals(model.bayRows, segments, open),
    [model, segments, open],
  );
  const tableWanted = input.tableWanted ?? false;
  const rows = useMemo(() => (tableWanted ? tableRows(model.bayRows) : []), [tableWanted, model]);
  return {
    days,
    segments,
    bookings,
    bays,
    filter,
    model,
    tagChoices,
    totals,
    /** The site's clock is known: until then the totals' open time is not. */
    clockKnown: clock.data !== undefined,
    /** The site's clock could not be read: the open-time figures are not given rather than guessed. */
    clockFailed: clock.isError && clock.data === undefined,
    /** Whether the site has hours or closed days at all: the outside-hours figure is shown then. */
    openHoursApply: open !== null,
    closed,
    /** The shown open time, as the totals count it; null when every shown hour is open. */
    open,
    tableRows: rows,
  };
}
