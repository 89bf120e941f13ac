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
import { describeChange } from '../compare/change-words';
import { ChartTooltip } from '../insights/ChartTooltip';
import { chartColours, tickLabelPx, tickStyle } from '../insights/chart-theme';
import { useInsightsFormat } from '../insights/format';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { axisText } from './trend-axis';
import { changeKindOf, figureLabel, formatFigure, type TrendFigure } from './trend-figure';
import { bucketNames } from './trend-labels';
import type { SiteSeries, TrendPoint } from './trend-series';

/** The month or week before, and the year before, as a tooltip's lines. */
function changeLines(
  figure: TrendFigure,
  unit: TrendUnit,
  p: TrendPoint,
  f: ReturnType<typeof useInsightsFormat>,
): string[] {
  const kind = changeKindOf(figure);
  const lines: string[] = [];
  const previous = describeChange(p.value, p.previous, kind, f);
  if (previous) lines.push(`On the ${unit} before: ${previous.words}`);
  const year = describeChange(p.value, p.yearBefore, kind, f);
  if (year) lines.push(`On a year before: ${year.words}`);
  return lines;
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
  const f = useInsightsFormat();
  const locale = useLocaleFormat();
  const names = bucketNames(locale);
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
          title={`${series.name}: ${figureLabel(figure).toLowerCase()} by ${unit}`}
          desc={`Use the left and right arrow keys to move between ${unit}s.`}
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
            content={({ active, label }) => {
              const p = active && label !== undefined ? byKey.get(String(label)) : undefined;
              return p ? (
                <ChartTooltip
                  title={names.long(unit, p)}
                  lines={[
                    `${figureLabel(figure)} ${formatFigure(figure, p.value, f)}`,
                    ...changeLines(figure, unit, p, f),
                  ]}
                />
              ) : null;
            }}
          />
          <Line
            dataKey="value"
            name={figureLabel(figure)}
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
