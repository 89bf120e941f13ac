import type { BookingFilter } from '../../../../shared/contract';
import type { LocaleFormat } from '../../ui/locale/locale-format';

/** The export filter matching what is on screen. */
export function exportFilterOf(
  tags: readonly string[],
  search: string,
  timeOfDay: BookingFilter['timeOfDay'],
): BookingFilter {
  return {
    tags: tags.length > 0 ? [...tags] : null,
    search: search.trim() === '' ? null : search.trim(),
    timeOfDay,
  };
}

/** A sentence saying what "what is shown" includes. */
export function describeShown(
  locationName: string,
  zone: string,
  filter: BookingFilter,
  format: Pick<LocaleFormat, 'minuteOfDay'>,
): string {
  const parts = [`${locationName}, times in ${zone}`];
  if (filter.tags) parts.push(`tags: ${filter.tags.map((t) => t || 'no tag').join(', ')}`);
  if (filter.search) parts.push(`matching “${filter.search}”`);
  if (filter.timeOfDay)
    parts.push(
      `${format.minuteOfDay(filter.timeOfDay.startMinute)}–${format.minuteOfDay(filter.timeOfDay.endMinute)} each day`,
    );
  else parts.push('whole days');
  return parts.join('; ');
}
