import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { addDays } from '#shared/time/civil';
import { localDateOf } from '#shared/time/zone';
import { forecastQuery } from '../../data/forecast';
import { locationsQuery } from '../../data/queries';
import { lazyNamed } from '../../ui/lazy-named';
import { useBridge } from '../../ui/bridge-context';
import { ErrorState } from '../../ui/status/ErrorState';
import { LoadingRows } from '../../ui/status/LoadingRows';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { useNow } from '../../ui/use-now';
import { ScrollRegion } from '../insights/ScrollRegion';
import { HISTORY_CHOICES, WEEKS_AHEAD } from './ahead-words';
import { AheadBody } from './AheadBody';
import { aheadExport } from './ahead-export';

/** Which weeks ahead the view shows: a location (or every one) and the clock it is shown on. */
export interface AheadViewProps {
  readonly accountId: string;
  /** null: every location of the account. */
  readonly location: { readonly id: string; readonly name: string } | null;
  readonly zone: string;
  readonly siteTime: boolean;
  /** All locations: opens one location's weeks ahead. */
  readonly onOpenLocation?: (locationId: string) => void;
}

/** The weeks ahead from today: bays booked so far, the peak to expect, and how good the forecast has been. */
export function AheadView(props: AheadViewProps) {
  const { accountId, location, zone, siteTime } = props;
  const { t } = useLingui();
  const bridge = useBridge();
  const format = useLocaleFormat();
  const today = localDateOf(zone, useNow());
  const [weeks, setWeeks] = useState<number>(4);
  const [historyWeeks, setHistoryWeeks] = useState<number>(12);
  const scope = {
    accountId,
    locationId: location?.id ?? null,
    from: today,
    weeks,
    historyWeeks,
    zone,
    siteTime,
  };
  const forecast = useQuery(forecastQuery(bridge, scope));
  const [exporting, setExporting] = useState(false);
  // A file of every location still names one location (the contract's); any of them will do.
  const locations = useQuery({ ...locationsQuery(bridge, accountId), enabled: location === null });
  const firstLocationId = location?.id ?? locations.data?.items[0]?.id ?? null;
  const last = format.mediumDate(addDays(today, weeks * 7 - 1));
  const first = format.mediumDate(today);
  return (
    <Stack gap="xs" style={{ minHeight: 0, flex: 1 }} data-testid="ahead-view">
      <Group gap={6} wrap="wrap" className="no-print">
        <NativeSelect
          size="xs"
          aria-label={t`Weeks ahead`}
          data={WEEKS_AHEAD.map((n) => ({
            value: String(n),
            label: plural(n, { one: 'The next week', other: 'The next # weeks' }),
          }))}
          value={String(weeks)}
          onChange={(e) => setWeeks(Number(e.currentTarget.value))}
          data-testid="ahead-weeks"
        />
        <NativeSelect
          size="xs"
          aria-label={t`Weeks of history`}
          data={HISTORY_CHOICES.map((n) => ({
            value: String(n),
            label: plural(n, { one: 'From # week of history', other: 'From # weeks of history' }),
          }))}
          value={String(historyWeeks)}
          onChange={(e) => setHistoryWeeks(Number(e.currentTarget.value))}
          data-testid="ahead-history"
        />
        <Text size="xs" c="dimmed" data-testid="ahead-period">
          {t`${first} – ${last}, each site on its own clock`}
        </Text>
        <Button
          ml="auto"
          size="compact-sm"
          variant="default"
          disabled={firstLocationId === null || !forecast.data}
          onClick={() => setExporting(true)}
          data-testid="ahead-export"
        >
          {t`Export the weeks ahead…`}
        </Button>
      </Group>
      {exporting && firstLocationId !== null && (
        <Suspense fallback={null}>
          <ExportDialog
            opened
            onClose={() => setExporting(false)}
            shown={aheadExport(scope, location, firstLocationId)}
          />
        </Suspense>
      )}
      {forecast.isError ? (
        <ErrorState
          what="insights"
          error={forecast.error}
          onRetry={() => void forecast.refetch()}
          retrying={forecast.isFetching}
        />
      ) : !forecast.data ? (
        <LoadingRows rows={8} label={t`Reading the bookings ahead and the weeks before`} />
      ) : (
        <ScrollRegion label={t`The weeks ahead`} fill>
          <AheadBody
            forecast={forecast.data}
            location={location}
            onOpenLocation={props.onOpenLocation}
          />
        </ScrollRegion>
      )}
    </Stack>
  );
}

// The dialog is a chunk of its own, as on the bookings page.
const ExportDialog = lazyNamed(() => import('../export/ExportDialog'), 'ExportDialog', {
  laterMessages: true,
});
