import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Tick } from '#shared/view/axis';
import { localDateOf } from '#shared/time/zone';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { datesInView } from './day-labels';
import { dateWidthMeasure } from './use-day-labels';
import { dayWordsOf } from '../../ui/locale/day-words';
import { HEADER_HEIGHT, LABEL_WIDTH } from './geometry';

/** Where an hour's label starts after its line (timeline.css, .tl-tick-label). */
const HOUR_LABEL_INSET_PX = 4;

/** The sticky header: the corner label, dates on major ticks, hours on every tick. */
export function TimelineAxis(props: {
  readonly ticks: readonly Tick[];
  readonly zone: string;
  readonly width: number;
  readonly zoneLabel: string;
  readonly bayCount: number;
  /** The left edge of the visible axis and the instant there: its date stays in view while scrolling. */
  readonly stickyX: number;
  readonly stickyMs: number;
  /** How much of the axis is in view: no label is cut at its right edge. */
  readonly viewWidth: number;
  /** The dates to write, by day (day-labels.ts): a day without one has none. */
  readonly dayLabels: ReadonlyMap<string, string>;
  /** The widest hour label: one that would be cut at either edge of the view is left out. */
  readonly hourLabelPx: number;
}) {
  const { ticks, zone, width, zoneLabel, bayCount, stickyX, dayLabels } = props;
  const viewEnd = Math.min(width, stickyX + props.viewWidth);
  const format = useLocaleFormat();
  const { t } = useLingui();
  const measure = useMemo(() => dateWidthMeasure(), []);
  const dates = datesInView(
    ticks.filter((t) => t.major).map((t) => ({ date: localDateOf(zone, t.ms), x: t.x })),
    dayLabels,
    { start: stickyX, end: viewEnd, date: localDateOf(zone, props.stickyMs) },
    dayWordsOf(format),
    measure,
  );
  const clocksChange = t`The clocks change here`;
  const hourFits = (x: number) =>
    x + HOUR_LABEL_INSET_PX >= stickyX && x + HOUR_LABEL_INSET_PX + props.hourLabelPx <= viewEnd;
  return (
    <div
      role="rowgroup"
      className="tl-head"
      style={{ height: HEADER_HEIGHT, width: LABEL_WIDTH + width }}
    >
      <div role="row" aria-rowindex={1} className="tl-head-row">
        <div role="columnheader" className="tl-corner" style={{ width: LABEL_WIDTH }}>
          <span>{t`Bays (${bayCount})`}</span>
          <span className="tl-corner-zone" title={zoneLabel}>
            {zoneLabel}
          </span>
        </div>
        <div
          role="columnheader"
          className="tl-axis"
          style={{ left: LABEL_WIDTH, width }}
          aria-label={t`Time in ${zone}`}
        >
          {dates.sticky !== null && (
            <span
              className="tl-tick-date tl-sticky-date"
              data-axis-label="date"
              style={{ left: stickyX }}
              aria-hidden="true"
            >
              {dates.sticky}
            </span>
          )}
          {ticks.map((tick) => {
            const date = tick.major ? dates.labels.get(localDateOf(zone, tick.ms)) : undefined;
            return (
              <div
                key={tick.ms}
                className="tl-tick"
                data-major={tick.major || undefined}
                data-shift={tick.shift || undefined}
                title={tick.shift ? clocksChange : undefined}
                style={{ left: tick.x }}
                aria-hidden="true"
              >
                {date !== undefined && (
                  <span className="tl-tick-date" data-axis-label="date">
                    {date}
                  </span>
                )}
                {hourFits(tick.x) && (
                  <span className="tl-tick-label" data-axis-label="hour">
                    {tick.label}
                  </span>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
