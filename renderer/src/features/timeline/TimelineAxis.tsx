import type { Tick } from '#shared/view/axis';
import { localDateOf } from '#shared/time/zone';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { HEADER_HEIGHT, LABEL_WIDTH } from './geometry';

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
}) {
  const { ticks, zone, width, zoneLabel, bayCount, stickyX, stickyMs } = props;
  const stickyGap = 90;
  const format = useLocaleFormat();
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
              style={{ left: stickyX }}
              aria-hidden="true"
            >
              {format.shortDate(localDateOf(zone, stickyMs))}
            </span>
          )}
          {ticks.map((t) => (
            <div
              key={t.ms}
              className="tl-tick"
              data-major={t.major || undefined}
              data-shift={t.shift || undefined}
              title={t.shift ? 'The clocks change here' : undefined}
              style={{ left: t.x }}
              aria-hidden="true"
            >
              {t.major && (stickyX === 0 || Math.abs(t.x - stickyX) >= stickyGap) && (
                <span className="tl-tick-date">{format.shortDate(localDateOf(zone, t.ms))}</span>
              )}
              <span className="tl-tick-label">{t.label}</span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
