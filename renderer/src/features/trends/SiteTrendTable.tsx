import { Table } from '@mantine/core';
import type { SiteTrend, TrendUnit } from '#shared/insights/trend-types';
import type { LocalDays } from '#shared/time/local-days';
import { ChangeText } from '../compare/ChangeText';
import { useInsightsFormat } from '../insights/format';
import { ScrollRegion } from '../insights/ScrollRegion';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import {
  changeKindOf,
  figureLabel,
  formatFigure,
  TREND_FIGURES,
  figureValue,
  type TrendFigure,
} from './trend-figure';
import { bucketNames } from './trend-labels';
import type { SiteSeries } from './trend-series';

/**
 * One site's months (or weeks) as a table: every figure of each, newest first, and the chosen
 * figure's change on the one before and on a year before.
 */
export function SiteTrendTable(props: {
  readonly trend: SiteTrend;
  readonly series: SiteSeries;
  readonly unit: TrendUnit;
  readonly figure: TrendFigure;
  readonly shown: LocalDays;
}) {
  const { trend, series, unit, figure, shown } = props;
  const f = useInsightsFormat();
  const names = bucketNames(useLocaleFormat());
  const byFrom = new Map(series.points.map((p) => [p.from, p]));
  const buckets = trend.buckets.filter((b) => b.from >= shown.from && b.to <= shown.to).reverse();
  const kind = changeKindOf(figure);
  const label = figureLabel(figure).toLowerCase();
  return (
    <ScrollRegion label={`${series.name} by ${unit}`}>
      <Table
        fz="xs"
        horizontalSpacing={6}
        captionSide="top"
        className="trend-table"
        data-testid="trend-table"
      >
        <Table.Caption>
          {series.name} by {unit}, newest first
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{unit === 'month' ? 'Month' : 'Week'}</Table.Th>
            {TREND_FIGURES.map((c) => (
              <Table.Th key={c.value} scope="col" ta="right">
                {c.label}
              </Table.Th>
            ))}
            <Table.Th scope="col" ta="right">
              Change in {label} on the {unit} before
            </Table.Th>
            <Table.Th scope="col" ta="right">
              On a year before
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {buckets.map((b) => {
            const p = byFrom.get(b.from);
            return (
              <Table.Tr key={b.from} data-testid="trend-row">
                <Table.Th scope="row" fw={600}>
                  {names.medium(unit, b)}
                </Table.Th>
                {TREND_FIGURES.map((c) => (
                  <Table.Td key={c.value} ta="right">
                    {formatFigure(c.value, figureValue(c.value, b), f)}
                  </Table.Td>
                ))}
                <Table.Td ta="right">
                  <ChangeText now={p?.value ?? null} before={p?.previous} kind={kind} />
                </Table.Td>
                <Table.Td ta="right">
                  <ChangeText now={p?.value ?? null} before={p?.yearBefore} kind={kind} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
