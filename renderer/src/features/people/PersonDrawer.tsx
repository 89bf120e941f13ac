import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Drawer, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PersonBookings as PersonBookingsData } from '#shared/contract';
import type { PersonFigures } from '#shared/insights/person-figures';
import { type PeopleScope, personBookingsQuery } from '../../data/people';
import { useBridge } from '../../ui/bridge-context';
import { useFigureFormat } from '../../ui/format/figure-format';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { EmptyMessage } from '../../ui/status/EmptyMessage';
import { ErrorState } from '../../ui/status/ErrorState';
import { LoadingRows } from '../../ui/status/LoadingRows';
import { PersonBookingList } from './PersonBookingList';
import { PersonCalendar } from './PersonCalendar';

/** A person opened from the People list: their bookings across the sites of the scope, by day. */
export function PersonDrawer(props: {
  readonly scope: PeopleScope;
  /** The person opened; null: the drawer is closed. */
  readonly person: PersonFigures | null;
  readonly namesHidden: boolean;
  readonly onClose: () => void;
}) {
  const { scope, person, namesHidden, onClose } = props;
  const { t } = useLingui();
  return (
    <Drawer
      opened={person !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={
        person ? (
          <Text fw={700} size="lg" component="span">
            {person.name ?? t`(no name)`}
          </Text>
        ) : (
          ''
        )
      }
      transitionProps={{ duration: 120 }}
    >
      {person && (
        <PersonBody key={person.key} scope={scope} person={person} namesHidden={namesHidden} />
      )}
    </Drawer>
  );
}

function PersonBody(props: {
  readonly scope: PeopleScope;
  readonly person: PersonFigures;
  readonly namesHidden: boolean;
}) {
  const { scope, person, namesHidden } = props;
  const { t } = useLingui();
  const bridge = useBridge();
  const f = useFigureFormat();
  const format = useLocaleFormat();
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const query = useQuery(personBookingsQuery(bridge, scope, person.key));
  const shown = query.data?.person ?? person;
  const bookings = plural(shown.bookings, { one: '# booking', other: '# bookings' });
  const days = plural(shown.days, { one: '# day', other: '# days' });
  const sites = plural(shown.sites, { one: '# site', other: '# sites' });
  const booked = f.formatBookedHours(shown.bookedMs);
  const period = `${format.mediumDate(scope.from)} – ${format.mediumDate(scope.to)}`;
  return (
    <Stack gap="md" data-testid="person-drawer">
      {!namesHidden && person.email && (
        <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {person.email}
        </Text>
      )}
      <Text size="sm" data-testid="person-summary">
        {t`${period}: ${bookings} on ${days} at ${sites}, ${booked} booked.`}
        {shown.doubleBookings > 0 &&
          ` ${t`${plural(shown.doubleBookings, { one: '# double booking.', other: '# double bookings.' })}`}`}
      </Text>
      {query.isError ? (
        <ErrorState
          what="bookings"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !query.data ? (
        <LoadingRows rows={6} label={t`Reading their bookings`} />
      ) : query.data.bookings.length === 0 ? (
        <EmptyMessage
          title={t`No bookings in this period`}
          hint={t`Their bookings may have been cancelled since the list was counted. Refresh the list.`}
        />
      ) : (
        <BookingsByDay
          data={query.data}
          period={scope}
          chosenDay={chosenDay}
          onChooseDay={setChosenDay}
        />
      )}
    </Stack>
  );
}

function BookingsByDay(props: {
  readonly data: PersonBookingsData;
  readonly period: PeopleScope;
  readonly chosenDay: string | null;
  readonly onChooseDay: (day: string | null) => void;
}) {
  const { data, period, chosenDay, onChooseDay } = props;
  const { t } = useLingui();
  const format = useLocaleFormat();
  const onDay = new Map<string, number>();
  for (const b of data.bookings) onDay.set(b.day, (onDay.get(b.day) ?? 0) + 1);
  const shown = chosenDay ? data.bookings.filter((b) => b.day === chosenDay) : data.bookings;
  const day = chosenDay ? format.longDate(chosenDay) : '';
  return (
    <>
      <PersonCalendar
        period={period}
        bookingsOnDay={onDay}
        chosenDay={chosenDay}
        onChooseDay={onChooseDay}
      />
      {chosenDay && (
        <Button variant="subtle" size="compact-sm" onClick={() => onChooseDay(null)}>
          {t`${day} only: show every day`}
        </Button>
      )}
      <PersonBookingList bookings={shown} sites={data.sites} />
    </>
  );
}
