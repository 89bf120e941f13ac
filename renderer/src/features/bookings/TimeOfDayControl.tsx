import { useLingui } from '@lingui/react/macro';
import type { TimeOfDay } from '#shared/scope/booking-filter';
import { DeferredSlot, DeferredStandIn, useDeferredControl } from '../../ui/deferred-control';
import { ChevronDownIcon } from '../../ui/icons';
import { lazyNamed } from '../../ui/lazy-named';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { HOURS_OF_DAY_WIDTH, hoursOfDayLabel } from './hours-of-day';

// Mantine's Select (its combobox and floating layer) is a chunk the first screen does without.
const HoursOfDaySelect = lazyNamed(() => import('./HoursOfDaySelect'), 'HoursOfDaySelect');

/** The time-of-day narrowing, loaded after the first screen with a stand-in until then. */
export function TimeOfDayControl(props: {
  readonly value: TimeOfDay | null;
  readonly onChange: (v: TimeOfDay | null) => void;
}) {
  const { wanted, takeFocus, reach } = useDeferredControl();
  const format = useLocaleFormat();
  const { t, i18n } = useLingui();
  const standIn = (
    <DeferredStandIn
      width={HOURS_OF_DAY_WIDTH}
      label={t`Hours of the day`}
      text={hoursOfDayLabel(i18n, format, props.value)}
      rightSection={<ChevronDownIcon />}
      onReach={reach}
    />
  );
  return (
    <DeferredSlot wanted={wanted} standIn={standIn}>
      <HoursOfDaySelect {...props} takeFocus={takeFocus} />
    </DeferredSlot>
  );
}
