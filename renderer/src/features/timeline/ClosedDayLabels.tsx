import { useLingui } from '@lingui/react/macro';
import { type TimeAxis, xOf } from '#shared/view/axis';
import type { ClosedShownDay } from '#shared/view/closed-shown';
import { closedWords } from '../../ui/locale/closed-words';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { LABEL_WIDTH } from './geometry';

/** The room kept for a label at the end of its day, so it is not pushed past it. */
const MIN_LABEL_PX = 72;

/**
 * Names each closed day over its shaded time ("Closed: Saturday", "Closed: Spring bank holiday"),
 * kept in view while the day is scrolled through, as the axis keeps its date.
 */
export function ClosedDayLabels(props: {
  readonly days: readonly ClosedShownDay[];
  readonly axis: TimeAxis;
  readonly top: number;
  /** The left edge of the visible axis. */
  readonly stickyX: number;
}) {
  const { days, axis, stickyX } = props;
  const { t } = useLingui();
  const format = useLocaleFormat();
  return days.map((d) => {
    const x = xOf(axis, d.span.startMs);
    const end = xOf(axis, d.span.endMs);
    if (end - x <= 0) return null;
    const left = Math.max(x, Math.min(stickyX, end - MIN_LABEL_PX));
    const why = closedWords([d.reason], format.longWeekday);
    const text = t`Closed: ${why}`;
    return (
      <div
        key={d.date}
        className="tl-closed-label"
        style={{ left: LABEL_WIDTH + left, top: props.top, maxWidth: end - left }}
        title={text}
        data-testid="closed-day"
      >
        {text}
      </div>
    );
  });
}
