import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { Forecast } from '#shared/contract';
import { ErrorState } from '../../ui/status/ErrorState';
import { AheadDayTable } from './AheadDayTable';
import { AheadLegend } from './AheadLegend';
import { AheadSitesTable } from './AheadSitesTable';
import { SiteAheadSummary } from './SiteAheadSummary';

/** One site's days ahead in full, or every site on one screen. */
export function AheadBody(props: {
  readonly forecast: Forecast;
  readonly location: { readonly id: string; readonly name: string } | null;
  readonly onOpenLocation?: (locationId: string) => void;
}) {
  const { forecast, location } = props;
  const { t } = useLingui();
  if (location === null)
    return (
      <Stack gap="xs">
        <AheadLegend />
        <AheadSitesTable
          sites={forecast.sites}
          names={new Map()}
          historyWeeks={forecast.historyWeeks}
          onOpen={(id) => props.onOpenLocation?.(id)}
        />
      </Stack>
    );
  const result = forecast.sites.find((s) => s.locationId === location.id)?.result;
  if (!result)
    return (
      <ErrorState what="insights" error={new Error(t`No forecast came back for this location.`)} />
    );
  if (!result.ok) return <ErrorState what="insights" error={result.error} />;
  return (
    <Stack gap="sm">
      <SiteAheadSummary site={result.value} historyWeeks={forecast.historyWeeks} />
      <AheadLegend />
      <AheadDayTable days={result.value.days} bays={result.value.bays} />
    </Stack>
  );
}
