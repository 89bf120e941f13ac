import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import { assertNever } from '#shared/assert-never';
import type { SiteTrend, TrendUnit } from '#shared/insights/trend-types';
import type { LocalDays } from '#shared/time/local-days';
import { ChangeText } from '../compare/ChangeText';
import { useFigureFormat } from '../../ui/format/figure-format';
import { ScrollRegion } from '../insights/ScrollRegion';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import {
  changeKindOf,
  figureWords,
  pointText,
  TREND_FIGURES,
  figureValue,
  type TrendFigure,
} from './trend-figure';
import { bucketNames, byUnit } from './trend-labels';
import type { SiteSeries } from './trend-series';

/** The table's words that differ by unit. */
function unitWords(unit: TrendUnit, name: string, figure: string, i18n: I18n) {
  switch (unit) {
    case 'month':
      return {
        caption: i18n._(msg`${name} by month, newest first`),
        bucket: i18n._(msg`Month`),
        change: i18n._(msg`Change in ${figure} on the month before`),
      };
    case 'week':
      return {
        caption: i18n._(msg`${name} by week, newest first`),
        bucket: i18n._(msg`Week`),
        change: i18n._(msg`Change in ${figure} on the week before`),
      };
    default:
      return assertNever(unit, 'trend unit');
  }
}

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
  const f = useFigureFormat();
  const { i18n } = useLingui();
  const names = bucketNames(useLocaleFormat(), i18n);
  const byFrom = new Map(series.points.map((p) => [p.from, p]));
  const buckets = trend.buckets.filter((b) => b.from >= shown.from && b.to <= shown.to).reverse();
  const kind = changeKindOf(figure);
  const words = unitWords(unit, series.name, figureWords(figure, i18n), i18n);
  return (
    <ScrollRegion label={byUnit(unit, series.name, i18n)}>
      <Table
        fz="xs"
        horizontalSpacing={6}
        captionSide="top"
        className="trend-table"
        data-testid="trend-table"
      >
        <Table.Caption>{words.caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{words.bucket}</Table.Th>
            {TREND_FIGURES.map((c) => (
              <Table.Th key={c.value} scope="col" ta="right">
                {i18n._(c.label)}
              </Table.Th>
            ))}
            <Table.Th scope="col" ta="right">
              {words.change}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              <Trans>On a year before</Trans>
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
                    {pointText(
                      c.value,
                      { value: figureValue(c.value, b), noData: b.noData, closed: b.closed },
                      f,
                      i18n,
                    )}
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
