import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { type TimeAxis, xOf } from '#shared/view/axis';
import { dayShare, type OccupancyDay } from '#shared/view/day-occupancy';
import type { BayRow } from '#shared/view/rows';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';

/** A cell's percentage (a whole number; its name says it exactly) is written in it where it fits. */
const TEXT_MIN_PX = 20;

/** What a click on a cell asks for: this bay's bookings on this day. */
export interface DayOfBay {
  readonly entryIndex: number;
  readonly bayId: string | null;
  readonly day: OccupancyDay;
  /** Opened with the keyboard (Enter or Space): focus goes on to the day's first booking. */
  readonly byKeyboard: boolean;
}

/**
 * A bay's days as cells, each shaded by the share of the day's open time booked (the totals bar's
 * utilisation, a day at a time), a closed day hatched; only the days in view are drawn. A click
 * or Enter on a cell opens the bay's bookings of that day.
 */
export const OccupancyStrip = memo(function OccupancyStrip(props: {
  readonly entry: BayRow;
  readonly entryIndex: number;
  readonly bayName: string;
  readonly days: readonly OccupancyDay[];
  readonly axis: TimeAxis;
  readonly top: number;
  readonly height: number;
  readonly viewStartMs: number;
  readonly viewEndMs: number;
  readonly onOpenDay: (at: DayOfBay) => void;
}) {
  const { entry, entryIndex, bayName, days, axis, viewStartMs, viewEndMs, onOpenDay } = props;
  const format = useLocaleFormat();
  const { t } = useLingui();
  const cells = [];
  for (const day of days) {
    if (day.span.endMs <= viewStartMs || day.span.startMs >= viewEndMs) continue;
    const left = xOf(axis, day.span.startMs);
    const width = xOf(axis, day.span.endMs) - left;
    if (width <= 0) continue;
    const share = dayShare(entry, day);
    const date = format.shortDate(day.date);
    // Whole percents: the cell writes the same number its name says, and a glance needs no more.
    const whole = share === null ? '' : format.number(Math.round(share * 100));
    const name =
      share === null ? t`${bayName}, ${date}: closed` : t`${bayName}, ${date}: ${whole}% booked`;
    cells.push(
      <button
        key={day.date}
        type="button"
        className="tl-occ"
        data-testid="occupancy-cell"
        data-cell-id={`${entry.key}/${day.date}`}
        data-cell-date={day.date}
        data-closed={share === null || undefined}
        data-busy={(share ?? 0) >= 0.6 || undefined}
        // The timeline gives one cell at a time the tab stop (use-roving-tab-stop.ts).
        tabIndex={-1}
        style={{
          left: left + 1,
          width: Math.max(2, width - 2),
          top: props.top,
          height: props.height,
          ['--share' as string]: share ?? 0,
        }}
        aria-label={name}
        title={name}
        // A click from Enter or Space has no pointer position count (detail 0).
        onClick={(e) =>
          onOpenDay({ entryIndex, bayId: entry.bay.id, day, byKeyboard: e.detail === 0 })
        }
      >
        {width >= TEXT_MIN_PX && share !== null && share > 0 && (
          <span className="tl-occ-text">{whole}</span>
        )}
      </button>,
    );
  }
  return cells;
});
