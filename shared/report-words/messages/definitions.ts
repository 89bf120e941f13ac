/**
 * What each of a Summary’s lines means, in English.
 * Their translations: shared/locales/{locale}/reports.po.
 */

/** One location’s definitions. */
export const DEFINITIONS = {
  period: /*i18n*/ { id: 'report.definitions.period', message: 'Local days, both included' },
  comparedWith: /*i18n*/ {
    id: 'report.definitions.comparedWith',
    message: 'Before and Change are against these days',
  },
  timeZone: /*i18n*/ {
    id: 'report.definitions.timeZone',
    message: 'Days, hours and local times are read in this zone',
  },
  openingHours: /*i18n*/ {
    id: 'report.definitions.openingHours',
    message:
      'Available time is bays × open hours; utilisation, bays needed and spare bays count open time only',
  },
  outsideOpening: /*i18n*/ {
    id: 'report.definitions.outsideOpening',
    message: 'Bookings with time outside opening hours, and that time: counted here, never dropped',
  },
  timeOfDay: /*i18n*/ {
    id: 'report.definitions.timeOfDay',
    message: 'Only this part of each day is counted',
  },
  bays: /*i18n*/ {
    id: 'report.definitions.bays',
    message: 'Bays counted: the rows the Timeline shows for these filters',
  },
  bookings: /*i18n*/ {
    id: 'report.definitions.bookings',
    message: 'Bookings overlapping the window',
  },
  people: /*i18n*/ {
    id: 'report.definitions.people',
    message: 'Distinct users, by id, else e-mail, else name',
  },
  bookedHours: /*i18n*/ {
    id: 'report.definitions.bookedHours',
    message: 'Sum of the bookings’ time inside the window',
  },
  occupiedHours: /*i18n*/ {
    id: 'report.definitions.occupiedHours',
    message: 'Bay-time covered by at least one booking',
  },
  availableHours: /*i18n*/ {
    id: 'report.definitions.availableHours',
    message: 'Bays × the open time of the window (DST days have 23 or 25 hours)',
  },
  utilisation: /*i18n*/ {
    id: 'report.definitions.utilisation',
    message: 'Occupied ÷ available; Change in points of percentage',
  },
  target: /*i18n*/ {
    id: 'report.definitions.target',
    message: 'The band of utilisation the site aims for',
  },
  status: /*i18n*/ {
    id: 'report.definitions.status',
    message: 'Utilisation below, within or above the target',
  },
  peakBaysInUse: /*i18n*/ {
    id: 'report.definitions.peakBaysInUse',
    message: 'The most bays occupied at one instant',
  },
  baysNeeded: /*i18n*/ {
    id: 'report.definitions.baysNeeded',
    message: 'The fewest bays that held the demand for 95% of the open time',
  },
  spareBays: /*i18n*/ { id: 'report.definitions.spareBays', message: 'Bays counted − bays needed' },
  daysNearFull: /*i18n*/ {
    id: 'report.definitions.daysNearFull',
    message: 'Days whose peak of bays in use reached 90% of the bays counted',
  },
  dailyPeakP90: /*i18n*/ {
    id: 'report.definitions.dailyPeakP90',
    message: 'At least 90% of the days with open time peaked at or below it (nearest rank)',
  },
  medianBooking: /*i18n*/ {
    id: 'report.definitions.medianBooking',
    message: 'Over the counted bookings’ full lengths',
  },
  crossingMidnight: /*i18n*/ {
    id: 'report.definitions.crossingMidnight',
    message: 'Bookings whose local start and end dates differ',
  },
} as const;

/** One location’s definitions with values in them. */
export const DEFINITION_TEXTS = {
  localTimeIn: /*i18n*/ { id: 'report.definitions.localTimeIn', message: 'Local time in {zone}' },
} as const;

/** The All locations Summary’s definitions where they differ. */
export const PORTFOLIO = {
  timeZone: /*i18n*/ {
    id: 'report.portfolio.timeZone',
    message: 'Each site is read on its own clock where it has one; this zone otherwise',
  },
  sitesAgainstTarget: /*i18n*/ {
    id: 'report.portfolio.sitesAgainstTarget',
    message:
      'Each site’s utilisation against the band it aims for (By location: Target and Status)',
  },
  bays: /*i18n*/ { id: 'report.portfolio.bays', message: 'Bays counted at every location' },
  people: /*i18n*/ {
    id: 'report.portfolio.people',
    message: 'Distinct users per location, summed',
  },
  availableHours: /*i18n*/ {
    id: 'report.portfolio.availableHours',
    message: 'Bays × each site’s open time',
  },
  utilisation: /*i18n*/ {
    id: 'report.portfolio.utilisation',
    message: 'Σ occupied ÷ Σ available; Change in points of percentage',
  },
  baysNeeded: /*i18n*/ {
    id: 'report.portfolio.baysNeeded',
    message: 'Each location’s bays in use 95% of its open time, summed',
  },
  daysNearFull: /*i18n*/ {
    id: 'report.portfolio.daysNearFull',
    message: 'Each location’s days whose peak reached 90% of its bays, summed (site-days)',
  },
} as const;
