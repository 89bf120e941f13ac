import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { GlobeIcon } from '../../ui/icons';
import { useNow } from '../../ui/use-now';
import { isValidTimeZone } from '#shared/time/zone';
import {
  siteTimeLabel,
  systemZoneLabel,
  TIMEZONE_PICKER_WIDTH,
  zoneOption,
  zoneOptions,
  type SiteTimeOption,
} from './zones';

const SYSTEM = '__system__';
const SITE = '__site__';

/**
 * A searchable IANA timezone picker. "System" keeps following this computer's zone (saved as null);
 * "Site time", where offered, shows each site on its own clock.
 */
export function TimezoneSelect(props: {
  readonly saved: string | null;
  readonly onChange: (zone: string | null) => void;
  /** Focus and open it on arrival: the user reached for its stand-in (TimezonePicker). */
  readonly takeFocus?: boolean;
  /** "Site time" beside the fixed zones, where sites have clocks of their own. */
  readonly siteTime?: SiteTimeOption;
}) {
  const { t, i18n } = useLingui();
  const { saved, onChange, siteTime } = props;
  // Its own clock, so the minute tick redraws the picker and not the whole workspace.
  const atMs = useNow(60_000);
  // Offsets change only twice a year; recompute per hour at most.
  const hour = Math.floor(atMs / 3_600_000);
  // Every zone's offset costs a first screen too much: until the list is first opened, it holds
  // only the option shown.
  const [listed, setListed] = useState(false);
  // Computed outside the list, so a change of language makes the list again.
  const siteLabel = siteTime ? siteTimeLabel(i18n, siteTime) : '';
  const systemLabel = systemZoneLabel(i18n);
  const data = useMemo(() => {
    const atHour = hour * 3_600_000;
    return [
      ...(siteTime ? [{ value: SITE, label: siteLabel, disabled: !siteTime.available }] : []),
      { value: SYSTEM, label: systemLabel },
      ...(listed
        ? zoneOptions(atHour)
        : saved && isValidTimeZone(saved)
          ? [zoneOption(saved, atHour)]
          : []),
    ];
  }, [hour, listed, saved, siteTime, siteLabel, systemLabel]);
  return (
    <Select
      aria-label={t`Timezone`}
      data-testid="timezone-picker"
      leftSection={<GlobeIcon />}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t`No timezone matches`}
      maxDropdownHeight={320}
      comboboxProps={{ width: 300, position: 'bottom-end' }}
      w={TIMEZONE_PICKER_WIDTH}
      autoFocus={props.takeFocus}
      defaultDropdownOpened={props.takeFocus}
      value={siteTime?.shown ? SITE : (saved ?? SYSTEM)}
      data={data}
      onDropdownOpen={() => setListed(true)}
      onChange={(v) => {
        if (v === SITE) siteTime?.onChoose();
        else if (v) onChange(v === SYSTEM ? null : v);
      }}
    />
  );
}
