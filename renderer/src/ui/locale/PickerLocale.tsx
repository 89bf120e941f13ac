import { DatesProvider, type DateFormatter } from '@mantine/dates';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadDayjsLocale, loadedDayjsLocale } from './dayjs-locales';
import { useLocaleFormat } from './use-locale-format';

/**
 * Gives the date pickers inside it the user's month and weekday names (a dayjs locale) and first day
 * of the week, through Mantine's DatesProvider. Import it only from the lazily loaded picker modules,
 * so @mantine/dates and the dayjs locale stay out of the first screen's bundle.
 */
export function PickerLocale(props: { readonly children: ReactNode }) {
  const { locale, firstDayOfWeek } = useLocaleFormat();
  const [, setLoaded] = useState<string | null>(null);
  // Once loaded for this session, pickers get the locale on their first render.
  const dayjsLocale = loadedDayjsLocale(locale);
  useEffect(() => {
    if (dayjsLocale !== undefined) return;
    let current = true;
    void loadDayjsLocale(locale).then((name) => current && setLoaded(name));
    return () => {
      current = false;
    };
  }, [locale, dayjsLocale]);
  const settings = useMemo(
    // English names until the locale's chunk arrives, a moment after the picker itself.
    () => ({ locale: dayjsLocale ?? 'en', firstDayOfWeek }),
    [dayjsLocale, firstDayOfWeek],
  );
  return <DatesProvider settings={settings}>{props.children}</DatesProvider>;
}

/** The date pickers' input text in the user's locale: one date with its weekday, or a range without. */
export function usePickerFormatter(): DateFormatter {
  const format = useLocaleFormat();
  return useMemo<DateFormatter>(
    () =>
      ({ date }) => {
        if (Array.isArray(date)) {
          const [from, to] = date.map((d) => (d ? format.mediumDate(String(d).slice(0, 10)) : ''));
          return from && to ? `${from} – ${to}` : (from ?? '');
        }
        return date ? format.longDate(String(date).slice(0, 10)) : '';
      },
    [format],
  );
}

/**
 * The calendar's month heading in the user's locale ("March 2026", "2026年3月"): Mantine's default,
 * dayjs's "MMMM YYYY", puts the year last in every language.
 */
export function useMonthLabel(): (date: string) => string {
  const format = useLocaleFormat();
  return useMemo(() => (date: string) => format.monthYear(date.slice(0, 10)), [format]);
}
