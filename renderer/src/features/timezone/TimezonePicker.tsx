import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { GlobeIcon } from '../../app/icons';
import { useNow } from '../../app/use-now';
import { systemTimeZone } from '../../../../shared/time/zone';
import { zoneOptions } from './zones';

const SYSTEM = '__system__';

/**
 * A searchable IANA timezone picker. "System" keeps following this computer's zone (saved as null).
 */
export function TimezonePicker(props: {
  readonly saved: string | null;
  readonly onChange: (zone: string | null) => void;
}) {
  const { saved, onChange } = props;
  // Its own clock, so the minute tick redraws the picker and not the whole workspace.
  const atMs = useNow(60_000);
  // Offsets change only twice a year; recompute per hour at most.
  const hour = Math.floor(atMs / 3_600_000);
  const data = useMemo(() => {
    const sys = systemTimeZone();
    return [
      { value: SYSTEM, label: `System (${sys.replaceAll('_', ' ')})` },
      ...zoneOptions(hour * 3_600_000),
    ];
  }, [hour]);
  return (
    <Select
      aria-label="Timezone"
      data-testid="timezone-picker"
      leftSection={<GlobeIcon />}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No timezone matches"
      maxDropdownHeight={320}
      comboboxProps={{ width: 300, position: 'bottom-end' }}
      w={230}
      value={saved ?? SYSTEM}
      data={data}
      onChange={(v) => {
        if (v) onChange(v === SYSTEM ? null : v);
      }}
    />
  );
}
