import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { assertNever } from '#shared/assert-never';
import type { TimelineZoom } from './zoom';

/** The buttons' order: the nearest first, as calendars list Day, Week, Month. */
const SHOWN: readonly TimelineZoom[] = ['day', 'week', 'month', 'fit'];

/**
 * The timeline's zoom as a labelled group of buttons, the level shown pressed. Fit is named "Fit
 * the range" for screen readers (every language's name starts with its face); its face says "Fit".
 */
export function ZoomButtons(props: {
  readonly zoom: TimelineZoom;
  readonly onZoom: (zoom: TimelineZoom) => void;
}) {
  const { t } = useLingui();
  // Fit's name says what it fits; each tooltip says how much is in view.
  const words = (zoom: TimelineZoom): { face: string; name?: string; tip: string } => {
    switch (zoom) {
      case 'day':
        return { face: t`Day`, tip: t`About a day in view` };
      case 'week':
        return { face: t`Week`, tip: t`About a week in view` };
      case 'month':
        return { face: t`Month`, tip: t`About a month in view` };
      case 'fit':
        return { face: t`Fit`, name: t`Fit the range`, tip: t`The whole range in view` };
      default:
        return assertNever(zoom, 'zoom');
    }
  };
  return (
    <div
      role="group"
      aria-label={t`Zoom`}
      className="tl-zoom"
      title={t`Zoom: also Ctrl + mouse wheel, or + and − on the timeline`}
    >
      <span className="tl-zoom-label" aria-hidden="true">
        {t`Zoom`}
      </span>
      <Button.Group>
        {SHOWN.map((zoom) => {
          const { face, name, tip } = words(zoom);
          const pressed = zoom === props.zoom;
          return (
            <Button
              key={zoom}
              size="compact-xs"
              variant={pressed ? 'filled' : 'default'}
              aria-pressed={pressed}
              aria-label={name}
              title={tip}
              data-zoom={zoom}
              onClick={() => props.onZoom(zoom)}
            >
              {face}
            </Button>
          );
        })}
      </Button.Group>
    </div>
  );
}
