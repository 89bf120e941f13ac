/**
 * Every field name a summary table's header holds (shared/insights/*-table.ts), before the
 * comparison's `_before` and the trend's `_change` and `_change_year` suffixes: what a language
 * names in words for a summary's workbook.
 */

/** The summary tables' field names. */
export const SUMMARY_FIELDS = [
  'location',
  'bay',
  'bay_tag',
  'bays',
  'date',
  'weekday',
  'hour',
  'from',
  'to',
  'bookings',
  'people',
  'booked_minutes',
  'occupied_minutes',
  'available_minutes',
  'utilisation',
  'average_bays_in_use',
  'peak_bays_in_use',
  'bays_needed_p95',
  'spare_bays',
  'zone',
  'open_days',
  'open_hours',
  'outside_hours_minutes',
  'closed_days',
  'closed',
  'days_near_full',
  'daily_peak_p90',
  'target_low',
  'target_high',
  'target_status',
  'days_a_week',
  'booker',
  'person_name',
  'person_email',
  'first_bay',
  'first_start',
  'first_end',
  'second_bay',
  'second_start',
  'second_end',
  'overlap_start',
  'overlap_end',
  'data',
  'name',
  'email',
  'days',
  'sites',
  'booked_hours',
  'median_booking_minutes',
  'outside_hours_share',
  'double_bookings',
  'domain',
  'share_of_booked_hours',
] as const;

/** A summary table's field name. */
export type SummaryField = (typeof SUMMARY_FIELDS)[number];

/** Whether a header's name is a summary field. */
export function isSummaryField(name: string): name is SummaryField {
  return (SUMMARY_FIELDS as readonly string[]).includes(name);
}
