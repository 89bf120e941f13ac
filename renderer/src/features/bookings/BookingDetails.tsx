import { Drawer, Stack, Table, Text } from '@mantine/core';
import { useRef } from 'react';
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
  const { booking, zone, bayTag } = props;
  const format = useLocaleFormat();
  // Focus goes back to the booking's bar by its id, not to the element that had it when the drawer
  // opened: the timeline may have drawn that row again meanwhile (a resize re-lays out its rows),
  // and focus returned to a node no longer in the page is lost.
  const closedId = useRef<string | null>(null);
  const onClose = () => {
    closedId.current = booking?.id ?? null;
    props.onClose();
  };
  // Once the drawer has gone (its focus trap with it).
  const returnFocus = () => {
    const id = closedId.current;
    closedId.current = null;
    if (id !== null)
      document.querySelector<HTMLElement>(`[data-booking-id="${CSS.escape(id)}"]`)?.focus();
  };
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
      returnFocus={false}
      onExitTransitionEnd={returnFocus}
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
