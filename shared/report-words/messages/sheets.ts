/**
 * The names of a workbook’s sheets and the Summary sheet’s columns, in English.
 * Their translations: shared/locales/{locale}/reports.po.
 */

/** The sheets named once. */
export const SHEET_NAMES = {
  summary: /*i18n*/ { id: 'report.sheets.summary', message: 'Summary' },
  byLocation: /*i18n*/ { id: 'report.sheets.byLocation', message: 'By location' },
  trend: /*i18n*/ { id: 'report.sheets.trend', message: 'Trend' },
  people: /*i18n*/ { id: 'report.sheets.people', message: 'People' },
  byDomain: /*i18n*/ { id: 'report.sheets.byDomain', message: 'By e-mail domain' },
} as const;

/** A breakdown’s sheet. */
export const SHEET_BREAKDOWNS = {
  bay: /*i18n*/ { id: 'report.sheets.by.bay', message: 'By bay' },
  tag: /*i18n*/ { id: 'report.sheets.by.tag', message: 'By tag' },
  day: /*i18n*/ { id: 'report.sheets.by.day', message: 'By day' },
  'weekday-hour': /*i18n*/ { id: 'report.sheets.by.weekday-hour', message: 'By weekday and hour' },
} as const;

/** A trend’s sheet, by its unit. */
export const SHEET_TRENDS = {
  month: /*i18n*/ { id: 'report.sheets.trend.month', message: 'By month' },
  week: /*i18n*/ { id: 'report.sheets.trend.week', message: 'By week' },
} as const;

/** A people report’s sheet. */
export const SHEET_PEOPLE_REPORTS = {
  attendance: /*i18n*/ { id: 'report.sheets.people-report.attendance', message: 'Attendance' },
  'double-booking': /*i18n*/ {
    id: 'report.sheets.people-report.double-booking',
    message: 'Double bookings',
  },
} as const;

/** The bookings’ sheets: the first, then each next one. */
export const SHEET_BOOKINGS = {
  first: /*i18n*/ { id: 'report.sheets.bookings.first', message: 'Bookings' },
  next: /*i18n*/ {
    id: 'report.sheets.bookings.next',
    message: 'Bookings {n}',
    comment: 'A further bookings sheet past Excel’s row limit: n is 2, 3, …',
  },
} as const;

/** The Summary sheet’s columns. */
export const SUMMARY_HEADER = {
  item: /*i18n*/ { id: 'report.summary-header.item', message: 'Item' },
  value: /*i18n*/ { id: 'report.summary-header.value', message: 'Value' },
  before: /*i18n*/ { id: 'report.summary-header.before', message: 'Before' },
  change: /*i18n*/ { id: 'report.summary-header.change', message: 'Change' },
  definition: /*i18n*/ { id: 'report.summary-header.definition', message: 'Definition' },
} as const;
