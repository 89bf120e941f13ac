/**
 * A summary workbook’s columns in words (a workbook in the source language keeps the field names).
 * Their translations: shared/locales/{locale}/reports.po.
 */

/** Each summary field’s title. */
export const COLUMN_FIELDS = {
  location: /*i18n*/ { id: 'report.columns.field.location', message: 'Location' },
  bay: /*i18n*/ { id: 'report.columns.field.bay', message: 'Bay' },
  bay_tag: /*i18n*/ { id: 'report.columns.field.bay_tag', message: 'Tag' },
  bays: /*i18n*/ { id: 'report.columns.field.bays', message: 'Bays' },
  date: /*i18n*/ { id: 'report.columns.field.date', message: 'Date' },
  weekday: /*i18n*/ { id: 'report.columns.field.weekday', message: 'Weekday' },
  hour: /*i18n*/ { id: 'report.columns.field.hour', message: 'Hour' },
  from: /*i18n*/ { id: 'report.columns.field.from', message: 'From' },
  to: /*i18n*/ { id: 'report.columns.field.to', message: 'To' },
  bookings: /*i18n*/ { id: 'report.columns.field.bookings', message: 'Bookings' },
  people: /*i18n*/ { id: 'report.columns.field.people', message: 'People' },
  booked_minutes: /*i18n*/ { id: 'report.columns.field.booked_minutes', message: 'Booked minutes' },
  occupied_minutes: /*i18n*/ {
    id: 'report.columns.field.occupied_minutes',
    message: 'Occupied minutes',
  },
  available_minutes: /*i18n*/ {
    id: 'report.columns.field.available_minutes',
    message: 'Available minutes',
  },
  utilisation: /*i18n*/ { id: 'report.columns.field.utilisation', message: 'Utilisation' },
  average_bays_in_use: /*i18n*/ {
    id: 'report.columns.field.average_bays_in_use',
    message: 'Average bays in use',
  },
  peak_bays_in_use: /*i18n*/ {
    id: 'report.columns.field.peak_bays_in_use',
    message: 'Peak bays in use',
  },
  bays_needed_p95: /*i18n*/ {
    id: 'report.columns.field.bays_needed_p95',
    message: 'Bays needed (95%)',
  },
  spare_bays: /*i18n*/ { id: 'report.columns.field.spare_bays', message: 'Spare bays' },
  zone: /*i18n*/ { id: 'report.columns.field.zone', message: 'Time zone' },
  open_days: /*i18n*/ { id: 'report.columns.field.open_days', message: 'Open days' },
  open_hours: /*i18n*/ { id: 'report.columns.field.open_hours', message: 'Opening hours' },
  outside_hours_minutes: /*i18n*/ {
    id: 'report.columns.field.outside_hours_minutes',
    message: 'Minutes outside opening hours',
  },
  closed_days: /*i18n*/ {
    id: 'report.columns.field.closed_days',
    message: 'Open days lost to holidays and closures',
  },
  closed: /*i18n*/ { id: 'report.columns.field.closed', message: 'Closed (reason)' },
  days_near_full: /*i18n*/ { id: 'report.columns.field.days_near_full', message: 'Days near full' },
  daily_peak_p90: /*i18n*/ {
    id: 'report.columns.field.daily_peak_p90',
    message: 'Daily peak (90th percentile)',
  },
  target_low: /*i18n*/ { id: 'report.columns.field.target_low', message: 'Target from' },
  target_high: /*i18n*/ { id: 'report.columns.field.target_high', message: 'Target to' },
  target_status: /*i18n*/ { id: 'report.columns.field.target_status', message: 'Status' },
  days_a_week: /*i18n*/ { id: 'report.columns.field.days_a_week', message: 'Days a week' },
  booker: /*i18n*/ { id: 'report.columns.field.booker', message: 'Regularity' },
  person_name: /*i18n*/ { id: 'report.columns.field.person_name', message: 'Name' },
  person_email: /*i18n*/ { id: 'report.columns.field.person_email', message: 'E-mail' },
  first_bay: /*i18n*/ { id: 'report.columns.field.first_bay', message: 'First bay' },
  first_start: /*i18n*/ { id: 'report.columns.field.first_start', message: 'First booking: start' },
  first_end: /*i18n*/ { id: 'report.columns.field.first_end', message: 'First booking: end' },
  second_bay: /*i18n*/ { id: 'report.columns.field.second_bay', message: 'Second bay' },
  second_start: /*i18n*/ {
    id: 'report.columns.field.second_start',
    message: 'Second booking: start',
  },
  second_end: /*i18n*/ { id: 'report.columns.field.second_end', message: 'Second booking: end' },
  overlap_start: /*i18n*/ { id: 'report.columns.field.overlap_start', message: 'Overlap: start' },
  overlap_end: /*i18n*/ { id: 'report.columns.field.overlap_end', message: 'Overlap: end' },
  data: /*i18n*/ { id: 'report.columns.field.data', message: 'Data' },
  name: /*i18n*/ { id: 'report.columns.field.name', message: 'Name' },
  email: /*i18n*/ { id: 'report.columns.field.email', message: 'E-mail' },
  days: /*i18n*/ { id: 'report.columns.field.days', message: 'Days' },
  sites: /*i18n*/ { id: 'report.columns.field.sites', message: 'Sites' },
  booked_hours: /*i18n*/ { id: 'report.columns.field.booked_hours', message: 'Booked hours' },
  median_booking_minutes: /*i18n*/ {
    id: 'report.columns.field.median_booking_minutes',
    message: 'Median booking (minutes)',
  },
  outside_hours_share: /*i18n*/ {
    id: 'report.columns.field.outside_hours_share',
    message: 'Share outside opening hours',
  },
  double_bookings: /*i18n*/ {
    id: 'report.columns.field.double_bookings',
    message: 'Double bookings',
  },
  domain: /*i18n*/ { id: 'report.columns.field.domain', message: 'E-mail domain' },
  share_of_booked_hours: /*i18n*/ {
    id: 'report.columns.field.share_of_booked_hours',
    message: 'Share of booked hours',
  },
} as const;

/** The suffixes of compared fields and the words of text values. */
export const COLUMN_TEXTS = {
  before: /*i18n*/ { id: 'report.columns.before', message: '{title} (before)' },
  change: /*i18n*/ {
    id: 'report.columns.change',
    message: '{title} (change on the previous period)',
  },
  changeYear: /*i18n*/ {
    id: 'report.columns.changeYear',
    message: '{title} (change on the same period a year before)',
  },
  regular: /*i18n*/ { id: 'report.columns.regular', message: 'regular' },
  occasional: /*i18n*/ { id: 'report.columns.occasional', message: 'occasional' },
  underOne: /*i18n*/ { id: 'report.columns.underOne', message: 'under 1' },
  dataYes: /*i18n*/ { id: 'report.columns.dataYes', message: 'yes' },
  dataNone: /*i18n*/ { id: 'report.columns.dataNone', message: 'none' },
} as const;
