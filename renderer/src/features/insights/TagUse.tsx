import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { utilisationOf } from './bay-order';
import { ChartTooltip } from './ChartTooltip';
import { ComparisonHeaders } from './ComparisonHeaders';
import { fitName } from './fit-name';
import { chartColours, tickLabelPx, tickStyle } from './chart-theme';
import { percentTicks, useFigureFormat } from '../../ui/format/figure-format';
import { ChangeText } from '../compare/ChangeText';
import type { TagUse } from './types';

/** The widest the tag names' axis gets: a third of a card at 1024 px. */
const MAX_AXIS_PX = 200;
/** Between a name and its bar. */
const NAME_GAP_PX = 16;

/** A tag's name as shown: bays without a tag say so. */
export function tagName(tag: string | null, i18n: I18n): string {
  return tag === null || tag === '' ? i18n._(msg`No tag`) : tag;
}

interface TagRow {
  readonly name: string;
  readonly utilisation: number;
  readonly use: TagUse;
}

/** Tags by utilisation, busiest first. */
export function tagRows(tags: readonly TagUse[], i18n: I18n): TagRow[] {
  return tags
    .map((t) => ({ name: tagName(t.tag, i18n), utilisation: utilisationOf(t) ?? 0, use: t }))
    .sort((a, b) => b.utilisation - a.utilisation || a.name.localeCompare(b.name));
}

/** Utilisation per tag as horizontal bars; arrow keys move between them. */
export function TagUseChart(props: {
  readonly tags: readonly TagUse[];
  readonly describedBy: string;
}) {
  const { formatCount, formatPercent } = useFigureFormat();
  const { t, i18n } = useLingui();
  const rows = tagRows(props.tags, i18n);
  const byName = new Map(rows.map((r) => [r.name, r]));
  const ticks = percentTicks(Math.max(0, ...rows.map((r) => r.utilisation)));
  // Each name as wide as fits the axis, measured (a longer one is cut after a word, never past the
  // chart's edge); the axis as wide as the widest.
  const shown = new Map(
    rows.map((r) => [r.name, fitName(r.name, MAX_AXIS_PX - NAME_GAP_PX, (t) => tickLabelPx([t]))]),
  );
  const labelWidth = Math.max(60, Math.ceil(NAME_GAP_PX + tickLabelPx([...shown.values()])));
  // The last percentage is centred on the chart's right edge: half of it needs room beyond.
  const rightMargin = Math.max(
    12,
    Math.ceil(tickLabelPx([formatPercent(ticks[ticks.length - 1] ?? 0, 0)]) / 2) + 4,
  );
  return (
    <div
      style={{ width: '100%', height: Math.max(120, 28 * rows.length + 40) }}
      aria-describedby={props.describedBy}
      data-testid="tag-chart"
      // ← / → move between bars (Recharts), not to the previous or next day.
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') e.stopPropagation();
      }}
    >
      <ResponsiveContainer initialDimension={{ width: 600, height: 240 }}>
        <BarChart
          data={rows}
          layout="vertical"
          margin={{ top: 4, right: rightMargin, bottom: 0, left: 0 }}
          title={t`Utilisation per tag`}
          desc={t`Use the arrow keys to move between tags.`}
        >
          <CartesianGrid horizontal={false} stroke={chartColours.grid} />
          <XAxis
            type="number"
            tickFormatter={(v: number) => formatPercent(v, 0)}
            tick={tickStyle}
            ticks={ticks}
            domain={[0, ticks[ticks.length - 1]!]}
            interval={0}
          />
          <YAxis
            type="category"
            dataKey="name"
            tick={tickStyle}
            width={labelWidth}
            interval={0}
            // A longer name is cut short here; the tooltip and the table give it whole.
            tickFormatter={(name: string) => shown.get(name) ?? name}
          />
          <Tooltip
            cursor={{ fill: chartColours.cursor }}
            isAnimationActive={false}
            content={({ active, label }) => {
              const r = active && label !== undefined ? byName.get(String(label)) : undefined;
              if (!r) return null;
              const percent = formatPercent(r.utilisation);
              const bayCount = r.use.bays;
              const bays = formatCount(bayCount);
              const bookingCount = r.use.bookings;
              const bookings = formatCount(bookingCount);
              return (
                <ChartTooltip
                  title={r.name}
                  lines={[
                    t`Utilisation ${percent}`,
                    t`${plural(bayCount, { one: `${bays} bay`, other: `${bays} bays` })} · ${plural(bookingCount, { one: `${bookings} booking`, other: `${bookings} bookings` })}`,
                  ]}
                />
              );
            }}
          />
          <Bar
            dataKey="utilisation"
            name={t`Utilisation`}
            fill={chartColours.weekday}
            isAnimationActive={false}
            maxBarSize={24}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** The same figures as a table, with the comparison period's utilisation and bays needed. */
export function TagUseTable(props: {
  readonly tags: readonly TagUse[];
  readonly before?: readonly TagUse[] | null;
}) {
  const { formatBookedHours, formatCount, formatPercent } = useFigureFormat();
  const { i18n } = useLingui();
  const before = props.before ? new Map(props.before.map((t) => [t.tag ?? '', t])) : null;
  return (
    <Table striped fz="xs" data-testid="tag-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Trans>Tag</Trans>
          </Table.Th>
          <Table.Th ta="right">
            <Trans>Bays</Trans>
          </Table.Th>
          <Table.Th ta="right">
            <Trans>Bookings</Trans>
          </Table.Th>
          <Table.Th ta="right">
            <Trans comment="Column: the booked hours.">Booked</Trans>
          </Table.Th>
          <Table.Th ta="right">
            <Trans>Utilisation</Trans>
          </Table.Th>
          <ComparisonHeaders shown={Boolean(before)} />
          <Table.Th ta="right">
            <Trans>Bays needed</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tagRows(props.tags, i18n).map((r) => (
          <Table.Tr key={r.name}>
            <Table.Td>{r.name}</Table.Td>
            <Table.Td ta="right">{formatCount(r.use.bays)}</Table.Td>
            <Table.Td ta="right">{formatCount(r.use.bookings)}</Table.Td>
            <Table.Td ta="right">{formatBookedHours(r.use.bookedMs)}</Table.Td>
            <Table.Td ta="right">{formatPercent(utilisationOf(r.use))}</Table.Td>
            {before && (
              <Table.Td ta="right">
                {before.has(r.use.tag ?? '')
                  ? formatPercent(utilisationOf(before.get(r.use.tag ?? '') as TagUse))
                  : i18n._(
                      msg({ comment: 'A tag the comparison period did not have.', message: 'new' }),
                    )}
              </Table.Td>
            )}
            {before && (
              <Table.Td ta="right">
                <ChangeText
                  now={utilisationOf(r.use)}
                  before={
                    before.has(r.use.tag ?? '')
                      ? utilisationOf(before.get(r.use.tag ?? '') as TagUse)
                      : null
                  }
                  kind="ratio"
                />
              </Table.Td>
            )}
            <Table.Td ta="right">
              {r.use.baysNeeded === null ? '–' : formatCount(r.use.baysNeeded)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
