/** The people reports (`insights --by attendance|double-booking`), by their `--by` name. */

/** Attendance by days a week, and the double bookings. */
export const PEOPLE_REPORTS = ['attendance', 'double-booking'] as const;

/** A people report. */
export type PeopleReport = (typeof PEOPLE_REPORTS)[number];

/** Whether a value (a summary's `by`, say) names a people report. */
export function isPeopleReport(value: string): value is PeopleReport {
  return (PEOPLE_REPORTS as readonly string[]).includes(value);
}
