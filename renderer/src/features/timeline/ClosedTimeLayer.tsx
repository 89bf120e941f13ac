import { type TimeAxis, xOf } from '#shared/view/axis';
import type { ClosedShownDay } from '#shared/view/closed-shown';
import type { Span } from '#shared/view/shown-spans';
import { LABEL_WIDTH } from './geometry';

/** The shown time a site is shut, and the days it is shut all day. */
export interface ClosedTime {
  readonly spans: readonly Span[];
  readonly days: readonly ClosedShownDay[];
}

/** Shades the time outside opening hours behind the bookings: bookings there count, but it is no open time. */
export function ClosedTimeLayer(props: {
  readonly closed: ClosedTime;
  readonly axis: TimeAxis;
  readonly top: number;
  readonly height: number;
}) {
  const { closed, axis } = props;
  if (closed.spans.length === 0) return null;
  return (
    <div
      className="tl-closed-layer"
      style={{ left: LABEL_WIDTH, top: props.top, height: props.height, width: axis.width }}
      data-testid="closed-time"
    >
      {closed.spans.map((s) => {
        const x = xOf(axis, s.startMs);
        const width = xOf(axis, s.endMs) - x;
        return width > 0 ? (
          <div
            key={s.startMs}
            className="tl-closed"
            style={{ left: x, width }}
            aria-hidden="true"
          />
        ) : null;
      })}
    </div>
  );
}
