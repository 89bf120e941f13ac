import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, Text, UnstyledButton } from '@mantine/core';
import type { LocalDays } from '#shared/time/local-days';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { calendarMonths } from './person-calendar';
import './person.css';

/**
 * The period's months, a small grid each, the days with bookings marked; a booked day is a button
 * that shows only that day's bookings (pressed again, every day).
 */
export function PersonCalendar(props: {
  readonly period: LocalDays;
  readonly bookingsOnDay: ReadonlyMap<string, number>;
  readonly chosenDay: string | null;
  readonly onChooseDay: (day: string | null) => void;
}) {
  const { period, bookingsOnDay, chosenDay, onChooseDay } = props;
  const { t } = useLingui();
  const format = useLocaleFormat();
  const first = format.firstDayOfWeek;
  const weekdays = Array.from({ length: 7 }, (_, i) => format.weekday((first + i) % 7));
  return (
    <Group gap="md" align="flex-start" data-testid="person-calendar">
      {calendarMonths(period, bookingsOnDay, first).map((month) => (
        <table key={month.month} className="person-month">
          <caption>{format.monthYear(month.month)}</caption>
          <thead>
            <tr>
              {weekdays.map((w) => (
                <th key={w} scope="col" abbr={w}>
                  {w.slice(0, 2)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {month.weeks.map((week, i) => (
              <tr key={i}>
                {week.map((day, j) => {
                  if (day === null) return <td key={j} />;
                  const n = Number(day.date.slice(8));
                  const date = format.shortDate(day.date);
                  if (day.bookings === 0)
                    return (
                      <td key={j} data-in-period={day.inPeriod || undefined}>
                        <Text span size="xs" c={day.inPeriod ? undefined : 'dimmed'}>
                          {n}
                        </Text>
                      </td>
                    );
                  const count = plural(day.bookings, { one: '# booking', other: '# bookings' });
                  const chosen = chosenDay === day.date;
                  return (
                    <td key={j} data-booked>
                      <UnstyledButton
                        className="person-day"
                        aria-label={t`${date}: ${count}`}
                        title={t`${date}: ${count}`}
                        aria-pressed={chosen}
                        data-testid="person-day"
                        onClick={() => onChooseDay(chosen ? null : day.date)}
                      >
                        {n}
                      </UnstyledButton>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </Group>
  );
}
