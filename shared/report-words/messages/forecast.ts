/**
 * The Weeks ahead sheet's name, columns and statuses, in English.
 * Their translations: shared/locales/{locale}/reports.po.
 */

/** The sheet and its columns (location, date, weekday and bays are the figures' words). */
export const FORECAST = {
  sheet: /*i18n*/ { id: 'report.sheets.weeksAhead', message: 'Weeks ahead' },
  bookedPeak: /*i18n*/ {
    id: 'report.forecast.bookedPeak',
    message: 'Booked at the peak',
    comment: 'Bays booked at once at the day’s busiest moment, by the bookings made so far',
  },
  expectedPeak: /*i18n*/ { id: 'report.forecast.expectedPeak', message: 'Expected peak' },
  expectedLow: /*i18n*/ { id: 'report.forecast.expectedLow', message: 'Expected at least' },
  expectedHigh: /*i18n*/ { id: 'report.forecast.expectedHigh', message: 'Expected at most' },
  status: /*i18n*/ { id: 'report.forecast.status', message: 'Status' },
} as const;

/** A day's status. */
export const FORECAST_STATUS = {
  full: /*i18n*/ { id: 'report.forecast.status.full', message: 'Full' },
  'near full': /*i18n*/ { id: 'report.forecast.status.nearFull', message: 'Near full' },
  room: /*i18n*/ { id: 'report.forecast.status.room', message: 'Room' },
} as const;
