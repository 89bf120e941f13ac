import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** One key (or keys) and what it does. */
export interface KeyEntry {
  readonly keys: readonly string[];
  readonly does: string;
}

/** Keys that work in one place of the app. */
export interface KeySection {
  readonly where: string;
  readonly entries: readonly KeyEntry[];
}

// Keys by the names printed on them, the same in every language of the interface.
const HOME = 'Home';
const END = 'End';
const ENTER = 'Enter';
const ESC = 'Esc';
const CTRL = 'Ctrl';

/** Every key the app answers to, by where it works, in the interface's language; `mod` is "Ctrl" or "⌘". */
export function keySections(i18n: I18n, mod: string): readonly KeySection[] {
  const foldOrOpen = i18n._(msg`Fold or open the group`);
  return [
    {
      where: i18n._(msg`Anywhere`),
      entries: [
        { keys: ['?'], does: i18n._(msg`This list of keys`) },
        { keys: ['←', '→'], does: i18n._(msg`The previous or next day (or range)`) },
        { keys: ['T'], does: i18n._(msg`Today`) },
        { keys: ['/'], does: i18n._(msg`Search bays and people`) },
        { keys: [`${mod}+E`], does: i18n._(msg`Export`) },
        { keys: [`${mod}+R`], does: i18n._(msg`Refresh`) },
      ],
    },
    {
      where: i18n._(
        msg`On a booking in the timeline (Tab, or the “Skip to the bookings” link, gets there)`,
      ),
      entries: [
        { keys: ['←', '→'], does: i18n._(msg`The previous or next booking of the bay`) },
        { keys: ['↑', '↓'], does: i18n._(msg`The nearest booking in the bay above or below`) },
        { keys: [HOME, END], does: i18n._(msg`The bay’s first or last booking`) },
        { keys: [ENTER], does: i18n._(msg`Open the booking’s details`) },
        { keys: [ESC], does: i18n._(msg`Hide the booking’s card`) },
      ],
    },
    {
      where: i18n._(msg`On a tag heading in the timeline`),
      entries: [
        { keys: ['↑', '↓'], does: i18n._(msg`The heading above or below`) },
        { keys: [HOME, END], does: i18n._(msg`The first or last heading`) },
        { keys: ['←', '→'], does: foldOrOpen },
        { keys: [ENTER], does: foldOrOpen },
      ],
    },
    {
      where: i18n._(msg`In the timeline of a range of days`),
      entries: [
        { keys: ['+', '−'], does: i18n._(msg`Zoom in or out (Day, Week, Month, Fit)`) },
        { keys: [`${CTRL}+${i18n._(msg`wheel`)}`], does: i18n._(msg`Zoom around the pointer`) },
      ],
    },
    {
      where: i18n._(msg`On a day’s cell in the timeline, zoomed out`),
      entries: [
        { keys: ['←', '→'], does: i18n._(msg`The day before or after`) },
        { keys: ['↑', '↓'], does: i18n._(msg`The same day of the bay above or below`) },
        { keys: [HOME, END], does: i18n._(msg`The bay’s first or last day`) },
        { keys: [ENTER], does: i18n._(msg`The bay’s bookings of that day, at Day`) },
      ],
    },
    {
      where: i18n._(msg`In the Insights heatmap`),
      entries: [
        { keys: ['←', '→', '↑', '↓'], does: i18n._(msg`Move between hours and weekdays`) },
        { keys: [HOME, END], does: i18n._(msg`The first or last cell of the row`) },
        { keys: [ENTER], does: i18n._(msg`Open the busiest such day in the timeline`) },
      ],
    },
  ];
}

/** "⌘" on a Mac, where the shortcuts take Command; "Ctrl" elsewhere. */
export function modifierName(platform: string): string {
  return /mac|iphone|ipad/i.test(platform) ? '⌘' : CTRL;
}
