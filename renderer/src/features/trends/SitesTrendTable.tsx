import { Trans, useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import type { TrendUnit } from '#shared/insights/trend-types';
import { TargetStatusText } from '../sites/TargetStatusText';
import { useFigureFormat } from '../../ui/format/figure-format';
import { ScrollRegion } from '../insights/ScrollRegion';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { figureLabel, pointText, type TrendFigure } from './trend-figure';
import { bucketNames, byUnit, showsYear } from './trend-labels';
import type { SiteSeries } from './trend-series';

/**
 * The charts' numbers as a table: a row per site, where its latest month stands against its target
 * (in words, beside the name, so it is in view at 1024 px), and a column per month (or week).
 */
export function SitesTrendTable(props: {
  readonly series: readonly SiteSeries[];
  readonly unit: TrendUnit;
  readonly figure: TrendFigure;
}) {
  const { series, unit, figure } = props;
  const f = useFigureFormat();
  const { t, i18n } = useLingui();
  const names = bucketNames(useLocaleFormat(), i18n);
  const buckets = series[0]?.points ?? [];
  const what = byUnit(unit, figureLabel(figure, i18n), i18n);
  return (
    <ScrollRegion label={t`${what}, a row per location`}>
      <Table
        fz="xs"
        horizontalSpacing={6}
        captionSide="top"
        className="trend-table"
        data-testid="trend-table"
      >
        <Table.Caption>{what}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>Location</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Latest against target</Trans>
            </Table.Th>
            {buckets.map((b, i) => (
              <Table.Th key={b.from} scope="col" ta="right">
                <abbr title={names.long(unit, b)}>
                  {names.short(unit, b, showsYear(buckets, i))}
                </abbr>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {series.map((s) => (
            <Table.Tr key={s.locationId} data-testid="trend-row" data-location={s.name}>
              <Table.Th scope="row" fw={600}>
                {s.name}
              </Table.Th>
              <Table.Td>
                <TargetStatusText
                  utilisation={s.latestUtilisation}
                  band={s.target}
                  form="short"
                  size="xs"
                />
              </Table.Td>
              {s.points.map((p) => (
                <Table.Td key={p.from} ta="right">
                  {pointText(figure, p, f, i18n)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
