/** The first day of a week: what the week-start setting names, and what named periods count from. */

/** The days a week may start on. */
export const WEEK_STARTS = ['monday', 'sunday', 'saturday'] as const;

/** The first day of a week. */
export type WeekStart = (typeof WEEK_STARTS)[number];

/** The user's setting: a named first day, or 'auto' for the locale's own. */
export type WeekStartSetting = 'auto' | WeekStart;
