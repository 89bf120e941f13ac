/**
 * What a Summary says of its scope, and a site’s target, in English.
 * Their translations: shared/locales/{locale}/reports.po.
 */

/** The scope’s items and their plain texts. */
export const SCOPE = {
  period: /*i18n*/ { id: 'report.scope.period', message: 'Period' },
  comparedWith: /*i18n*/ { id: 'report.scope.comparedWith', message: 'Compared with' },
  outsideOpeningHours: /*i18n*/ {
    id: 'report.scope.outsideOpeningHours',
    message: 'Outside opening hours',
  },
  timeOfDay: /*i18n*/ { id: 'report.scope.timeOfDay', message: 'Time of day' },
  filters: /*i18n*/ { id: 'report.scope.filters', message: 'Filters' },
  generated: /*i18n*/ { id: 'report.scope.generated', message: 'Generated' },
  sitesAgainstTarget: /*i18n*/ {
    id: 'report.scope.sitesAgainstTarget',
    message: 'Sites against their target',
  },
  allDay: /*i18n*/ { id: 'report.scope.allDay', message: 'All day' },
  noFilter: /*i18n*/ { id: 'report.scope.noFilter', message: 'None' },
  noTag: /*i18n*/ { id: 'report.scope.noTag', message: '(no tag)' },
  noSiteSettings: /*i18n*/ {
    id: 'report.scope.noSiteSettings',
    message: 'every hour of every day (no site settings)',
  },
  allLocations: /*i18n*/ { id: 'report.scope.allLocations', message: 'All locations' },
} as const;

/** The scope’s texts with values in them. */
export const SCOPE_TEXTS = {
  days: /*i18n*/ {
    id: 'report.scope.days',
    message: '{from} to {to}',
    comment: 'From one day to another, each written as report.scope.date says',
  },
  date: /*i18n*/ {
    id: 'report.scope.date',
    message: '{year}-{month}-{day}',
    comment: 'A day: its year, month and day in figures, in the language’s order',
  },
  tags: /*i18n*/ { id: 'report.scope.tags', message: 'Tags: {tags}' },
  search: /*i18n*/ { id: 'report.scope.search', message: 'Search: {text}' },
  filterSeparator: /*i18n*/ {
    id: 'report.scope.filterSeparator',
    message: '; ',
    comment: 'Between two filters: "Tags: EV; Search: ann"',
  },
  outsideOpening: /*i18n*/ {
    id: 'report.scope.outsideOpening',
    message:
      '{bookingsForm, select, one {{bookings} booking} other {{bookings} bookings}}, {hoursForm, select, one {{hours} hour} other {{hours} hours}}',
    comment:
      'bookingsForm and hoursForm are the plural categories (one, other, …) of the numbers as written, hours to a tenth',
  },
  allLocationsOf: /*i18n*/ {
    id: 'report.scope.allLocationsOf',
    message: 'All locations ({locations})',
  },
  sitesAgainstTargetText: /*i18n*/ {
    id: 'report.scope.sitesAgainstTargetText',
    message: '{within} within, {below} below, {above} above; {none} without a target or open time',
  },
} as const;

/** Where utilisation lies against the target. */
export const TARGET = {
  noneSet: /*i18n*/ { id: 'report.target.noneSet', message: 'None set' },
  below: /*i18n*/ { id: 'report.target.below', message: 'Below' },
  within: /*i18n*/ { id: 'report.target.within', message: 'Within' },
  above: /*i18n*/ { id: 'report.target.above', message: 'Above' },
} as const;

/** A target band. */
export const TARGET_TEXTS = {
  band: /*i18n*/ {
    id: 'report.target.band',
    message: '{low}–{high}%',
    comment: 'A band of utilisation: its low and high per cent',
  },
} as const;
