/**
 * The report workbook's own words: its title, its page footer, a change's unit, and what the Double
 * bookings sheet leaves out; in English. Their translations: shared/locales/{locale}/reports.po.
 */

/** The words said as they are. */
export const WORKBOOK = {
  title: /*i18n*/ {
    id: 'report.workbook.title',
    message: 'Bookings report',
    comment: 'The title on the first sheet of the report workbook, above the company and period',
  },
  points: /*i18n*/ {
    id: 'report.workbook.points',
    message: 'pts',
    comment:
      'Short unit of a change in percentage points, after the number: "+0.1 pts". Kept short: it is in a number format',
  },
  notPrinted: /*i18n*/ {
    id: 'report.workbook.notPrinted',
    message:
      'This list is left out when the report is printed. To print it, clear this sheet’s print area.',
    comment:
      'The first line of the Double bookings sheet: only the lines above the list are its print area, so a printed report stays short',
  },
} as const;

/** The words with values filled in. */
export const WORKBOOK_TEXTS = {
  titleOf: /*i18n*/ {
    id: 'report.workbook.titleOf',
    message: '{title}: {company}',
    comment:
      'The first sheet’s title line: report.workbook.title, then the company (the account’s name)',
  },
  pageOf: /*i18n*/ {
    id: 'report.workbook.pageOf',
    message: 'Page {page} of {pages}',
    comment:
      'The printed page’s footer; {page} and {pages} are filled in by the spreadsheet when printing',
  },
  doubleBookingsCapped: /*i18n*/ {
    id: 'report.workbook.doubleBookingsCapped',
    message: 'The first {listed} of {count} double bookings at {location}',
    comment:
      'Above the Double bookings sheet when a site has more than it lists; the People sheet counts them all',
  },
} as const;
