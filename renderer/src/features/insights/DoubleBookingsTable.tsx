import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import type { DoubleBooking, DoubleBookingSide } from '#shared/insights/attendance-figures';
import { localDateOf } from '#shared/time/zone';
import type { LocaleFormat } from '../../ui/locale/locale-format';

/** The person as a manager recognises them: the name, with the e-mail when there is one. */
function personText(person: DoubleBooking['person'], i18n: I18n): string {
  if (person.name && person.email) return `${person.name} (${person.email})`;
  return person.name ?? person.email ?? person.id ?? i18n._(msg`Unknown person`);
}

function bayText(side: DoubleBookingSide, i18n: I18n): string {
  return side.bayName ?? side.bayId ?? i18n._(msg`Unnamed bay`);
}

/** Each double booking: who, the day, both bays with their times, and when both were held. */
export function DoubleBookingsTable(props: {
  readonly doubles: readonly DoubleBooking[];
  readonly zone: string;
  readonly format: LocaleFormat;
}) {
  const { zone, format } = props;
  const { i18n } = useLingui();
  const side = (s: DoubleBookingSide) => {
    const bay = bayText(s, i18n);
    const times = format.timeRange(zone, s.startMs, s.endMs);
    return i18n._(
      msg({ comment: 'A bay and the times it was held.', message: `${bay} (${times})` }),
    );
  };
  return (
    <Table fz="xs" stickyHeader data-testid="double-bookings">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Trans>Person</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Day</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>First bay</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Second bay</Trans>
          </Table.Th>
          <Table.Th>
            <Trans comment="Column: when the person held both bays.">Both held</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.doubles.map((d) => (
          <Table.Tr key={`${d.first.bookingId}:${d.second.bookingId}`} data-testid="double-booking">
            <Table.Td>{personText(d.person, i18n)}</Table.Td>
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
