import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { GlobeIcon } from '../../ui/icons';
import { useNow } from '../../ui/use-now';
import { isValidTimeZone } from '#shared/time/zone';
import { renderZoneOption, zoneFilter } from './zone-filter';
import { shownZone, viewingZoneOptions } from './zone-options';
import {
  siteTimeLabel,
  systemZoneLabel,
  TIMEZONE_PICKER_WIDTH,
  zoneOption,
  type SiteTimeOption,
} from './zones';

const SYSTEM = '__system__';
const SITE = '__site__';

/**
 * A searchable IANA timezone picker, found by any name of a place (Kraków, München, Calcutta) and
 * offering canonical names only. "System" keeps following this computer's zone (saved as null);
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
  // A zone saved under an old name shows as today's, which is what choosing it again saves.
  const shown = saved ? shownZone(saved) : null;
  const data = useMemo(() => {
    const atHour = hour * 3_600_000;
    const zones = listed ? viewingZoneOptions(atHour) : [];
    // The zone shown is always an option: before the list is made, and where it is none of the
    // list's (an Etc/ offset set elsewhere).
    const unlisted = shown && isValidTimeZone(shown) && !zones.some((o) => o.value === shown);
    return [
      ...(siteTime ? [{ value: SITE, label: siteLabel, disabled: !siteTime.available }] : []),
      { value: SYSTEM, label: systemLabel },
      ...zones,
      ...(unlisted ? [zoneOption(shown, atHour)] : []),
    ];
  }, [hour, listed, shown, siteTime, siteLabel, systemLabel]);
  return (
    <Select
      aria-label={t`Timezone`}
      data-testid="timezone-picker"
      leftSection={<GlobeIcon />}
      searchable
      filter={zoneFilter}
      renderOption={renderZoneOption}
      // The best match first, so Enter takes it.
      selectFirstOptionOnChange
      allowDeselect={false}
      nothingFoundMessage={t`No timezone matches`}
      maxDropdownHeight={320}
      comboboxProps={{ width: 300, position: 'bottom-end' }}
      w={TIMEZONE_PICKER_WIDTH}
      autoFocus={props.takeFocus}
      defaultDropdownOpened={props.takeFocus}
      value={siteTime?.shown ? SITE : (shown ?? SYSTEM)}
      data={data}
      onDropdownOpen={() => setListed(true)}
      onChange={(v) => {
        if (v === SITE) siteTime?.onChoose();
        else if (v) onChange(v === SYSTEM ? null : v);
      }}
    />
  );
}
