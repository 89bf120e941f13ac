/** A schedule said in words: its rhythm, the report it sends, its period and comparison. */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assertNever } from '#shared/assert-never';
import type { Rhythm } from '#shared/schedules/due-times';
import type { ReportKind } from '#shared/schedules/saved-report';

/** Each rhythm as a choice ("Every Monday"). */
export const RHYTHM_CHOICES: Readonly<Record<Rhythm, MessageDescriptor>> = {
  day: msg`Every day`,
  monday: msg`Every Monday`,
  tuesday: msg`Every Tuesday`,
  wednesday: msg`Every Wednesday`,
  thursday: msg`Every Thursday`,
  friday: msg`Every Friday`,
  saturday: msg`Every Saturday`,
  sunday: msg`Every Sunday`,
  'month-start': msg`On the first of each month`,
};

/** The rhythm, time and zone in one phrase: "Mondays at 07:00, Europe/London". */
export function rhythmWords(i18n: I18n, rhythm: Rhythm, time: string, zone: string): string {
  switch (rhythm) {
    case 'day':
      return i18n._(msg`Every day at ${time}, ${zone}`);
    case 'monday':
      return i18n._(msg`Mondays at ${time}, ${zone}`);
    case 'tuesday':
      return i18n._(msg`Tuesdays at ${time}, ${zone}`);
    case 'wednesday':
      return i18n._(msg`Wednesdays at ${time}, ${zone}`);
    case 'thursday':
      return i18n._(msg`Thursdays at ${time}, ${zone}`);
    case 'friday':
      return i18n._(msg`Fridays at ${time}, ${zone}`);
    case 'saturday':
      return i18n._(msg`Saturdays at ${time}, ${zone}`);
    case 'sunday':
      return i18n._(msg`Sundays at ${time}, ${zone}`);
    case 'month-start':
      return i18n._(msg`The first of each month at ${time}, ${zone}`);
    default:
      return assertNever(rhythm, 'rhythm');
  }
}

/** Each report a schedule can send. */
export const KIND_WORDS: Readonly<Record<ReportKind, MessageDescriptor>> = {
  'all-locations': msg`Report workbook of every location`,
  location: msg`Report workbook of one location`,
  bookings: msg`Bookings`,
  people: msg`People`,
  forecast: msg`Weeks ahead`,
};

/** The period presets the form offers, in order. */
export const PERIOD_CHOICES: readonly {
  readonly value: string;
  readonly label: MessageDescriptor;
}[] = [
  { value: 'yesterday', label: msg`Yesterday` },
  { value: 'last-week', label: msg`Last week` },
  { value: 'last-month', label: msg`Last month` },
  { value: 'last-7-days', label: msg`Last 7 days` },
  { value: 'last-30-days', label: msg`Last 30 days` },
  { value: 'today', label: msg`Today` },
  { value: 'this-week', label: msg`This week so far` },
  { value: 'this-month', label: msg`This month so far` },
  { value: 'this-year', label: msg`This year so far` },
];

/** A period preset in words ("Last week", "Last 14 days"). */
export function periodWords(i18n: I18n, period: string): string {
  const preset = PERIOD_CHOICES.find((p) => p.value === period);
  if (preset) return i18n._(preset.label);
  const days = /^last-(\d+)-days?$/.exec(period)?.[1];
  return days ? i18n._(msg`Last ${days} days`) : period;
}

/** The comparison a workbook carries, or null for none. */
export function compareWords(i18n: I18n, compare: 'previous' | 'year' | null): string | null {
  if (compare === 'previous') return i18n._(msg`compared with the period before`);
  if (compare === 'year') return i18n._(msg`compared with a year earlier`);
  return null;
}
