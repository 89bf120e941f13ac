import { Group, Paper, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { ATTENDANCE_BANDS, type AttendanceBand } from '#shared/insights/attendance-figures';
import type { Insights } from '#shared/insights/types';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { DoubleBookingsTable } from './DoubleBookingsTable';
import { useInsightsFormat } from './format';
import { ScrollRegion } from './ScrollRegion';

const BAND_LABELS: Readonly<Record<AttendanceBand, string>> = {
  'under-1': 'Under 1',
  '1': '1',
  '2': '2',
  '3': '3',
  '4': '4',
  '5+': '5 or more',
};

/**
 * How people came: counts per band of days a week (no names), regular against occasional bookers,
 * and the double bookings, which name the person so the facility manager can act on them.
 */
export function PeopleCard(props: { readonly insights: Insights }) {
  const { attendance, people, zone } = props.insights;
  const { formatCount, formatDecimal } = useInsightsFormat();
  const format = useLocaleFormat();
  const summaryId = useId();
  const { bands } = attendance;
  const summary =
    people === 0
      ? 'Nobody booked in this period.'
      : bands === null
        ? `${formatCount(people)} ${people === 1 ? 'person' : 'people'} booked. Days a week need a period of a week or more.`
        : `${formatCount(people)} ${people === 1 ? 'person' : 'people'} booked over ${formatDecimal(attendance.weeks)} weeks: ${formatCount(attendance.regular ?? 0)} regular (half a day a week or more on average), ${formatCount(attendance.occasional ?? 0)} occasional.`;
  return (
    <Paper withBorder p="sm" radius="md" className="insights-card" data-testid="people">
      <Title order={2} size="h6" mb={4}>
        People
      </Title>
      <Text size="xs" c="dimmed" mb={4} id={summaryId}>
        {summary}
      </Text>
      {bands !== null && people > 0 && (
        <Table fz="xs" aria-describedby={summaryId} data-testid="attendance-bands" w="auto" mb="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Days a week, on average</Table.Th>
              {ATTENDANCE_BANDS.map((band) => (
                <Table.Th key={band} ta="right">
                  {BAND_LABELS[band]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row" fw={400}>
                People
              </Table.Th>
              {ATTENDANCE_BANDS.map((band) => (
                <Table.Td key={band} ta="right">
                  {formatCount(bands[band])}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
      <Group gap="xs" mb={4}>
        <Title order={3} size="h6" fw={600} fz="sm">
          Double bookings
        </Title>
        <Text size="xs" c="dimmed" data-testid="double-booking-count">
          {attendance.doubleBookingCount === 0
            ? 'Nobody held two bays at once.'
            : `${formatCount(attendance.doubleBookingCount)} ${attendance.doubleBookingCount === 1 ? 'time' : 'times'} one person held two bays at once${attendance.doubleBookings.length < attendance.doubleBookingCount ? ` (the first ${formatCount(attendance.doubleBookings.length)} listed)` : ''}.`}
        </Text>
      </Group>
      {attendance.doubleBookings.length > 0 && (
        <ScrollRegion label="Double bookings" maxHeight={320}>
          <DoubleBookingsTable doubles={attendance.doubleBookings} zone={zone} format={format} />
        </ScrollRegion>
      )}
    </Paper>
  );
}
