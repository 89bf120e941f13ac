import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { RHYTHMS, type Rhythm } from '#shared/schedules/due-times';
import { allTimeZones } from '../timezone/zones';
import type { ScheduleDraft } from './schedule-draft';
import { RHYTHM_CHOICES } from './schedule-words';

/** When a schedule is sent: its rhythm, time and zone. */
export function TimingFields(props: {
  readonly value: ScheduleDraft;
  readonly onChange: (draft: ScheduleDraft) => void;
}) {
  const { t, i18n } = useLingui();
  const { value, onChange } = props;
  const zones = useMemo(() => allTimeZones(), []);
  return (
    <SimpleGrid cols={3} spacing="sm">
      <Select
        label={t`Sent`}
        data={RHYTHMS.map((r) => ({ value: r, label: i18n._(RHYTHM_CHOICES[r]) }))}
        value={value.rhythm}
        onChange={(r) => r && onChange({ ...value, rhythm: r as Rhythm })}
        allowDeselect={false}
      />
      <TextInput
        label={t`At`}
        type="time"
        value={value.at}
        onChange={(e) => onChange({ ...value, at: e.currentTarget.value })}
        required
      />
      <Select
        label={t`Time zone`}
        data={zones as string[]}
        value={value.zone}
        onChange={(z) => z && onChange({ ...value, zone: z })}
        searchable
        allowDeselect={false}
        limit={200}
      />
    </SimpleGrid>
  );
}
