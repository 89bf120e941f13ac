import { Trans } from '@lingui/react/macro';
import { Table, type TableProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useFigureFormat } from '../../ui/format/figure-format';
import { ScrollRegion } from './ScrollRegion';

/** One weekday's row: a cell per hour shown. */
export interface WeekdayHourRow {
  readonly isoWeekday: number;
  readonly cells: readonly {
    readonly hour: number;
    readonly text: string;
    readonly style?: CSSProperties;
  }[];
}

/** A weekday (rows) × hour (columns) table: the heatmap's table, and the table of its change. */
export function WeekdayHourTable(props: {
  readonly label: string;
  readonly caption: ReactNode;
  readonly hours: readonly number[];
  readonly rows: readonly WeekdayHourRow[];
  readonly testId: string;
  readonly weekdays?: 'long' | 'short';
  readonly describedBy?: string;
  readonly striped?: TableProps['striped'];
}) {
  const f = useFigureFormat();
  const weekday = props.weekdays === 'short' ? f.weekdayShortName : f.weekdayName;
  return (
    <ScrollRegion label={props.label}>
      <Table
        fz="xs"
        striped={props.striped}
        withColumnBorders
        aria-describedby={props.describedBy}
        data-testid={props.testId}
      >
        {props.caption}
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Weekday</Trans>
            </Table.Th>
            {props.hours.map((h) => (
              <Table.Th key={h} ta="right" title={f.hourRange(h)}>
                {f.hourHeading(h)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((r) => (
            <Table.Tr key={r.isoWeekday}>
              <Table.Th scope="row">{weekday(r.isoWeekday)}</Table.Th>
              {r.cells.map((c) => (
                <Table.Td key={c.hour} ta="right" style={c.style}>
                  {c.text}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
