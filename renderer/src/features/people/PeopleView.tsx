import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useMemo, useState } from 'react';
import type { PersonFigures } from '#shared/insights/person-figures';
import { localDateOf } from '#shared/time/zone';
import { peopleQuery } from '../../data/people';
import { locationsQuery } from '../../data/queries';
import { lazyNamed } from '../../ui/lazy-named';
import { useBridge } from '../../ui/bridge-context';
import { EmptyMessage } from '../../ui/status/EmptyMessage';
import { ErrorState } from '../../ui/status/ErrorState';
import { LoadingRows } from '../../ui/status/LoadingRows';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { useNow } from '../../ui/use-now';
import { periodText } from '../all-locations/period-text';
import { ScrollRegion } from '../insights/ScrollRegion';
import { DomainTable } from './DomainTable';
import { PEOPLE_PERIODS, type PeoplePeriod, peopleDays } from './people-period';
import { HEAVIEST_FIRST, type PeopleSort } from './people-sort';
import { PeopleTable } from './PeopleTable';
import { peopleExport } from './people-export';
import { PersonDrawer } from './PersonDrawer';

/** What the People view counts: a location (or every one) and the clock it is shown on. */
export interface PeopleViewProps {
  readonly accountId: string;
  /** null: every location of the account. */
  readonly location: { readonly id: string; readonly name: string } | null;
  readonly zone: string;
  readonly siteTime: boolean;
}

/** Who booked over a period: a row per person, the heaviest users first, and the e-mail domains. */
export function PeopleView(props: PeopleViewProps) {
  const { accountId, location, zone, siteTime } = props;
  const { t, i18n } = useLingui();
  const bridge = useBridge();
  const now = useNow();
  const [period, setPeriod] = useState<PeoplePeriod>('last-month');
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 400);
  const [domain, setDomain] = useState<string | null>(null);
  const [sort, setSort] = useState<PeopleSort>(HEAVIEST_FIRST);
  const days = peopleDays(period, localDateOf(zone, now));
  const format = useLocaleFormat();
  const shownDays = periodText(days, null, format, i18n);
  const siteName = location?.name ?? '';
  const { from, to } = days;
  const scope = useMemo(
    () => ({
      accountId,
      locationId: location?.id ?? null,
      from,
      to,
      zone,
      siteTime,
      search: search === '' ? null : search,
      domain,
    }),
    [accountId, location, from, to, zone, siteTime, search, domain],
  );
  const people = useQuery(peopleQuery(bridge, scope));
  const [opened, setOpened] = useState<PersonFigures | null>(null);
  const [exporting, setExporting] = useState<'person' | 'domain' | null>(null);
  // A file of every location still names one location (the contract's); any of them will do.
  const locations = useQuery({ ...locationsQuery(bridge, accountId), enabled: location === null });
  const firstLocationId = location?.id ?? locations.data?.items[0]?.id ?? null;
  const hidden = people.data?.namesHidden ?? false;
  const counted = people.data?.people.length ?? 0;
  const domains = (people.data?.domains ?? []).flatMap((d) =>
    d.name.kind === 'domain' ? [d.name.domain] : [],
  );
  return (
    <Stack gap="xs" style={{ minHeight: 0, flex: 1 }} data-testid="people-view">
      <Group gap={6} wrap="wrap" className="no-print">
        <NativeSelect
          size="xs"
          aria-label={t`Period`}
          data={PEOPLE_PERIODS.map((p) => ({ value: p.value, label: i18n._(p.label) }))}
          value={period}
          onChange={(e) => {
            const chosen = PEOPLE_PERIODS.find((p) => p.value === e.currentTarget.value);
            if (chosen) setPeriod(chosen.value);
          }}
          data-testid="people-period"
        />
        <TextInput
          size="xs"
          w={240}
          aria-label={t`Search people`}
          placeholder={hidden ? t`Names are hidden` : t`Search name or e-mail`}
          disabled={hidden}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          data-testid="people-search"
        />
        <NativeSelect
          size="xs"
          aria-label={t`E-mail domain`}
          data={[
            { value: '', label: t`Every domain` },
            ...[...new Set([...domains, ...(domain ? [domain] : [])])].map((d) => ({
              value: d,
              label: d,
            })),
          ]}
          value={domain ?? ''}
          onChange={(e) => setDomain(e.currentTarget.value || null)}
          data-testid="people-domain"
        />
        <Text size="xs" c="dimmed" data-testid="people-period-text">
          {location ? t`${siteName}: ${shownDays}` : t`Every location: ${shownDays}`}
        </Text>
        <Group gap={6} ml="auto">
          <Button
            size="compact-sm"
            variant="default"
            disabled={firstLocationId === null || counted === 0}
            onClick={() => setExporting('person')}
            data-testid="people-export"
          >
            {t`Export people…`}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            disabled={firstLocationId === null || counted === 0}
            onClick={() => setExporting('domain')}
            data-testid="domains-export"
          >
            {t`Export domains…`}
          </Button>
        </Group>
      </Group>
      {hidden && (
        <Alert variant="light" color="gray" data-testid="people-names-hidden">
          <Trans>
            Names are hidden for this account: people are shown as pseudonyms, a search by name is
            off, and domains of fewer than 5 people are counted together.
          </Trans>
        </Alert>
      )}
      {people.isError ? (
        <ErrorState
          what="people"
          error={people.error}
          onRetry={() => void people.refetch()}
          retrying={people.isFetching}
        />
      ) : !people.data ? (
        <LoadingRows rows={8} label={t`Counting people`} />
      ) : people.data.people.length === 0 ? (
        <EmptyMessage
          title={search ? t`No one matches “${search}”` : t`No one booked in this period`}
          hint={
            search
              ? t`No name or e-mail has these words in this period. Check the spelling, or clear the search.`
              : t`Try a longer period.`
          }
        />
      ) : (
        // The list and the domains scroll below the controls, which stay in view.
        <ScrollRegion label={t`People, a row per person`} fill>
          <Text size="sm" mb="xs" data-testid="people-summary">
            {t`${plural(counted, {
              one: '# person, the most booked hours first.',
              other: '# people, the most booked hours first.',
            })}`}
          </Text>
          <PeopleTable
            people={people.data.people}
            sort={sort}
            onSort={setSort}
            namesHidden={hidden}
            onOpen={setOpened}
          />
          <DomainTable domains={people.data.domains} />
        </ScrollRegion>
      )}
      {exporting && firstLocationId !== null && (
        <Suspense fallback={null}>
          <ExportDialog
            opened
            onClose={() => setExporting(null)}
            shown={peopleExport(exporting, scope, location, firstLocationId)}
          />
        </Suspense>
      )}
      <PersonDrawer
        scope={scope}
        person={opened}
        namesHidden={hidden}
        onClose={() => setOpened(null)}
      />
    </Stack>
  );
}

// The dialog is a chunk of its own, as on the bookings page.
const ExportDialog = lazyNamed(() => import('../export/ExportDialog'), 'ExportDialog', {
  laterMessages: true,
});
