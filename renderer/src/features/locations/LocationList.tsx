import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ScrollArea, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { LocationLink } from './LocationLink';
import { useMemo, useState } from 'react';
import type { Location } from '#shared/model';
import { compareText } from '#shared/scope/row-order';
import { normaliseSearch, textMatches } from '#shared/scope/search';
import { SearchIcon } from '../../ui/icons';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { useBays, useLocations } from '../../data/company';
import { DroppedNotice } from '../../ui/status/DroppedNotice';
import { EmptyMessage } from '../../ui/status/EmptyMessage';
import { ErrorState } from '../../ui/status/ErrorState';
import { LoadingRows } from '../../ui/status/LoadingRows';
import './locations.css';

/** The company's locations, searchable; picking one shows its bookings. */
export function LocationList(props: {
  readonly accountId: string;
  /** The location shown; null with All locations (or none yet). */
  readonly selectedId: string | null;
  readonly onSelect: (location: Location) => void;
  readonly allSelected: boolean;
  readonly onSelectAll: () => void;
}) {
  const { t } = useLingui();
  const { accountId, selectedId, onSelect, allSelected } = props;
  const query = useLocations(accountId);
  const bays = useBays(accountId);
  const bayCounts = useMemo(() => {
    const counts = new Map<string, number>();
    for (const b of bays.data?.items ?? []) {
      const id = b.location?.id;
      if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return counts;
  }, [bays.data]);
  const [search, setSearch] = useState('');
  const sorted = useMemo(
    () => [...(query.data?.items ?? [])].sort((a, b) => compareText(a.name, b.name)),
    [query.data],
  );
  const searched = search.trim();
  const format = useLocaleFormat();
  // Read after the location's name, as part of its link: "Harbour Office, 12 bays".
  const baysText = (bays: number) => {
    const count = format.number(bays);
    return t`, ${plural(bays, { one: '# bay', other: `${count} bays` })}`;
  };
  const needle = normaliseSearch(search);
  const shown = sorted.filter((l) => textMatches(l.name, needle) || textMatches(l.id, needle));

  return (
    <Stack gap="xs" h="100%" style={{ minHeight: 0 }}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase" px={4}>
        {t`Locations`}
      </Text>
      <TextInput
        aria-label={t`Search locations`}
        placeholder={t`Search locations`}
        leftSection={<SearchIcon />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {query.isPending && <LoadingRows rows={6} label={t`Loading locations`} />}
      {query.isError && (
        <ErrorState
          what="locations"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.data && <DroppedNotice dropped={query.data.dropped} what="location" />}
      {query.data && sorted.length === 0 && (
        <EmptyMessage
          title={t`This company has no locations`}
          hint={t`The API returned an empty list of locations.`}
        />
      )}
      {query.data && sorted.length > 0 && shown.length === 0 && (
        <EmptyMessage title={t`No location matches “${searched}”`} />
      )}
      <ScrollArea style={{ flex: 1 }} type="auto" offsetScrollbars>
        <nav aria-label={t`Locations`}>
          {sorted.length > 1 && (
            <LocationLink
              label={t`All locations`}
              active={allSelected}
              onClick={props.onSelectAll}
              testId="all-locations-link"
            />
          )}
          {shown.map((l) => (
            <LocationLink
              key={l.id}
              label={l.name ?? t`Unnamed location`}
              active={!allSelected && l.id === selectedId}
              onClick={() => onSelect(l)}
              rightSection={
                bayCounts.has(l.id) ? (
                  // The selected link's background is blue: its count takes the link's colour, not grey.
                  <Text size="xs" c={l.id === selectedId ? undefined : 'dimmed'}>
                    <span aria-hidden="true">{format.number(bayCounts.get(l.id) ?? 0)}</span>
                    <VisuallyHidden>{baysText(bayCounts.get(l.id) ?? 0)}</VisuallyHidden>
                  </Text>
                ) : null
              }
            />
          ))}
        </nav>
      </ScrollArea>
    </Stack>
  );
}
