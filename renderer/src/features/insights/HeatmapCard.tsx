import { Trans, useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import { useMemo, useState } from 'react';
import { ChangeHeatmap, changeGrid } from './ChangeHeatmap';
import { ChartCard } from './ChartCard';
import { useFigureFormat } from '../../ui/format/figure-format';
import { Heatmap, HeatLegend, heatText } from './Heatmap';
import { heatGrid, type HeatCell, type HeatMeasure } from './heat-grid';
import { heatmapSummary } from './summaries';
import { Toggle } from './Toggle';
import { WeekdayHourTable } from './WeekdayHourTable';
import type { WeekdayHourUse } from './types';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';

function HeatTable(props: {
  readonly cells: readonly WeekdayHourUse[];
  readonly bays: number;
  readonly measure: HeatMeasure;
}) {
  const f = useFigureFormat();
  const { t } = useLingui();
  const { firstDayOfWeek } = useLocaleFormat();
  const grid = heatGrid(props.cells, props.bays, firstDayOfWeek);
  return (
    <WeekdayHourTable
      label={t`Heatmap as a table`}
      caption={
        <Table.Caption>
          {props.measure === 'bays' ? (
            <Trans>Average bays in use by weekday (rows) and hour (columns)</Trans>
          ) : (
            <Trans>Utilisation by weekday (rows) and hour (columns)</Trans>
          )}
        </Table.Caption>
      }
      hours={grid.hours}
      rows={grid.rows.map((r) => ({
        isoWeekday: r.isoWeekday,
        cells: r.cells.map((c) => ({ hour: c.hour, text: heatText(f, c, props.measure) })),
      }))}
      striped
      testId="heatmap-table"
    />
  );
}

/** The heatmap with its measure toggle, legend, summary and table alternative. */
export function HeatmapCard(props: {
  readonly cells: readonly WeekdayHourUse[];
  readonly bays: number;
  readonly onOpen: (cell: HeatCell) => void;
  /** The comparison period's cells: adds a "Change" colouring. */
  readonly before?: readonly WeekdayHourUse[] | null;
}) {
  const { cells, bays, onOpen, before } = props;
  const [chosen, setMeasure] = useState<HeatMeasure | 'change'>('bays');
  const showChange = chosen === 'change' && !!before;
  const measure: HeatMeasure = chosen === 'change' ? 'bays' : chosen;
  const f = useFigureFormat();
  const { t, i18n } = useLingui();
  const { firstDayOfWeek } = useLocaleFormat();
  const grid = useMemo(() => heatGrid(cells, bays, firstDayOfWeek), [cells, bays, firstDayOfWeek]);
  const changes = useMemo(
    () => (before ? changeGrid(cells, before, bays, firstDayOfWeek) : null),
    [cells, before, bays, firstDayOfWeek],
  );
  const label =
    measure === 'bays'
      ? t`Average bays in use by weekday and hour`
      : t`Utilisation by weekday and hour`;
  const summary = heatmapSummary(grid, f, i18n);
  return (
    <ChartCard
      title={t`When the bays are used`}
      testId="heatmap-card"
      summary={
        grid.hours.length < 24
          ? `${summary} ${t`Hours outside the time-of-day window are left out.`}`
          : summary
      }
      controls={
        <Toggle
          label={t`Colour by`}
          value={showChange ? 'change' : measure}
          onChange={(v) =>
            setMeasure(v === 'utilisation' ? 'utilisation' : v === 'change' ? 'change' : 'bays')
          }
          data={[
            { value: 'bays', label: t`Bays in use` },
            { value: 'utilisation', label: t`Utilisation` },
            ...(before
              ? [
                  {
                    value: 'change' as const,
                    label: t({
                      comment: 'Colours the heatmap by the change against the comparison period.',
                      message: 'Change',
                    }),
                  },
                ]
              : []),
          ]}
        />
      }
      chart={(describedBy) =>
        grid.hours.length === 0 ? null : showChange && changes ? (
          <ChangeHeatmap grid={changes} describedBy={describedBy} />
        ) : (
          <>
            <Heatmap
              grid={grid}
              measure={measure}
              label={label}
              describedBy={describedBy}
              onOpen={onOpen}
            />
            <HeatLegend
              maxBays={grid.maxBays}
              bays={bays}
              skipped={grid.rows.some((r) => r.cells.some((c) => c.averageBays === null))}
            />
          </>
        )
      }
      table={() => <HeatTable cells={cells} bays={bays} measure={measure} />}
    />
  );
}
