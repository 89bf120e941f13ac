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

/** Every key the app answers to, by where it works; `mod` is "Ctrl" or "⌘". */
export function keySections(mod: string): readonly KeySection[] {
  return [
    {
      where: 'Anywhere',
      entries: [
        { keys: ['?'], does: 'This list of keys' },
        { keys: ['←', '→'], does: 'The previous or next day (or range)' },
        { keys: ['T'], does: 'Today' },
        { keys: ['/'], does: 'Search bays and people' },
        { keys: [`${mod}+E`], does: 'Export' },
        { keys: [`${mod}+R`], does: 'Refresh' },
      ],
    },
    {
      where: 'On a booking in the timeline (Tab, or the "Skip to the bookings" link, gets there)',
      entries: [
        { keys: ['←', '→'], does: 'The previous or next booking of the bay' },
        { keys: ['↑', '↓'], does: 'The nearest booking in the bay above or below' },
        { keys: ['Home', 'End'], does: "The bay's first or last booking" },
        { keys: ['Enter'], does: 'Open the booking’s details' },
        { keys: ['Esc'], does: 'Hide the booking’s card' },
      ],
    },
    {
      where: 'On a tag heading in the timeline',
      entries: [
        { keys: ['↑', '↓'], does: 'The heading above or below' },
        { keys: ['Home', 'End'], does: 'The first or last heading' },
        { keys: ['←', '→'], does: 'Fold or open the group' },
        { keys: ['Enter'], does: 'Fold or open the group' },
      ],
    },
    {
      where: 'In the Insights heatmap',
      entries: [
        { keys: ['←', '→', '↑', '↓'], does: 'Move between hours and weekdays' },
        { keys: ['Home', 'End'], does: 'The first or last cell of the row' },
        { keys: ['Enter'], does: 'Open the busiest such day in the timeline' },
      ],
    },
  ];
}

/** "⌘" on a Mac, where the shortcuts take Command; "Ctrl" elsewhere. */
export function modifierName(platform: string): string {
  return /mac|iphone|ipad/i.test(platform) ? '⌘' : 'Ctrl';
}
