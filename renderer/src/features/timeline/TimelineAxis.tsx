import type { Tick } from '#shared/view/axis';
import { localDateOf } from '#shared/time/zone';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { widestTextPx } from '../../ui/text-width';
import { DATE_FONT, DATE_LABEL_EXTRA_PX } from './day-labels';
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
  /** The dates to write, by day (day-labels.ts): a day without one has none. */
  readonly dayLabels: ReadonlyMap<string, string>;
  /** The widest hour label: one that would run past the axis' end is left out. */
  readonly hourLabelPx: number;
}) {
  const { ticks, zone, width, zoneLabel, bayCount, stickyX, stickyMs, dayLabels } = props;
  const lastHourLabelX = width - HOUR_LABEL_INSET_PX - props.hourLabelPx;
  const format = useLocaleFormat();
  const stickyText = format.shortDate(localDateOf(zone, stickyMs));
  // A date under the sticky one would show through cut: it stays out of the sticky one's room.
  const stickyEnd =
    stickyX > 0 ? stickyX + widestTextPx([stickyText], DATE_FONT) + DATE_LABEL_EXTRA_PX : 0;
  return (
    <div
      role="rowgroup"
      className="tl-head"
      style={{ height: HEADER_HEIGHT, width: LABEL_WIDTH + width }}
    >
      <div role="row" aria-rowindex={1} className="tl-head-row">
        <div role="columnheader" className="tl-corner" style={{ width: LABEL_WIDTH }}>
          <span>Bays ({bayCount})</span>
          <span className="tl-corner-zone" title={zoneLabel}>
            {zoneLabel}
          </span>
        </div>
        <div
          role="columnheader"
          className="tl-axis"
          style={{ left: LABEL_WIDTH, width }}
          aria-label={`Time in ${zone}`}
        >
          {stickyX > 0 && (
            <span
              className="tl-tick-date tl-sticky-date"
              data-axis-label="date"
              style={{ left: stickyX }}
              aria-hidden="true"
            >
              {stickyText}
            </span>
          )}
          {ticks.map((t) => {
            const date = t.major ? dayLabels.get(localDateOf(zone, t.ms)) : undefined;
            return (
              <div
                key={t.ms}
                className="tl-tick"
                data-major={t.major || undefined}
                data-shift={t.shift || undefined}
                title={t.shift ? 'The clocks change here' : undefined}
                style={{ left: t.x }}
                aria-hidden="true"
              >
                {date !== undefined && t.x >= stickyEnd && (
                  <span className="tl-tick-date" data-axis-label="date">
                    {date}
                  </span>
                )}
                {t.x <= lastHourLabelX && (
                  <span className="tl-tick-label" data-axis-label="hour">
                    {t.label}
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
