/** The periods the People view offers, counted back from today in the zone shown. Pure. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { periodFromToday } from '#shared/time/period';
import type { LocalDays } from '#shared/time/local-days';

/** A period's name, as the command line's --period spells it. */
export type PeoplePeriod = 'last-month' | 'this-month' | 'last-week' | 'last-30-days' | 'this-year';

/** The periods, in the menu's order, the first the default. */
export const PEOPLE_PERIODS: readonly {
  readonly value: PeoplePeriod;
  readonly label: MessageDescriptor;
}[] = [
  { value: 'last-month', label: msg`Last month` },
  { value: 'this-month', label: msg`This month` },
  { value: 'last-week', label: msg`Last week` },
  { value: 'last-30-days', label: msg`Last 30 days` },
  { value: 'this-year', label: msg`This year` },
];

/** The days of a period, from today's date. */
export function peopleDays(period: PeoplePeriod, today: string): LocalDays {
  return periodFromToday(period, today) ?? { from: today, to: today };
}
