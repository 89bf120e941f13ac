import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { Bay } from '#shared/model';
import { tagPasses } from '#shared/scope/filter-rules';
import { compareTags, compareText } from '#shared/scope/row-order';
import { normaliseSearch, textMatches } from '#shared/scope/search';
import { SearchIcon } from '../../ui/icons';
import { useBays } from '../../data/company';
import { DroppedNotice } from '../../ui/status/DroppedNotice';
import { EmptyMessage } from '../../ui/status/EmptyMessage';
import { ErrorState } from '../../ui/status/ErrorState';
import { LoadingRows } from '../../ui/status/LoadingRows';
import { BaysTable } from './BaysTable';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';

const ALL = '__all__';

/** Every bay of the company (name, tag, location), with a tag filter, a location filter and search. */
export function BaysView(props: {
  readonly accountId: string;
  readonly locationId: string | null;
}) {
  const query = useBays(props.accountId);
  const format = useLocaleFormat();
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [location, setLocation] = useState<string>(props.locationId ?? ALL);
  const bays = useMemo(
    () =>
      [...(query.data?.items ?? [])].sort(
        (a, b) =>
          compareText(a.location?.name ?? null, b.location?.name ?? null) ||
          compareText(a.name, b.name),
      ),
    [query.data],
  );
  const tagOptions = useMemo(() => {
    const set = new Set(bays.map((b) => b.tag ?? ''));
    return [...set].sort(compareTags).map((tag) => ({ value: tag, label: tag || t`No tag` }));
  }, [bays, t]);
  const locationOptions = useMemo(() => {
    const map = new Map<string, string>();
    for (const b of bays)
      if (b.location) map.set(b.location.id, b.location.name ?? t`Unnamed location`);
    return [
      { value: ALL, label: t`All locations` },
      ...[...map].map(([value, label]) => ({ value, label })),
    ];
  }, [bays, t]);
  const needle = normaliseSearch(search);
  const shown = bays.filter(
    (b: Bay) =>
      (location === ALL || b.location?.id === location) &&
      tagPasses(tags.length ? tags : null, b.tag) &&
      (textMatches(b.name, needle) ||
        textMatches(b.tag, needle) ||
        textMatches(b.location?.name, needle)),
  );
  const shownNumber = format.number(shown.length);
  const total = bays.length;
  const totalNumber = format.number(total);
  const shownCount = t`${shownNumber} of ${plural(total, { one: `${totalNumber} bay`, other: `${totalNumber} bays` })}`;
  return (
    <Stack gap="sm" h="100%" style={{ minHeight: 0 }}>
      <Group gap="xs">
        <TextInput
          aria-label={t`Search bays`}
          placeholder={t`Search bays, tags, locations`}
          leftSection={<SearchIcon />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={260}
        />
        <Select
          aria-label={t`Location`}
          data={locationOptions}
          value={location}
          onChange={(v) => setLocation(v ?? ALL)}
          w={200}
          allowDeselect={false}
        />
        <MultiSelect
          aria-label={t`Tags`}
          placeholder={tags.length ? undefined : t`All tags`}
          data={tagOptions}
          value={tags}
          onChange={setTags}
          clearable
          w={260}
        />
        <Text size="xs" c="dimmed" ml="auto">
          {shownCount}
        </Text>
      </Group>
      {query.isPending && <LoadingRows label={t`Loading bays`} />}
      {query.isError && (
        <ErrorState
          what="bays"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.data && <DroppedNotice dropped={query.data.dropped} what="bay" />}
      {query.data && bays.length === 0 && <EmptyMessage title={t`This company has no bays`} />}
      {query.data && bays.length > 0 && shown.length === 0 && (
        <EmptyMessage
          title={t`No bay matches these filters`}
          hint={t`Clear the search or pick other tags.`}
        />
      )}
      {shown.length > 0 && <BaysTable bays={shown} />}
    </Stack>
  );
}
