import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { canonicalZone } from '#shared/time/zone-names';
import { useNow } from '../../ui/use-now';
import { GlobeIcon } from '../../ui/icons';
import { renderZoneOption, zoneFilter } from '../timezone/zone-filter';
import { siteZoneOptions } from './site-zone-options';

/** The select's value for "no zone of its own: the account's". */
export const ACCOUNT_ZONE = '__account__';

/**
 * A searchable zone picker for a site: every place's IANA zone with its offset now
 * ("Australia/Sydney (UTC+11:00)"), found by any name of a place (Kraków, München, Calcutta), and
 * the account's zone for a site without one of its own.
 */
export function ZoneSelect(props: {
  /** The zone chosen; null: the account's; undefined: none chosen yet (the sites chosen differ). */
  readonly value: string | null | undefined;
  readonly onChange: (zone: string | null) => void;
  readonly accountZone: string;
  readonly label: string;
  readonly description?: string;
  readonly placeholder?: string;
  readonly error?: string;
  readonly disabled?: boolean;
  readonly testId?: string;
}) {
  const { t } = useLingui();
  const atMs = useNow(60_000);
  const hour = Math.floor(atMs / 3_600_000);
  const data = useMemo(() => {
    const zone = props.accountZone.replaceAll('_', ' ');
    return [
      { value: ACCOUNT_ZONE, label: t`Account’s zone (${zone})` },
      ...siteZoneOptions(hour * 3_600_000),
    ];
  }, [hour, props.accountZone, t]);
  return (
    <Select
      label={props.label}
      description={props.description}
      placeholder={props.placeholder ?? t`Type a city or zone`}
      data-testid={props.testId}
      leftSection={<GlobeIcon />}
      searchable
      filter={zoneFilter}
      renderOption={renderZoneOption}
      // The best match first, so Enter takes it.
      selectFirstOptionOnChange
      allowDeselect={false}
      nothingFoundMessage={t`No zone matches: try a city, e.g. Sydney`}
      maxDropdownHeight={300}
      comboboxProps={{ width: 320 }}
      w={280}
      size="xs"
      error={props.error}
      disabled={props.disabled}
      // A zone saved under an old name shows as today's, which is what saving it again keeps.
      value={
        props.value === undefined
          ? null
          : props.value === null
            ? ACCOUNT_ZONE
            : (canonicalZone(props.value) ?? props.value)
      }
      data={data}
      onChange={(v) => {
        if (v) props.onChange(v === ACCOUNT_ZONE ? null : v);
      }}
    />
  );
}
