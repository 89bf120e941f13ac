import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { assertNever } from '#shared/assert-never';
import { addDays } from '#shared/time/civil';
import { localDateOf } from '#shared/time/zone';
import { useNow } from '../../ui/use-now';
import type { LocaleFormat } from '../../ui/locale/locale-format';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { EmptyMessage } from '../../ui/status/EmptyMessage';
import { ErrorState } from '../../ui/status/ErrorState';
import { TrendControls } from './TrendControls';
import { TrendsBody } from './TrendsBody';
import { CountingProgress } from '../insights/CountingProgress';
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

/** "March 2025 to February 2026: whole months, so March 2026 is left out until it is over." */
function periodLine(w: TrendWindow, locale: LocaleFormat, i18n: I18n): string {
  switch (w.unit) {
    case 'month': {
      const first = locale.monthYear(w.shown.from);
      const last = locale.monthYear(lastBucketStart(w));
      const current = locale.monthYear(w.current.from);
      return i18n._(
        msg`${first} to ${last}: whole months, so ${current} is left out until it is over.`,
      );
    }
    case 'week': {
      const first = locale.mediumDate(w.shown.from);
      const last = locale.mediumDate(lastBucketStart(w));
      return i18n._(
        msg`Week of ${first} to week of ${last}: whole weeks, so this week is left out until it is over.`,
      );
    }
    default:
      return assertNever(w.unit, 'trend unit');
  }
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
  const locale = useLocaleFormat();
  const { t, i18n } = useLingui();
  const name = location?.name;
  const title =
    name === undefined
      ? t`Counting the trends of all locations`
      : t`Counting the trends of ${name}`;
  const basis = siteTime
    ? t`Every booking counted, each site on its own clock`
    : t`Every booking counted, days in ${zone}`;

  return (
    <div className="trends-scroll" data-testid="trends">
      <Stack gap="xs" pb="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Text size="sm" fw={600} data-testid="trend-period">
              {periodLine(window, locale, i18n)}
            </Text>
            <Text size="xs" c="dimmed">
              {basis}
              {result.data && result.isFetching ? ` · ${t`updating…`}` : ''}
            </Text>
          </div>
          <TrendControls choice={choice} onChange={setChoice} />
        </Group>
        {result.data && result.data.unit === unit ? (
          <TrendsBody trends={result.data} window={window} figure={figure} />
        ) : result.isFetching ? (
          <CountingProgress
            title={title}
            name={t`Trends`}
            fetched={t({
              message: 'fetched',
              comment: 'After a percentage: “40% fetched · 1,234 bookings read”',
            })}
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
            title={t`Counting the trends was cancelled`}
            hint={
              <Button
                mt="xs"
                variant="default"
                onClick={() => void result.refetch()}
                data-testid="trends-load"
              >
                <Trans>Count the trends</Trans>
              </Button>
            }
          />
        )}
      </Stack>
    </div>
  );
}
