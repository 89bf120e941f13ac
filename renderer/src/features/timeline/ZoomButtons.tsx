import { useLingui } from '@lingui/react/macro';
import type { TimelineZoom } from './zoom';
import { type ZoomInput, useZoomInput } from './zoom-input';

/** The buttons' order: the nearest first, as calendars list Day, Week, Month. */
const SHOWN: readonly TimelineZoom[] = ['day', 'week', 'month', 'fit'];

/**
 * The timeline's zoom as a labelled group of buttons, the level shown pressed (Fit is named "Fit
 * the range" for screen readers; every language's name starts with its face), with Ctrl + wheel
 * and + / − on the timeline, and a line saying what the cells count while they are shown.
 */
export function ZoomButtons(props: {
  readonly input: ZoomInput;
  /** Occupancy cells are shown. */
  readonly cells: boolean;
}) {
  const { t } = useLingui();
  const { zoom } = props.input;
  const zoomAround = useZoomInput(props.input);
  // Fit's name says what it fits; each tooltip says how much is in view. (A record, not a switch
  // with assertNever: that would split assert-never out of the first screen's chunk.)
  const words: Readonly<Record<TimelineZoom, { face: string; name?: string; tip: string }>> = {
    day: { face: t`Day`, tip: t`About a day in view` },
    week: { face: t`Week`, tip: t`About a week in view` },
    month: { face: t`Month`, tip: t`About a month in view` },
    fit: { face: t`Fit`, name: t`Fit the range`, tip: t`The whole range in view` },
  };
  return (
    <>
      {props.cells && (
        <span className="tl-legend">{t`Each cell: the % of the day’s open hours booked`}</span>
      )}
      <div
        role="group"
        aria-label={t`Zoom`}
        className="tl-zoom"
        title={t`Zoom: also Ctrl + mouse wheel, or + and − on the timeline`}
      >
        <span className="tl-zoom-label" aria-hidden="true">
          {t`Zoom`}
        </span>
        <div className="tl-zoom-buttons">
          {SHOWN.map((level) => {
            const { face, name, tip } = words[level];
            const pressed = level === zoom;
            // Plain buttons: Mantine's would pull its Button into chunks the first screen loads.
            return (
              <button
                key={level}
                type="button"
                className="tl-zoom-button"
                aria-pressed={pressed}
                aria-label={name}
                title={tip}
                data-zoom={level}
                onClick={() => zoomAround(level)}
              >
                {face}
              </button>
            );
          })}
        </div>
      </div>
    </>
  );
}
