import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { assertNever } from '#shared/assert-never';
import type { Trends, TrendUnit } from '#shared/insights/trend-types';
import { useFigureFormat } from '../../ui/format/figure-format';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { DroppedNotice } from '../../ui/status/DroppedNotice';
import { EmptyMessage } from '../../ui/status/EmptyMessage';
import { SiteTrendCard } from './SiteTrendCard';
import { SitesTrendTable } from './SitesTrendTable';
import { SiteTrendTable } from './SiteTrendTable';
import { axisText } from './trend-axis';
import { figureLabel, type TrendFigure } from './trend-figure';
import { byUnit } from './trend-labels';
import { sharedTicks, siteSeries } from './trend-series';
import type { TrendWindow } from './trend-window';

/** The words of the view that differ by unit: when nothing was booked, and the charts' keys. */
function unitWords(unit: TrendUnit, i18n: I18n) {
  switch (unit) {
    case 'month':
      return {
        noBookings: i18n._(msg`No bookings in these months`),
        noBookingsHint: i18n._(msg`Choose more months, or weeks or months further back.`),
        keys: i18n._(msg`Arrow keys move between months in a chart that has the focus.`),
      };
    case 'week':
      return {
        noBookings: i18n._(msg`No bookings in these weeks`),
        noBookingsHint: i18n._(msg`Choose more weeks, or weeks or months further back.`),
        keys: i18n._(msg`Arrow keys move between weeks in a chart that has the focus.`),
      };
    default:
      return assertNever(unit, 'trend unit');
  }
}

/** The small multiples on one scale, then their numbers as a table; or what is empty. */
export function TrendsBody(props: {
  readonly trends: Trends;
  readonly window: TrendWindow;
  readonly figure: TrendFigure;
}) {
  const { trends, window, figure } = props;
  const { unit } = trends;
  const f = useFigureFormat();
  const locale = useLocaleFormat();
  const { t, i18n } = useLingui();
  const words = unitWords(unit, i18n);
  const series = useMemo(
    () => trends.sites.map((t) => siteSeries(t, figure, unit, window.shown)),
    [trends, figure, unit, window.shown],
  );
  const ticks = useMemo(() => sharedTicks(series, figure), [series, figure]);
  if (series.length === 0)
    return (
      <EmptyMessage title={t`No locations`} hint={t`This company has no locations to show.`} />
    );
  if (series.every((s) => s.points.every((p) => p.bookings === 0)))
    return <EmptyMessage title={words.noBookings} hint={words.noBookingsHint} />;
  const one = series.length === 1 ? series[0] : undefined;
  const dropped = trends.sites.reduce((sum, s) => sum + s.unreadableRecords, 0);
  const low = axisText(figure, ticks[0] ?? 0, locale, f.formatPercent);
  const high = axisText(figure, ticks.at(-1) ?? 0, locale, f.formatPercent);
  const what = byUnit(unit, figureLabel(figure, i18n), i18n);
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
        {one ? `${what}.` : t`${what}, every chart on one scale: ${low} to ${high}.`}
        {targeted ? ` ${t`Shaded: the site’s target.`}` : ''} {words.keys}
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
