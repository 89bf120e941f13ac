import { Text } from '@mantine/core';
import { useMemo } from 'react';
import type { Trends } from '#shared/insights/trend-types';
import { useInsightsFormat } from '../insights/format';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { DroppedNotice } from '../status/DroppedNotice';
import { EmptyMessage } from '../status/EmptyMessage';
import { SiteTrendCard } from './SiteTrendCard';
import { SitesTrendTable } from './SitesTrendTable';
import { SiteTrendTable } from './SiteTrendTable';
import { axisText } from './trend-axis';
import { figureLabel, type TrendFigure } from './trend-figure';
import { sharedTicks, siteSeries } from './trend-series';
import type { TrendWindow } from './trend-window';

/** The small multiples on one scale, then their numbers as a table; or what is empty. */
export function TrendsBody(props: {
  readonly trends: Trends;
  readonly window: TrendWindow;
  readonly figure: TrendFigure;
}) {
  const { trends, window, figure } = props;
  const { unit } = trends;
  const f = useInsightsFormat();
  const locale = useLocaleFormat();
  const series = useMemo(
    () => trends.sites.map((t) => siteSeries(t, figure, unit, window.shown)),
    [trends, figure, unit, window.shown],
  );
  const ticks = useMemo(() => sharedTicks(series, figure), [series, figure]);
  if (series.length === 0)
    return <EmptyMessage title="No locations" hint="This company has no locations to show." />;
  if (series.every((s) => s.points.every((p) => p.bookings === 0)))
    return (
      <EmptyMessage
        title={`No bookings in these ${unit}s`}
        hint={`Choose more ${unit}s, or weeks or months further back.`}
      />
    );
  const one = series.length === 1 ? series[0] : undefined;
  const dropped = trends.sites.reduce((sum, s) => sum + s.unreadableRecords, 0);
  const scale = `${axisText(figure, ticks[0] ?? 0, locale, f.formatPercent)} to ${axisText(figure, ticks.at(-1) ?? 0, locale, f.formatPercent)}`;
  const targeted = figure === 'utilisation' && series.some((s) => s.target);
  return (
    <>
      <DroppedNotice dropped={dropped} what="booking" />
      <div className={one ? 'trend-grid trend-grid-one' : 'trend-grid'} data-testid="trend-grid">
        {series.map((s) => (
          <SiteTrendCard
            key={s.locationId}
            series={s}
            unit={unit}
            figure={figure}
            ticks={ticks}
            large={one !== undefined}
          />
        ))}
      </div>
      <Text size="xs" c="dimmed" data-testid="trend-scale">
        {figureLabel(figure)} by {unit}
        {one ? '' : `, every chart on one scale: ${scale}`}.
        {targeted ? ' Shaded: the site’s target.' : ''} Arrow keys move between {unit}s in a chart
        that has the focus.
      </Text>
      {one && trends.sites[0] ? (
        <SiteTrendTable
          trend={trends.sites[0]}
          series={one}
          unit={unit}
          figure={figure}
          shown={window.shown}
        />
      ) : (
        <SitesTrendTable series={series} unit={unit} figure={figure} />
      )}
    </>
  );
}
