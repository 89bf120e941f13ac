import { useLingui } from '@lingui/react/macro';
import { useComputedColorScheme } from '@mantine/core';
import { memo, useEffect, useLayoutEffect, useRef } from 'react';
import type { TimeAxis } from '#shared/view/axis';
import { dayShare, occupancyDays, type OccupancyDay } from '#shared/view/day-occupancy';
import { visibleRange } from '#shared/view/lanes';
import type { BayRow } from '#shared/view/rows';
import type { Span } from '#shared/view/shown-spans';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import type { RefObject } from 'react';
import { type RowNavigation, useCellKeys } from './use-cell-keys';
import type { TimelineZoom, ZoomAnchor } from './zoom';
import { stripPicture } from './occupancy-paint';
import {
  paintedCells,
  pictureLayout,
  type StripCell,
  stripLayout,
  wholePercent,
} from './strip-layout';
import { prepaintStrips } from './strip-prepaint';

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
    const whole = share === null ? '' : wholePercent(format.number, share);
    const name =
      share === null ? t`${bayName}, ${date}: closed` : t`${bayName}, ${date}: ${whole}% booked`;
    return { share, whole, name };
  };
  const scheme = useComputedColorScheme('light');
  const layout = stripLayout(days, axis, viewStartMs, viewEndMs);
  const pictured = pictureLayout(days, axis, viewStartMs, viewEndMs);
  const words = (cell: StripCell) => cellWords(entry, days, cell.index, language, say);
  const painted = paintedCells(
    pictured,
    (cell) => words(cell).share,
    (cell) => words(cell).whole,
  );
  const strip = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = strip.current;
    if (!element) return;
    const picture = stripPicture(entry.row, painted, pictured.width, props.height, scheme);
    element.style.backgroundImage = picture ? `url("${picture}")` : '';
  });
  const { entries } = cells.nav;
  const { height } = props;
  useEffect(
    () => prepaintStrips({ entries, layout: pictured, height, scheme, number: format.number }),
    [entries, pictured, height, scheme, format.number],
  );
  // The cells flow in one strip, their look one picture behind them (occupancy-paint.ts): a month
  // of boxes with borders and numbers, each painted on every scroll step, took more than a frame.
  // The buttons stay, without a paint of their own, for the pointer, the keyboard and screen readers.
  return (
    <div
      ref={strip}
      className="tl-occ-strip"
      style={{
        top: props.top,
        height: props.height,
        backgroundPosition: `${pictured.left}px 0`,
        backgroundSize: `${pictured.width}px ${props.height}px`,
      }}
    >
      {layout.cells.map((cell) => {
        const { share, name } = words(cell);
        return (
          <button
            key={cell.day.date}
            type="button"
            className="tl-occ"
            data-testid="occupancy-cell"
            data-cell-id={`${entry.key}/${cell.day.date}`}
            data-cell-date={cell.day.date}
            data-closed={share === null || undefined}
            // The timeline gives one cell at a time the tab stop (use-roving-tab-stop.ts).
            tabIndex={-1}
            style={{ marginLeft: cell.marginLeft, width: cell.width }}
            aria-label={name}
            title={name}
            onKeyDown={(e) => onKey(e, entryIndex, cell.index)}
            // A click from Enter or Space has no pointer click count (detail 0).
            onClick={(e) => openDay(cells, entry, entryIndex, cell.day, e.detail === 0)}
          />
        );
      })}
    </div>
  );
});
