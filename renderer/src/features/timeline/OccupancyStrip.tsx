import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { type TimeAxis, xOf } from '#shared/view/axis';
import { dayShare, occupancyDays, type OccupancyDay } from '#shared/view/day-occupancy';
import { visibleRange } from '#shared/view/lanes';
import type { BayRow } from '#shared/view/rows';
import type { Span } from '#shared/view/shown-spans';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import type { RefObject } from 'react';
import { type RowNavigation, useCellKeys } from './use-cell-keys';
import type { TimelineZoom, ZoomAnchor } from './zoom';

/** A cell's percentage (a whole number, as its name says it) is written in it where it fits. */
const TEXT_MIN_PX = 20;

/** What every row's cells share: the shown time and its open time, and the timeline's ways. */
export interface CellsContext {
  readonly segments: readonly Span[];
  readonly open: readonly Span[] | null;
  readonly zone: string;
  readonly nav: RowNavigation;
  readonly onZoom: (zoom: TimelineZoom) => void;
  readonly anchor: RefObject<ZoomAnchor | null>;
  /** Marks a bay's row (the one whose day was opened). */
  readonly pick: (bayId: string | null) => void;
  readonly centreEntry: (index: number) => void;
}

// The days, worked out once per shown period for every row.
let cached: { key: readonly unknown[]; days: readonly OccupancyDay[] } | null = null;
function daysOf(cells: CellsContext): readonly OccupancyDay[] {
  const key = [cells.segments, cells.open, cells.zone];
  if (!cached || cached.key.some((k, i) => k !== key[i]))
    cached = { key, days: occupancyDays(cells.segments, cells.open, cells.zone) };
  return cached.days;
}

/** What a cell says: the day's share booked (null when closed), as written in it and as its name. */
interface CellWords {
  readonly share: number | null;
  readonly whole: string;
  readonly name: string;
}

// Each row's cells' words, worked out once per row, shown days and language: a row scrolled back
// into view (the virtualised rows mount again) is drawn without counting its days again.
const wordsByRow = new WeakMap<
  BayRow['row'],
  {
    readonly days: readonly OccupancyDay[];
    readonly format: unknown;
    readonly locale: string;
    readonly words: CellWords[];
  }
>();

function cellWords(
  entry: BayRow,
  days: readonly OccupancyDay[],
  index: number,
  language: { readonly format: unknown; readonly locale: string },
  say: (share: number | null, date: string) => CellWords,
): CellWords {
  let saved = wordsByRow.get(entry.row);
  if (
    !saved ||
    saved.days !== days ||
    saved.format !== language.format ||
    saved.locale !== language.locale
  ) {
    saved = { days, ...language, words: [] };
    wordsByRow.set(entry.row, saved);
  }
  const day = days[index] as OccupancyDay;
  return (saved.words[index] ??= say(dayShare(entry, day), day.date));
}

function firstBookingOn(entry: BayRow, day: OccupancyDay): number {
  const [from, to] = visibleRange(entry.row, day.span.startMs, day.span.endMs);
  for (let i = from; i < to; i++)
    if ((entry.row.bookings[i]?.endMs ?? 0) > day.span.startMs) return i;
  return -1;
}

/**
 * A bay's bookings of a day, as a manager expects from a cell: Day zoom with that day from the
 * view's left edge and the bay's row centred and marked. From the keyboard (Enter or Space),
 * focus goes on to the bay's first booking that day; a click leaves the pointer to choose.
 */
function openDay(
  cells: CellsContext,
  entry: BayRow,
  index: number,
  day: OccupancyDay,
  keys: boolean,
) {
  cells.anchor.current = { ms: day.span.startMs, atX: 0 };
  cells.onZoom('day');
  cells.pick(entry.bay.id);
  cells.centreEntry(index);
  const first = firstBookingOn(entry, day);
  if (first >= 0 && keys)
    cells.nav.focusWhenDrawn(
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
      `[data-entry-index="${index}"] [data-booking-index="${first}"]`,
    );
  else cells.nav.scrollRef.current?.focus({ preventScroll: true });
}

/**
 * A bay's days as cells, each shaded by the share of the day's open time booked (the totals bar's
 * utilisation, a day at a time), a closed day hatched; only the days in view are drawn. A click
 * or Enter on a cell opens the bay's bookings of that day; arrow keys move between cells.
 */
export const OccupancyStrip = memo(function OccupancyStrip(props: {
  readonly entry: BayRow;
  readonly entryIndex: number;
  readonly bayName: string;
  readonly cells: CellsContext;
  readonly axis: TimeAxis;
  readonly top: number;
  readonly height: number;
  readonly viewStartMs: number;
  readonly viewEndMs: number;
}) {
  const { entry, entryIndex, bayName, cells, axis, viewStartMs, viewEndMs } = props;
  const format = useLocaleFormat();
  const { t, i18n } = useLingui();
  const language = { format, locale: i18n.locale };
  const days = daysOf(cells);
  const onKey = useCellKeys(cells.nav, days, axis);
  const say = (share: number | null, isoDate: string): CellWords => {
    const date = format.shortDate(isoDate);
    // Whole percents: the cell writes the same number its name says, and a glance needs no more.
    const whole = share === null ? '' : format.number(Math.round(share * 100));
    const name =
      share === null ? t`${bayName}, ${date}: closed` : t`${bayName}, ${date}: ${whole}% booked`;
    return { share, whole, name };
  };
  const drawn = [];
  // Where the last cell drawn ends: each cell is placed by its gap from the one before.
  let drawnTo = 0;
  for (const [index, day] of days.entries()) {
    if (day.span.endMs <= viewStartMs || day.span.startMs >= viewEndMs) continue;
    const left = xOf(axis, day.span.startMs);
    const width = xOf(axis, day.span.endMs) - left;
    if (width <= 0) continue;
    const cellWidth = Math.max(2, width - 2);
    const marginLeft = left + 1 - drawnTo;
    drawnTo = left + 1 + cellWidth;
    const { share, whole, name } = cellWords(entry, days, index, language, say);
    drawn.push(
      <button
        key={day.date}
        type="button"
        className="tl-occ"
        data-testid="occupancy-cell"
        data-cell-id={`${entry.key}/${day.date}`}
        data-cell-date={day.date}
        data-closed={share === null || undefined}
        // The timeline gives one cell at a time the tab stop (use-roving-tab-stop.ts).
        tabIndex={-1}
        style={{
          marginLeft,
          width: cellWidth,
          // Centred by its line (inside the 1 px borders): a flex box per cell costs layout.
          lineHeight: `${props.height - 2}px`,
          ['--share' as string]: share ?? 0,
        }}
        aria-label={name}
        title={name}
        onKeyDown={(e) => onKey(e, entryIndex, index)}
        // A click from Enter or Space has no pointer click count (detail 0).
        onClick={(e) => openDay(cells, entry, entryIndex, day, e.detail === 0)}
      >
        {/* A bare text node: a span in each of a month's cells would be hundreds more elements. */}
        {width >= TEXT_MIN_PX && share !== null && share > 0 ? whole : null}
      </button>,
    );
  }
  // The cells flow in one strip rather than each placed on its own: a positioned element is a
  // paint layer of its own, and a month of them was a paint layer per cell on every scroll step.
  return (
    <div className="tl-occ-strip" style={{ top: props.top, height: props.height }}>
      {drawn}
    </div>
  );
});
