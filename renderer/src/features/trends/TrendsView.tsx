import { Button, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { addDays } from '#shared/time/civil';
import { localDateOf } from '#shared/time/zone';
import { useNow } from '../../ui/use-now';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { EmptyMessage } from '../status/EmptyMessage';
import { ErrorState } from '../status/ErrorState';
import { TrendControls } from './TrendControls';
import { TrendsBody } from './TrendsBody';
import { CountingProgress } from '../insights/CountingProgress';
import { bucketNames } from './trend-labels';
import { trendWindow, type TrendWindow } from './trend-window';
import { useTrendChoice } from './use-trend-choice';
import { useTrends } from './use-trends';
import './trends.css';

/** Which sites the Trends view shows, and on which clock. */
export interface TrendsViewProps {
  readonly accountId: string;
  /** One location; null: every location of the account. */
  readonly location: { readonly id: string; readonly name: string } | null;
  /** The zone days are read in (under site time, for sites without a zone of their own). */
  readonly zone: string;
  /** Each site's months on its own clock. */
  readonly siteTime: boolean;
}

/** "March 2025 to February 2026; March 2026 is left out until it is over." */
function periodLine(w: TrendWindow, names: ReturnType<typeof bucketNames>): string {
  const first = names.long(w.unit, { from: w.shown.from, to: w.shown.from });
  const last = names.long(w.unit, { from: lastBucketStart(w), to: w.shown.to });
  const current = w.unit === 'month' ? names.long('month', w.current) : 'this week';
  return `${first} to ${last}: whole ${w.unit}s, so ${current} is left out until it is over.`;
}

function lastBucketStart(w: TrendWindow): string {
  return w.unit === 'month' ? `${w.shown.to.slice(0, 8)}01` : addDays(w.shown.to, -6);
}

/**
 * How each site's use moved month by month (or week by week): a small chart per site on one scale,
 * with a table of the same numbers. Loaded lazily, with the charts library.
 */
export function TrendsView(props: TrendsViewProps) {
  const { accountId, location, zone, siteTime } = props;
  const [choice, setChoice] = useTrendChoice();
  const { unit, figure } = choice;
  const span = choice.spans[unit];
  const today = localDateOf(zone, useNow());
  const window = useMemo(() => trendWindow(unit, span, today), [unit, span, today]);
  const { result, progress, cancel } = useTrends({
    accountId,
    locationId: location?.id ?? null,
    unit,
    from: window.fetched.from,
    to: window.fetched.to,
    zone,
    siteTime,
  });
  const names = bucketNames(useLocaleFormat());
  const what = location?.name ?? 'all locations';
  const basis = siteTime ? 'each site on its own clock' : `days in ${zone}`;

  return (
    <div className="trends-scroll" data-testid="trends">
      <Stack gap="xs" pb="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Text size="sm" fw={600} data-testid="trend-period">
              {periodLine(window, names)}
            </Text>
            <Text size="xs" c="dimmed">
              Every booking counted, {basis}
              {result.data && result.isFetching ? ' · updating…' : ''}
            </Text>
          </div>
          <TrendControls choice={choice} onChange={setChoice} />
        </Group>
        {result.data && result.data.unit === unit ? (
          <TrendsBody trends={result.data} window={window} figure={figure} />
        ) : result.isFetching ? (
          <CountingProgress
            title={`Counting the trends of ${what}`}
            name="Trends"
            fetched="fetched"
            progress={progress}
            onCancel={cancel}
            testId="trends"
          />
        ) : result.isError ? (
          <ErrorState
            what="trends"
            error={result.error}
            onRetry={() => void result.refetch()}
            retrying={result.isFetching}
          />
        ) : (
          <EmptyMessage
            title="Counting the trends was cancelled"
            hint={
              <Button
                mt="xs"
                variant="default"
                onClick={() => void result.refetch()}
                data-testid="trends-load"
              >
                Count the trends
              </Button>
            }
          />
        )}
      </Stack>
    </div>
  );
}
