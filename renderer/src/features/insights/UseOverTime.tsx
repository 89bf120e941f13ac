import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  useActiveTooltipLabel,
} from 'recharts';
import { ChartTooltip } from './ChartTooltip';
import { ComparisonHeaders } from './ComparisonHeaders';
import { chartColours, tickLabelPx, tickStyle } from './chart-theme';
import { percentTicks, useFigureFormat, type FigureFormat } from '../../ui/format/figure-format';
import { barLabelChoices, type OverTime, type TimePoint } from './over-time';
import { planBarLabels } from './bar-labels';
import { ChangeText } from '../compare/ChangeText';
import { ScrollRegion } from './ScrollRegion';
import { dayWordsOf } from '../../ui/locale/day-words';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { weekdaySpanText } from './when-text';

const Y_AXIS_WIDTH = 44;
const RIGHT_MARGIN = 8;

function pointLines(f: FigureFormat, i18n: I18n, p: TimePoint, unit: OverTime['unit']): string[] {
  const { formatCount, formatPercent } = f;
  const percent = formatPercent(p.utilisation);
  const lines = [i18n._(msg`Utilisation ${percent}`)];
  if (unit === 'week') {
    // A run of weekdays and its utilisation: "Mon–Fri 40.0%", "Mo.–Fr. 40,0 %".
    lines.push(`${weekdaySpanText(f, 1, 5)} ${formatPercent(p.weekdayUtilisation)}`);
    lines.push(`${weekdaySpanText(f, 6, 7)} ${formatPercent(p.weekendUtilisation)}`);
  } else if (p.weekend) lines.push(i18n._(msg`Weekend`));
  const bookingCount = p.bookings;
  const bookings = formatCount(bookingCount);
  lines.push(
    i18n._(
      msg`${plural(bookingCount, { one: `${bookings} booking`, other: `${bookings} bookings` })}`,
    ),
  );
  return lines;
}

// Reports the point the keyboard or pointer is on, so Enter can open it.
function ActiveKey(props: { readonly onKey: (key: string | null) => void }) {
  const label = useActiveTooltipLabel();
  const { onKey } = props;
  useEffect(() => {
    onKey(label === undefined || label === null ? null : String(label));
  }, [label, onKey]);
  return null;
}

/**
 * Utilisation per day (weekends in their own colour) or per ISO week (weekdays and weekend side by
 * side). Arrow keys move between points (Recharts' accessibility layer); Enter or a click opens the day.
 */
