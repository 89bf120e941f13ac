/** The Day picker's width: a long date with its weekday in any common locale ("Do., 26. März 2026"). */
export const DAY_PICKER_WIDTH = 170;
/** The Range picker's width: two medium dates ("Mar 26, 2026 – Apr 1, 2026"). */
export const RANGE_PICKER_WIDTH = 240;
/** The tag filter's width (a MultiSelect loaded after the first screen, and its stand-in). */
export const TAG_FILTER_WIDTH = 200;
