import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { ATTENDANCE_BANDS, type AttendanceBand } from '#shared/insights/attendance-figures';
import type { Insights } from '#shared/insights/types';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { DoubleBookingsTable } from './DoubleBookingsTable';
import { useFigureFormat, type FigureFormat } from '../../ui/format/figure-format';
import { ScrollRegion } from './ScrollRegion';

/** A band of days a week, as its column heading says it. */
function bandLabel(band: AttendanceBand, i18n: I18n, f: FigureFormat): string {
  switch (band) {
    case 'under-1':
      return i18n._(msg({ comment: 'Days a week, on average: under one.', message: 'Under 1' }));
    case '5+':
      return i18n._(
        msg({ comment: 'Days a week, on average: five or more.', message: '5 or more' }),
      );
    default:
      return f.formatCount(Number(band));
  }
}

/** The card's summary sentence: how many booked, and how many of them regularly. */
function peopleSummary(insights: Insights, i18n: I18n, f: FigureFormat): string {
  const { attendance, people } = insights;
  if (people === 0) return i18n._(msg`Nobody booked in this period.`);
  const count = f.formatCount(people);
  if (attendance.bands === null)
    return i18n._(
      msg`${plural(people, { one: `${count} person booked.`, other: `${count} people booked.` })} Days a week need a period of a week or more.`,
    );
  const weeks = f.formatDecimal(attendance.weeks);
  const regular = f.formatCount(attendance.regular ?? 0);
  const occasional = f.formatCount(attendance.occasional ?? 0);
  return i18n._(
    msg({
      comment:
        'The weeks always have one decimal ("2.0"). Regular: booked half a day a week or more on average; occasional: less.',
      message: `${plural(people, { one: `${count} person booked over ${weeks} weeks:`, other: `${count} people booked over ${weeks} weeks:` })} ${regular} regular (half a day a week or more on average), ${occasional} occasional.`,
    }),
  );
}

/** How often one person held two bays at once, and how many of those the table lists. */
function doubleBookingText(insights: Insights, i18n: I18n, f: FigureFormat): string {
  const { doubleBookingCount, doubleBookings } = insights.attendance;
  if (doubleBookingCount === 0) return i18n._(msg`Nobody held two bays at once.`);
  const times = f.formatCount(doubleBookingCount);
  if (doubleBookings.length >= doubleBookingCount)
    return i18n._(
      msg`${plural(doubleBookingCount, { one: `${times} time one person held two bays at once.`, other: `${times} times one person held two bays at once.` })}`,
    );
  const listed = f.formatCount(doubleBookings.length);
  return i18n._(
    msg`${plural(doubleBookingCount, { one: `${times} time one person held two bays at once (the first ${listed} listed).`, other: `${times} times one person held two bays at once (the first ${listed} listed).` })}`,
  );
}

/**
 * How people came: counts per band of days a week (no names), regular against occasional bookers,
 * and the double bookings, which name the person so the facility manager can act on them.
 */
export function PeopleCard(props: { readonly insights: Insights }) {
  const { attendance, people, zone } = props.insights;
  const f = useFigureFormat();
  const { t, i18n } = useLingui();
  const format = useLocaleFormat();
  const summaryId = useId();
  const { bands } = attendance;
  const summary = peopleSummary(props.insights, i18n, f);
  return (
    <Paper withBorder p="sm" radius="md" className="insights-card" data-testid="people">
      <Title order={2} size="h6" mb={4}>
        <Trans>People</Trans>
      </Title>
      <Text size="xs" c="dimmed" mb={4} id={summaryId}>
        {summary}
      </Text>
      {bands !== null && people > 0 && (
        <Table fz="xs" aria-describedby={summaryId} data-testid="attendance-bands" w="auto" mb="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Days a week, on average</Trans>
              </Table.Th>
              {ATTENDANCE_BANDS.map((band) => (
                <Table.Th key={band} ta="right">
                  {bandLabel(band, i18n, f)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row" fw={400}>
                <Trans>People</Trans>
              </Table.Th>
              {ATTENDANCE_BANDS.map((band) => (
                <Table.Td key={band} ta="right">
                  {f.formatCount(bands[band])}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
      <Group gap="xs" mb={4}>
        <Title order={3} size="h6" fw={600} fz="sm">
          <Trans>Double bookings</Trans>
        </Title>
        <Text size="xs" c="dimmed" data-testid="double-booking-count">
          {doubleBookingText(props.insights, i18n, f)}
        </Text>
      </Group>
      {attendance.doubleBookings.length > 0 && (
        <ScrollRegion label={t`Double bookings`} maxHeight={320}>
          <DoubleBookingsTable doubles={attendance.doubleBookings} zone={zone} format={format} />
        </ScrollRegion>
      )}
    </Paper>
  );
}
