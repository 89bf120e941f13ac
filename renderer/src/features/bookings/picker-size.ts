/** The Day picker's width: a long date with its weekday in any common locale ("Do., 26. März 2026"). */
export const DAY_PICKER_WIDTH = 170;
/** The Range picker's width: two medium dates ("Mar 26, 2026 – Apr 1, 2026"). */
export const RANGE_PICKER_WIDTH = 240;
