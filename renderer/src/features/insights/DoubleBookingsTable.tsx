import { Table } from '@mantine/core';
import type { DoubleBooking, DoubleBookingSide } from '#shared/insights/attendance-figures';
import { localDateOf } from '#shared/time/zone';
import type { LocaleFormat } from '../../ui/locale/locale-format';

/** The person as a manager recognises them: the name, with the e-mail when there is one. */
function personText(person: DoubleBooking['person']): string {
  if (person.name && person.email) return `${person.name} (${person.email})`;
  return person.name ?? person.email ?? person.id ?? 'Unknown person';
}

function bayText(side: DoubleBookingSide): string {
  return side.bayName ?? side.bayId ?? 'Unnamed bay';
}

/** Each double booking: who, the day, both bays with their times, and when both were held. */
export function DoubleBookingsTable(props: {
  readonly doubles: readonly DoubleBooking[];
  readonly zone: string;
  readonly format: LocaleFormat;
}) {
  const { zone, format } = props;
  const side = (s: DoubleBookingSide) =>
    `${bayText(s)} (${format.timeRange(zone, s.startMs, s.endMs)})`;
  return (
    <Table fz="xs" stickyHeader data-testid="double-bookings">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Person</Table.Th>
          <Table.Th>Day</Table.Th>
          <Table.Th>First bay</Table.Th>
          <Table.Th>Second bay</Table.Th>
          <Table.Th>Both held</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.doubles.map((d) => (
          <Table.Tr key={`${d.first.bookingId}:${d.second.bookingId}`} data-testid="double-booking">
            <Table.Td>{personText(d.person)}</Table.Td>
            <Table.Td>{format.longDate(localDateOf(zone, d.overlapStartMs))}</Table.Td>
            <Table.Td>{side(d.first)}</Table.Td>
            <Table.Td>{side(d.second)}</Table.Td>
            <Table.Td>{format.timeRange(zone, d.overlapStartMs, d.overlapEndMs)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
