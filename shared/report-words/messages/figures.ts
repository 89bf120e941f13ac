/**
 * The names of the figures and the sheets’ columns, in English.
 * Their translations: shared/locales/{locale}/reports.po.
 */

/** A figure’s or a column’s name. */
export const FIGURES = {
  location: /*i18n*/ { id: 'report.figures.location', message: 'Location' },
  bay: /*i18n*/ { id: 'report.figures.bay', message: 'Bay' },
  tag: /*i18n*/ { id: 'report.figures.tag', message: 'Tag' },
  date: /*i18n*/ { id: 'report.figures.date', message: 'Date' },
  weekday: /*i18n*/ { id: 'report.figures.weekday', message: 'Weekday' },
  bays: /*i18n*/ { id: 'report.figures.bays', message: 'Bays' },
  bookings: /*i18n*/ { id: 'report.figures.bookings', message: 'Bookings' },
  people: /*i18n*/ { id: 'report.figures.people', message: 'People' },
  bookedHours: /*i18n*/ { id: 'report.figures.bookedHours', message: 'Booked hours' },
  occupiedHours: /*i18n*/ { id: 'report.figures.occupiedHours', message: 'Occupied hours' },
  availableHours: /*i18n*/ { id: 'report.figures.availableHours', message: 'Available hours' },
  utilisation: /*i18n*/ { id: 'report.figures.utilisation', message: 'Utilisation' },
  target: /*i18n*/ { id: 'report.figures.target', message: 'Target' },
  status: /*i18n*/ { id: 'report.figures.status', message: 'Status' },
  peakBaysInUse: /*i18n*/ { id: 'report.figures.peakBaysInUse', message: 'Peak bays in use' },
  peakFirstReached: /*i18n*/ {
    id: 'report.figures.peakFirstReached',
    message: 'Peak first reached',
  },
  baysNeeded: /*i18n*/ {
    id: 'report.figures.baysNeeded',
    message: 'Bays needed (95% of open time)',
  },
  spareBays: /*i18n*/ { id: 'report.figures.spareBays', message: 'Spare bays' },
  daysNearFull: /*i18n*/ { id: 'report.figures.daysNearFull', message: 'Days near full' },
  dailyPeakP90: /*i18n*/ {
    id: 'report.figures.dailyPeakP90',
    message: 'Daily peak (90th percentile)',
  },
  medianBookingHours: /*i18n*/ {
    id: 'report.figures.medianBookingHours',
    message: 'Median booking (hours)',
  },
  crossingMidnight: /*i18n*/ {
    id: 'report.figures.crossingMidnight',
    message: 'Crossing midnight',
  },
  hoursOutsideOpening: /*i18n*/ {
    id: 'report.figures.hoursOutsideOpening',
    message: 'Hours outside opening hours',
  },
  openingHours: /*i18n*/ { id: 'report.figures.openingHours', message: 'Opening hours' },
  timeZone: /*i18n*/ { id: 'report.figures.timeZone', message: 'Time zone' },
  changeInBookings: /*i18n*/ {
    id: 'report.figures.changeInBookings',
    message: 'Change in bookings',
  },
  changeInBookedHours: /*i18n*/ {
    id: 'report.figures.changeInBookedHours',
    message: 'Change in booked hours',
  },
  changeInUtilisation: /*i18n*/ {
    id: 'report.figures.changeInUtilisation',
    message: 'Change in utilisation (points)',
  },
  changeInBaysNeeded: /*i18n*/ {
    id: 'report.figures.changeInBaysNeeded',
    message: 'Change in bays needed',
  },
  noData: /*i18n*/ { id: 'report.figures.noData', message: 'No data' },
} as const;

/** A figure’s name with values in it. */
export const FIGURE_TEXTS = {
  utilisationIn: /*i18n*/ {
    id: 'report.figures.utilisationIn',
    message: 'Utilisation {month} {year}',
    comment: 'A Trend column: the month’s short name and the year',
  },
} as const;

/** The months’ short names, as a Trend column says them. */
export const MONTHS = {
  jan: /*i18n*/ { id: 'report.months.jan', message: 'Jan' },
  feb: /*i18n*/ { id: 'report.months.feb', message: 'Feb' },
  mar: /*i18n*/ { id: 'report.months.mar', message: 'Mar' },
  apr: /*i18n*/ { id: 'report.months.apr', message: 'Apr' },
  may: /*i18n*/ { id: 'report.months.may', message: 'May' },
  jun: /*i18n*/ { id: 'report.months.jun', message: 'Jun' },
  jul: /*i18n*/ { id: 'report.months.jul', message: 'Jul' },
  aug: /*i18n*/ { id: 'report.months.aug', message: 'Aug' },
  sep: /*i18n*/ { id: 'report.months.sep', message: 'Sep' },
  oct: /*i18n*/ { id: 'report.months.oct', message: 'Oct' },
  nov: /*i18n*/ { id: 'report.months.nov', message: 'Nov' },
  dec: /*i18n*/ { id: 'report.months.dec', message: 'Dec' },
} as const;
