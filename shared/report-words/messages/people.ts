/**
 * The People and Double bookings sheets’ words, weekdays and opening hours, in English.
 * Their translations: shared/locales/{locale}/reports.po.
 */

/**
 * The attendance bands, each led by what they share and ending in what tells them apart: a wrapped
 * header's last line is still the band's own.
 */
export const PEOPLE_BANDS = {
  '1': /*i18n*/ { id: 'report.people.band.1', message: 'Days a week: 1' },
  '2': /*i18n*/ { id: 'report.people.band.2', message: 'Days a week: 2' },
  '3': /*i18n*/ { id: 'report.people.band.3', message: 'Days a week: 3' },
  '4': /*i18n*/ { id: 'report.people.band.4', message: 'Days a week: 4' },
  'under-1': /*i18n*/ { id: 'report.people.band.under-1', message: 'Days a week: under 1' },
  '5+': /*i18n*/ { id: 'report.people.band.5+', message: 'Days a week: 5 or more' },
} as const;

/** The People and Double bookings sheets’ columns. */
export const PEOPLE = {
  regular: /*i18n*/ { id: 'report.people.regular', message: 'Regular (half a day a week or more)' },
  occasional: /*i18n*/ {
    id: 'report.people.occasional',
    message: 'Occasional (under half a day a week)',
  },
  doubleBookings: /*i18n*/ { id: 'report.people.doubleBookings', message: 'Double bookings' },
  person: /*i18n*/ { id: 'report.people.person', message: 'Person' },
  email: /*i18n*/ { id: 'report.people.email', message: 'E-mail' },
  firstBay: /*i18n*/ { id: 'report.people.firstBay', message: 'First bay' },
  secondBay: /*i18n*/ { id: 'report.people.secondBay', message: 'Second bay' },
  bothHeldFrom: /*i18n*/ { id: 'report.people.bothHeldFrom', message: 'Both held from' },
  bothHeldUntil: /*i18n*/ { id: 'report.people.bothHeldUntil', message: 'Both held until' },
} as const;

/** The weekdays, Monday first. */
export const WEEKDAYS = {
  monday: /*i18n*/ { id: 'report.weekdays.monday', message: 'Monday' },
  tuesday: /*i18n*/ { id: 'report.weekdays.tuesday', message: 'Tuesday' },
  wednesday: /*i18n*/ { id: 'report.weekdays.wednesday', message: 'Wednesday' },
  thursday: /*i18n*/ { id: 'report.weekdays.thursday', message: 'Thursday' },
  friday: /*i18n*/ { id: 'report.weekdays.friday', message: 'Friday' },
  saturday: /*i18n*/ { id: 'report.weekdays.saturday', message: 'Saturday' },
  sunday: /*i18n*/ { id: 'report.weekdays.sunday', message: 'Sunday' },
} as const;

/** The weekdays’ short names, as opening hours say them. */
export const SHORT_WEEKDAYS = {
  mon: /*i18n*/ {
    id: 'report.hours.day.mon',
    message: 'Mon',
    comment: 'In opening hours: "Mon–Fri 08:00–18:00"',
  },
  tue: /*i18n*/ {
    id: 'report.hours.day.tue',
    message: 'Tue',
    comment: 'In opening hours: "Mon–Fri 08:00–18:00"',
  },
  wed: /*i18n*/ {
    id: 'report.hours.day.wed',
    message: 'Wed',
    comment: 'In opening hours: "Mon–Fri 08:00–18:00"',
  },
  thu: /*i18n*/ {
    id: 'report.hours.day.thu',
    message: 'Thu',
    comment: 'In opening hours: "Mon–Fri 08:00–18:00"',
  },
  fri: /*i18n*/ {
    id: 'report.hours.day.fri',
    message: 'Fri',
    comment: 'In opening hours: "Mon–Fri 08:00–18:00"',
  },
  sat: /*i18n*/ {
    id: 'report.hours.day.sat',
    message: 'Sat',
    comment: 'In opening hours: "Mon–Fri 08:00–18:00"',
  },
  sun: /*i18n*/ {
    id: 'report.hours.day.sun',
    message: 'Sun',
    comment: 'In opening hours: "Mon–Fri 08:00–18:00"',
  },
} as const;

/** The phrases of opening hours. */
export const HOURS = {
  allDay: /*i18n*/ { id: 'report.hours.allDay', message: 'all day' },
  everyDayAllDay: /*i18n*/ { id: 'report.hours.everyDayAllDay', message: 'every day, all day' },
  closedEveryDay: /*i18n*/ { id: 'report.hours.closedEveryDay', message: 'closed every day' },
} as const;
