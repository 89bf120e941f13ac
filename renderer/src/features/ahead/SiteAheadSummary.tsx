import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { ForecastBacktest, ForecastMethod, SiteForecast } from '#shared/contract';
import { useFigureFormat } from '../../ui/format/figure-format';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { METHOD_WORDS } from './ahead-words';

/** A site's weeks ahead in sentences: the bays to expect to need, the full days, and how good the forecast has been. */
export function SiteAheadSummary(props: {
  readonly site: SiteForecast;
  readonly historyWeeks: number;
}) {
  const { site, historyWeeks } = props;
  const { t } = useLingui();
  const f = useFigureFormat();
  const format = useLocaleFormat();
  const bays = f.formatCount(site.bays);
  const needed = site.expectedBaysNeeded === null ? null : f.formatCount(site.expectedBaysNeeded);
  const full = site.likelyFullDays.map((d) => format.shortDate(d)).join(', ');
  return (
    <Stack gap={4} data-testid="ahead-summary">
      {needed !== null && (
        <Text size="sm" fw={600}>
          {t`Expect to need up to ${needed} of ${bays} bays.`}{' '}
          {site.likelyFullDays.length > 0
            ? t`Likely full: ${full}.`
            : t`No day is likely to be full.`}
        </Text>
      )}
      <ForecastQuality site={site} historyWeeks={historyWeeks} />
    </Stack>
  );
}

/** How far off the forecast has been, by which method, or why there is none. */
export function ForecastQuality(props: {
  readonly site: SiteForecast;
  readonly historyWeeks: number;
}) {
  const { site, historyWeeks } = props;
  const { t } = useLingui();
  const history = plural(historyWeeks, { one: '# week', other: '# weeks' });
  if (site.tooLittleHistory || site.backtest === null || site.method === null) {
    const withData = plural(site.historyWeeksWithData, { one: '# week', other: '# weeks' });
    return (
      <Text size="sm" data-testid="ahead-error">
        {t`Too little history to forecast: bookings in ${withData} of the last ${history}. The bays booked so far are shown.`}
      </Text>
    );
  }
  return (
    <Text size="sm" data-testid="ahead-error">
      <ErrorSentence backtest={site.backtest} />{' '}
      <MethodSentence method={site.method} history={history} />
    </Text>
  );
}

function ErrorSentence(props: { readonly backtest: ForecastBacktest }) {
  const { backtest } = props;
  const { t } = useLingui();
  const f = useFigureFormat();
  const error = f.formatDecimal(backtest.meanAbsoluteErrorBays);
  const weeks = plural(backtest.weeks, { one: '# week', other: '# weeks' });
  if (backtest.meanAbsoluteErrorShare === null)
    return <>{t`Off by ${error} bays on average over the last ${weeks}.`}</>;
  const share = f.formatPercent(backtest.meanAbsoluteErrorShare);
  return <>{t`Off by ${error} bays on average over the last ${weeks} (${share} of the bays).`}</>;
}

function MethodSentence(props: { readonly method: ForecastMethod; readonly history: string }) {
  const { t, i18n } = useLingui();
  const method = i18n._(METHOD_WORDS[props.method]);
  const { history } = props;
  return <>{t`Forecast from ${method} over ${history}, the method with the smaller error.`}</>;
}
