import { useLingui } from '@lingui/react/macro';
import { isValidTimeZone } from '#shared/time/zone';
import { DeferredSlot, DeferredStandIn, useDeferredControl } from '../../ui/deferred-control';
import { ChevronDownIcon, GlobeIcon } from '../../ui/icons';
import { lazyNamed } from '../../ui/lazy-named';
import { useNow } from '../../ui/use-now';
import {
  siteTimeLabel,
  systemZoneLabel,
  TIMEZONE_PICKER_WIDTH,
  zoneOption,
  type SiteTimeOption,
} from './zones';

// Mantine's searchable Select is a chunk the first screen does without.
const TimezoneSelect = lazyNamed(() => import('./TimezoneSelect'), 'TimezoneSelect');

/** The timezone picker, loaded after the first screen with a stand-in showing the zone until then. */
export function TimezonePicker(props: {
  readonly saved: string | null;
  readonly onChange: (zone: string | null) => void;
  /** "Site time" beside the fixed zones, where sites have clocks of their own. */
  readonly siteTime?: SiteTimeOption;
}) {
  const { t, i18n } = useLingui();
  const { wanted, takeFocus, reach } = useDeferredControl();
  const { saved } = props;
  const atMs = useNow(60_000);
  const text = props.siteTime?.shown
    ? siteTimeLabel(i18n, props.siteTime)
    : saved && isValidTimeZone(saved)
      ? zoneOption(saved, atMs).label
      : systemZoneLabel(i18n);
  const standIn = (
    <DeferredStandIn
      width={TIMEZONE_PICKER_WIDTH}
      label={t`Timezone`}
      text={text}
      leftSection={<GlobeIcon />}
      rightSection={<ChevronDownIcon />}
      onReach={reach}
    />
  );
  return (
    <DeferredSlot wanted={wanted} standIn={standIn}>
      <TimezoneSelect {...props} takeFocus={takeFocus} />
    </DeferredSlot>
  );
}
