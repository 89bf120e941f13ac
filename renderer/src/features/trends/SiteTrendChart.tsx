import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { KeyboardEvent } from 'react';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type XAxisTickContentProps,
} from 'recharts';
import type { TrendUnit } from '#shared/insights/trend-types';
import { assertNever } from '#shared/assert-never';
import { ChartTooltip } from '../insights/ChartTooltip';
import { chartColours, tickLabelPx, tickStyle } from '../insights/chart-theme';
import { useFigureFormat } from '../../ui/format/figure-format';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { closedWords } from '../../ui/locale/closed-words';
import { axisText } from './trend-axis';
import { changeClause } from './change-clause';
import {
  changeKindOf,
  figureLabel,
  figureWords,
  formatFigure,
  NO_DATA,
  type TrendFigure,
} from './trend-figure';
import { bucketNames, byUnit } from './trend-labels';
import type { SiteSeries, TrendPoint } from './trend-series';

/** The month or week before, and the year before, as a tooltip's lines. */
function changeLines(
  figure: TrendFigure,
  unit: TrendUnit,
  p: TrendPoint,
  f: ReturnType<typeof useFigureFormat>,
  i18n: I18n,
): string[] {
  const kind = changeKindOf(figure);
  const lines: string[] = [];
  const change = changeClause(p.value, p.previous, kind, f, i18n);
  if (change) lines.push(onTheOneBefore(unit, change, i18n));
  const yearChange = changeClause(p.value, p.yearBefore, kind, f, i18n);
  if (yearChange) lines.push(i18n._(msg`On a year before: ${yearChange}`));
  return lines;
}

/** "On the month before: up 2 from 20". */
function onTheOneBefore(unit: TrendUnit, change: string, i18n: I18n): string {
  switch (unit) {
    case 'month':
      return i18n._(msg`On the month before: ${change}`);
    case 'week':
      return i18n._(msg`On the week before: ${change}`);
    default:
      return assertNever(unit, 'trend unit');
  }
}

/** What the arrow keys do in a chart, for a screen reader. */
function keysText(unit: TrendUnit, i18n: I18n): string {
  switch (unit) {
    case 'month':
      return i18n._(msg`Use the left and right arrow keys to move between months.`);
    case 'week':
      return i18n._(msg`Use the left and right arrow keys to move between weeks.`);
    default:
      return assertNever(unit, 'trend unit');
  }
}

/** An x-axis label at the chart's first or last point, kept inside the chart's edges. */
function EdgeTick(props: {
  readonly x?: number | string;
  readonly y?: number | string;
  readonly payload?: { readonly value: string };
  readonly first: string;
  readonly labelOf: (key: string) => string;
}) {
  const { payload, first, labelOf } = props;
  if (!payload) return null;
  return (
    <text
      x={Number(props.x)}
      y={Number(props.y)}
      dy={9}
      textAnchor={payload.value === first ? 'start' : 'end'}
      fontSize={tickStyle.fontSize}
      fill={tickStyle.fill}
    >
      {labelOf(payload.value)}
    </text>
  );
}

/**
 * One site's figure over the months or weeks, on the scale every site shares, its target band
 * shaded when utilisation is drawn. Arrow keys move between points (Recharts' accessibility
 * layer); the chart's description is the site's sentence.
 */
export function SiteTrendChart(props: {
  readonly series: SiteSeries;
  readonly unit: TrendUnit;
  readonly figure: TrendFigure;
  /** The shared scale's ticks: the first and last are its ends. */
  readonly ticks: readonly number[];
  readonly height: number;
  readonly describedBy: string;
}) {
  const { series, unit, figure, ticks, height, describedBy } = props;
  const f = useFigureFormat();
  const locale = useLocaleFormat();
  const { i18n } = useLingui();
  const names = bucketNames(locale, i18n);
  const label = figureLabel(figure, i18n);
  const siteName = series.name;
  const what = byUnit(unit, figureWords(figure, i18n), i18n);
  const byKey = new Map(series.points.map((p) => [p.from, p]));
  const first = series.points[0]?.from ?? '';
  const last = series.points.at(-1)?.from ?? '';
  const bottom = ticks[0] ?? 0;
  const top = ticks[ticks.length - 1] ?? 1;
  const ends = [bottom, top].map((v) => axisText(figure, v, locale, f.formatPercent));
  const yAxisWidth = Math.ceil(tickLabelPx(ends)) + 8;
  const band = figure === 'utilisation' ? series.target : null;
  const labelOf = (key: string) => {
    const p = byKey.get(key);
    return p ? names.medium(unit, p) : '';
  };
  const onKeyDown = (e: KeyboardEvent) => {
    // ← / → move between points (Recharts), not to the previous or next day.
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') e.stopPropagation();
  };
  return (
    <div
      style={{ width: '100%', height }}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      data-testid="trend-chart"
      data-points={series.points.length}
      data-scale-top={top}
    >
      <ResponsiveContainer height={height} initialDimension={{ width: 200, height }}>
        <LineChart
          data={series.points as TrendPoint[]}
          margin={{ top: 6, right: 6, bottom: 0, left: 0 }}
          title={i18n._(msg`${siteName}: ${what}`)}
          desc={keysText(unit, i18n)}
        >
          <CartesianGrid vertical={false} stroke={chartColours.grid} />
          {band && (
            <ReferenceArea
              y1={band.low}
              y2={Math.min(band.high, top)}
              fill="var(--mantine-color-green-5)"
              fillOpacity={0.18}
              stroke="none"
              ifOverflow="hidden"
            />
          )}
          <XAxis
            dataKey="from"
            ticks={first === last ? [first] : [first, last]}
            interval={0}
            tick={(tick: XAxisTickContentProps) => (
              <EdgeTick
                x={tick.x}
                y={tick.y}
                payload={{ value: String(tick.payload.value) }}
                first={first}
                labelOf={labelOf}
              />
            )}
            tickLine={false}
            tickSize={2}
            height={20}
          />
          <YAxis
            ticks={ticks as number[]}
            domain={[bottom, top]}
            interval={0}
            width={yAxisWidth}
            tick={tickStyle}
            tickLine={false}
            tickFormatter={(v: number) =>
              v === bottom || v === top ? axisText(figure, v, locale, f.formatPercent) : ''
            }
          />
          <Tooltip
            isAnimationActive={false}
            cursor={{ stroke: chartColours.text }}
            content={({ active, label: key }) => {
              const p = active && key !== undefined ? byKey.get(String(key)) : undefined;
              if (!p) return null;
              const value = formatFigure(figure, p.value, f);
              // Before the site's first booking: nothing to tell, and nothing to compare.
              // Closed all through: why, and what it still had (its bookings), but no change.
              const why = p.closed ? closedWords(p.closed, locale.longWeekday) : '';
              const lines = p.noData
                ? [i18n._(NO_DATA)]
                : p.closed
                  ? [
                      i18n._(msg`Closed: ${why}`),
                      ...(p.value === null ? [] : [`${label} ${value}`]),
                    ]
                  : [`${label} ${value}`, ...changeLines(figure, unit, p, f, i18n)];
              return <ChartTooltip title={names.long(unit, p)} lines={lines} />;
            }}
          />
          <Line
            dataKey="value"
            name={label}
            stroke={chartColours.weekday}
            strokeWidth={2}
            dot={{ r: 2 }}
            activeDot={{ r: 4 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
