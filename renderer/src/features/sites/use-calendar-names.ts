import { useMemo } from 'react';
import { useHolidayCalendars } from '../../data/sites';
import { useLocaleFormat } from '../../ui/locale/use-locale-format';
import { calendarNames } from './holiday-names';

/**
 * Each holiday calendar's readable name by code, once the calendars are loaded (asked only while
 * `enabled`: while some site shows a calendar). Until then the table shows the codes alone.
 */
export function useCalendarNames(enabled: boolean): ReadonlyMap<string, string> {
  const query = useHolidayCalendars(enabled);
  const { locale } = useLocaleFormat();
  return useMemo(() => calendarNames(locale, query.data?.calendars ?? []), [locale, query.data]);
}
