import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import type { TrendUnit } from '#shared/insights/trend-types';
import { ChangeText } from '../compare/ChangeText';
import { useFigureFormat } from '../../ui/format/figure-format';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { SiteTrendChart } from './SiteTrendChart';
import { TargetStatusText } from '../sites/TargetStatusText';
import { changeKindOf, formatFigure, pointText, type TrendFigure } from './trend-figure';
import { bucketNames } from './trend-labels';
import type { SiteSeries } from './trend-series';
import { siteTrendSentence } from './trend-summary';

/**
 * One site's small multiple: its name, its latest value with the change on the month (week)
 * before and on a year before, where it stands against its target, and its chart.
 */
export function SiteTrendCard(props: {
  readonly series: SiteSeries;
  readonly unit: TrendUnit;
  readonly figure: TrendFigure;
  readonly ticks: readonly number[];
  /** The one site shown: a taller chart. */
  readonly large?: boolean;
}) {
  const { series, unit, figure, ticks } = props;
  const f = useFigureFormat();
  const locale = useLocaleFormat();
  const { i18n } = useLingui();
  const names = bucketNames(locale, i18n);
  const sentenceId = useId();
  const latest = series.points.at(-1);
  const kind = changeKindOf(figure);
  const before = latest && series.points.at(-2);
  const beforeName = before ? names.short(unit, before, unit === 'week') : '';
  return (
    <Paper
      withBorder
      p={8}
      radius="md"
      className="trend-card"
      data-testid="trend-card"
      data-location={series.name}
    >
      <Text component="h3" size="sm" fw={700} m={0} className="trend-card-name" title={series.name}>
        {series.name}
      </Text>
      <Group gap={6} wrap="nowrap" align="baseline">
        <Text size="md" fw={700} data-testid="trend-latest">
          {latest ? pointText(figure, latest, f, i18n) : formatFigure(figure, undefined, f)}
        </Text>
        {latest && (
          <Text size="xs" c="dimmed">
            {names.medium(unit, latest)}
          </Text>
        )}
      </Group>
      {latest && (
        <div className="trend-changes" data-testid="trend-changes">
          {latest.previous !== undefined && before && (
            <span>
              <Trans comment="Beside the latest month (week): its change on the one before, e.g. “vs Jan ▲ 2”">
                vs {beforeName}{' '}
                <ChangeText now={latest.value} before={latest.previous} kind={kind} />
              </Trans>
            </span>
          )}
          {latest.yearBefore !== undefined && (
            <span>
              <Trans comment="Beside the latest month (week): its change on a year before">
                vs a year before{' '}
                <ChangeText now={latest.value} before={latest.yearBefore} kind={kind} />
              </Trans>
            </span>
          )}
        </div>
      )}
      <TargetStatusText
        utilisation={series.latestUtilisation}
        band={series.target}
        form="line"
        size="xs"
      />
      <VisuallyHidden id={sentenceId}>
        {siteTrendSentence(series, figure, unit, { f, locale, i18n })}
      </VisuallyHidden>
      <div className="trend-card-chart">
        <SiteTrendChart
          series={series}
          unit={unit}
          figure={figure}
          ticks={ticks}
          height={props.large ? 220 : 90}
          describedBy={sentenceId}
        />
      </div>
    </Paper>
  );
}
