import { useLingui } from '@lingui/react/macro';
import { Table, VisuallyHidden } from '@mantine/core';
import type { ForecastDay } from '#shared/contract';
import { useFigureFormat } from '../../ui/format/figure-format';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { AheadStatus } from './AheadStatus';

/** A row per day ahead: booked so far, the peak to expect and its range, against the bays. */
export function AheadDayTable(props: {
  readonly days: readonly ForecastDay[];
  readonly bays: number;
}) {
  const { days, bays } = props;
  const { t } = useLingui();
  const f = useFigureFormat();
  const format = useLocaleFormat();
  const width = (n: number | null) =>
    `${bays > 0 && n !== null ? Math.min(100, (n / bays) * 100) : 0}%`;
  const range = (d: ForecastDay) =>
    d.expectedLow === null || d.expectedHigh === null
      ? ''
      : `${f.formatCount(d.expectedLow)}–${f.formatCount(d.expectedHigh)}`;
  return (
    <Table fz="sm" horizontalSpacing={8} striped data-testid="ahead-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t`Day`}</Table.Th>
          <Table.Th scope="col" ta="right">{t`Booked at the peak`}</Table.Th>
          <Table.Th scope="col" ta="right">{t`Expected peak`}</Table.Th>
          <Table.Th scope="col" ta="right">{t`Likely range`}</Table.Th>
          <Table.Th scope="col" ta="right">{t`Bays`}</Table.Th>
          <Table.Th scope="col">{t`Status`}</Table.Th>
          <Table.Th scope="col">
            <VisuallyHidden>{t`Booked and expected, against the bays`}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {days.map((d) => {
          const closed = d.status === 'closed';
          return (
            <Table.Tr key={d.date} data-testid="ahead-day" data-status={d.status}>
              <Table.Th scope="row" fw={500}>
                {format.shortDate(d.date)}
              </Table.Th>
              <Table.Td ta="right">{closed ? '' : f.formatCount(d.bookedPeak)}</Table.Td>
              <Table.Td ta="right">
                {closed || d.expectedPeak === null ? '' : f.formatCount(d.expectedPeak)}
              </Table.Td>
              <Table.Td ta="right">{closed ? '' : range(d)}</Table.Td>
              <Table.Td ta="right">{closed ? '' : f.formatCount(bays)}</Table.Td>
              <Table.Td>
                <AheadStatus status={d.status} closed={d.closed} />
              </Table.Td>
              <Table.Td w={160}>
                {!closed && (
                  <div className="ahead-bar" aria-hidden>
                    <span className="ahead-expected" style={{ width: width(d.expectedPeak) }} />
                    <span className="ahead-booked" style={{ width: width(d.bookedPeak) }} />
                  </div>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
