import { Drawer, Stack, Table, Text } from '@mantine/core';
import type { Booking } from '#shared/model';
import { formatDuration } from '#shared/view/format';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';

/** A booking's details, in the chosen zone with its offsets (which matter on DST days). */
export function BookingDetails(props: {
  readonly booking: Booking | null;
  readonly zone: string;
  readonly bayTag: string | null;
  readonly onClose: () => void;
}) {
  const { booking, zone, bayTag, onClose } = props;
  const format = useLocaleFormat();
  const rows: [string, string][] = booking
    ? [
        ['User', booking.user?.name ?? '—'],
        ['Email', booking.user?.email ?? '—'],
        ['Bay', booking.bay?.name ?? 'Unnamed bay'],
        ['Tag', bayTag ?? booking.bay?.tag ?? '—'],
        ['Location', booking.location?.name ?? '—'],
        ['Start', format.dateTimeWithOffset(zone, booking.startMs)],
        ['End', format.dateTimeWithOffset(zone, booking.endMs)],
        ['Duration', formatDuration(booking.endMs - booking.startMs)],
        ['Timezone', zone],
        ['Booking id', booking.id],
      ]
    : [];
  return (
    <Drawer
      opened={booking !== null}
      onClose={onClose}
      position="right"
      size="md"
      title="Booking"
      transitionProps={{ duration: 120 }}
    >
      {booking && (
        <Stack gap="sm" data-testid="booking-details">
          <Text fw={600} size="lg">
            {booking.user?.name ?? '—'}
          </Text>
          <Table verticalSpacing={6} fz="sm">
            <Table.Tbody>
              {rows.map(([k, v]) => (
                <Table.Tr key={k}>
                  <Table.Th w={100} fw={500} c="dimmed">
                    {k}
                  </Table.Th>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{v}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Drawer>
  );
}