export function UseOverTimeChart(props: {
  readonly data: OverTime;
  readonly describedBy: string;
  readonly onOpen: (date: string) => void;
}) {
  const { data, describedBy, onOpen } = props;
  const f = useFigureFormat();
  const { t, i18n } = useLingui();
  const weekdays = weekdaySpanText(f, 1, 5);
  const weekend = weekdaySpanText(f, 6, 7);
  const activeKey = useRef<string | null>(null);
  const byKey = new Map(data.points.map((p) => [p.key, p]));
  const open = (key: string | null) => {
    const p = key === null ? undefined : byKey.get(key);
    if (p) onOpen(p.drillDate);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    // ← / → move between bars (Recharts), not to the previous or next day.
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') e.stopPropagation();
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open(activeKey.current);
    }
  };
  const weekly = data.unit === 'week';
  const [width, setWidth] = useState(600);
  const ticks = percentTicks(
    Math.max(
      0,
      ...data.points.map((p) =>
        Math.max(p.utilisation ?? 0, p.weekdayUtilisation ?? 0, p.weekendUtilisation ?? 0),
      ),
    ),
  );
  const yLabels = ticks.map((t) => f.formatPercent(t, 0));
  // As wide as its widest percentage ("40 %" in German), so none is cut at the chart's left.
  const yAxisWidth = Math.max(Y_AXIS_WIDTH, Math.ceil(tickLabelPx(yLabels)) + 12);
  const format = useLocaleFormat();
  // Measured in the ticks' font: the fullest dates that fit, on as many bars as fit, none cut.
  const xLabels = useMemo(() => {
    const keys = data.points.map((p) => p.key);
    const band = (width - yAxisWidth - RIGHT_MARGIN) / Math.max(1, keys.length);
    const bands = { keys, left: yAxisWidth, band, right: width };
    const measure = (text: string) => tickLabelPx([text]);
    return planBarLabels(bands, barLabelChoices(data, dayWordsOf(format)), measure);
  }, [data, width, yAxisWidth, format]);
  return (
    <div
      style={{ width: '100%', height: 262 }}
      onKeyDown={onKeyDown}
      aria-describedby={describedBy}
      data-testid="over-time-chart"
    >
      <ResponsiveContainer
        height={240}
        initialDimension={{ width: 600, height: 240 }}
        onResize={(w) => setWidth(w)}
      >
        <BarChart
          data={data.points as TimePoint[]}
          margin={{ top: 8, right: RIGHT_MARGIN, bottom: 0, left: 0 }}
          title={weekly ? t`Utilisation per ISO week` : t`Utilisation per day`}
          desc={t`Use the left and right arrow keys to move between bars; Enter opens that day in the timeline.`}
          onClick={(state) => {
            const index = Number(state.activeTooltipIndex);
            const p = Number.isInteger(index) ? data.points[index] : undefined;
            if (p) onOpen(p.drillDate);
          }}
          style={{ cursor: 'pointer' }}
        >
          <CartesianGrid vertical={false} stroke={chartColours.grid} />
          <XAxis
            dataKey="key"
            // Chosen ticks at a fixed step: Recharts then skips measuring every label for overlaps.
            ticks={[...xLabels.keys()]}
            interval={0}
            tickFormatter={(k: string) => xLabels.get(k) ?? ''}
            tick={tickStyle}
          />
          <YAxis
            tickFormatter={(v: number) => f.formatPercent(v, 0)}
            tick={tickStyle}
            width={yAxisWidth}
            ticks={ticks}
            domain={[0, ticks[ticks.length - 1]!]}
            interval={0}
          />
          <Tooltip
            cursor={{ fill: chartColours.cursor }}
            isAnimationActive={false}
            content={({ active, label }) => {
              const p = active && label !== undefined ? byKey.get(String(label)) : undefined;
              return p ? (
                <ChartTooltip title={p.title} lines={pointLines(f, i18n, p, data.unit)} />
              ) : null;
            }}
          />
          {weekly ? (
            <>
              <Bar
                dataKey="weekdayUtilisation"
                name={weekdays}
                fill={chartColours.weekday}
                isAnimationActive={false}
              />
              <Bar
                dataKey="weekendUtilisation"
                name={weekend}
                fill={chartColours.weekend}
                isAnimationActive={false}
              />
            </>
          ) : (
            <Bar
              dataKey="utilisation"
              name={t`Utilisation`}
              isAnimationActive={false}
              maxBarSize={56}
            >
              {data.points.map((p) => (
                <Cell key={p.key} fill={p.weekend ? chartColours.weekend : chartColours.weekday} />
              ))}
            </Bar>
          )}
          <ActiveKey
            onKey={(k) => {
              activeKey.current = k;
            }}
          />
        </BarChart>
      </ResponsiveContainer>
      {/* The key in the page's text colour: series-coloured words (Recharts' legend) are too faint. */}
      <div className="chart-key" aria-hidden="true">
        {(weekly || data.points.some((p) => !p.weekend)) && (
          <>
            <span className="chart-swatch" style={{ background: chartColours.weekday }} />{' '}
            {weekdays}
          </>
        )}
        {(weekly || data.points.some((p) => p.weekend)) && (
          <>
            <span className="chart-swatch" style={{ background: chartColours.weekend }} /> {weekend}
          </>
        )}
      </div>
    </div>
  );
}

/** The same figures as a table, each row opening its day. */
export function UseOverTimeTable(props: {
  readonly data: OverTime;
  readonly onOpen: (date: string) => void;
  /** The comparison period's points, matched by place (its first day with the first, …). */
  readonly before?: OverTime | null;
}) {
  const { data, onOpen } = props;
  const before = props.before?.unit === data.unit ? props.before.points : null;
  const f = useFigureFormat();
  const { formatCount, formatPercent } = f;
  const { t } = useLingui();
  const weekly = data.unit === 'week';
  return (
    <ScrollRegion label={t`Use over time as a table`} maxHeight={320}>
      <Table striped stickyHeader fz="xs" data-testid="over-time-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{weekly ? t`Week` : t`Day`}</Table.Th>
            <Table.Th ta="right">
              <Trans>Utilisation</Trans>
            </Table.Th>
            {weekly && <Table.Th ta="right">{weekdaySpanText(f, 1, 5)}</Table.Th>}
            {weekly && <Table.Th ta="right">{weekdaySpanText(f, 6, 7)}</Table.Th>}
            <Table.Th ta="right">
              <Trans>Bookings</Trans>
            </Table.Th>
            <ComparisonHeaders shown={Boolean(before)} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.points.map((p, i) => (
            <Table.Tr key={p.key}>
              <Table.Td>
                <button type="button" className="link-button" onClick={() => onOpen(p.drillDate)}>
                  {p.title}
                </button>
                {p.weekend && ` ${t`(weekend)`}`}
              </Table.Td>
              <Table.Td ta="right">{formatPercent(p.utilisation)}</Table.Td>
              {weekly && <Table.Td ta="right">{formatPercent(p.weekdayUtilisation)}</Table.Td>}
              {weekly && <Table.Td ta="right">{formatPercent(p.weekendUtilisation)}</Table.Td>}
              <Table.Td ta="right">{formatCount(p.bookings)}</Table.Td>
              {before && (
                <Table.Td ta="right">
                  {before[i]
                    ? `${formatPercent(before[i]?.utilisation ?? null)} (${before[i]?.title ?? ''})`
                    : '–'}
                </Table.Td>
              )}
              {before && (
                <Table.Td ta="right">
                  <ChangeText now={p.utilisation} before={before[i]?.utilisation} kind="ratio" />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
