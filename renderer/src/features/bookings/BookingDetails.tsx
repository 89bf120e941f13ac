import { useLingui } from '@lingui/react/macro';
import { Drawer, Stack, Table, Text } from '@mantine/core';
import { useRef } from 'react';
import type { Booking } from '#shared/model';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { durationText } from './duration-text';

/** A booking's details, in the chosen zone with its offsets (which matter on DST days). */
export function BookingDetails(props: {
  readonly booking: Booking | null;
  readonly zone: string;
  readonly bayTag: string | null;
  readonly onClose: () => void;
}) {
  const { booking, zone, bayTag } = props;
  const format = useLocaleFormat();
  const { t, i18n } = useLingui();
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
        [t`User`, booking.user?.name ?? '—'],
        [t`Email`, booking.user?.email ?? '—'],
        [t`Bay`, booking.bay?.name ?? t`Unnamed bay`],
        [t`Tag`, bayTag ?? booking.bay?.tag ?? '—'],
        [t`Location`, booking.location?.name ?? '—'],
        [t`Start`, format.dateTimeWithOffset(zone, booking.startMs)],
        [t`End`, format.dateTimeWithOffset(zone, booking.endMs)],
        [t`Duration`, durationText(i18n, booking.endMs - booking.startMs)],
        [t`Timezone`, zone],
        [t`Booking id`, booking.id],
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
      title={t`Booking`}
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
