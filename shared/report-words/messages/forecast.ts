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
  closed: /*i18n*/ {
    id: 'report.forecast.closed',
    message: 'closed',
    comment: 'A cell of the Weeks ahead grid of every location: the site is closed that day. Short',
  },
  daysLikelyFull: /*i18n*/ {
    id: 'report.forecast.daysLikelyFull',
    message: 'Days likely full',
    comment:
      'The last row of the Weeks ahead grid: how many of the days each site is expected to be full',
  },
  gridLegend: /*i18n*/ {
    id: 'report.forecast.gridLegend',
    message:
      'The bays each site is expected to need at its busiest moment of the day. Bold on red: full; on amber: near full (90% of the bays or more); grey: closed.',
    comment:
      'The line above the Weeks ahead grid of every location, saying what its cells and colours mean',
  },
} as const;

/** A day's status. */
export const FORECAST_STATUS = {
  full: /*i18n*/ { id: 'report.forecast.status.full', message: 'Full' },
  'near full': /*i18n*/ { id: 'report.forecast.status.nearFull', message: 'Near full' },
  room: /*i18n*/ { id: 'report.forecast.status.room', message: 'Room' },
} as const;
