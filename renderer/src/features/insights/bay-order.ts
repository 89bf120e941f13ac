/** Sorting the by-bay list. Pure. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BayUse, UseFigures } from './types';
import { utilisationOf as dividedUse } from '#shared/insights/ratios';

/** The columns the by-bay list sorts by. */
export type BaySortKey = 'name' | 'utilisation' | 'bookings' | 'booked';

/** A column and a direction. */
export interface BaySort {
  readonly key: BaySortKey;
  readonly descending: boolean;
}

/** Occupied ÷ available, or null when nothing was available (shared/insights/ratios.ts). */
export function utilisationOf(f: UseFigures): number | null {
  return dividedUse(f);
}

/** The bay's name as shown; a bay known only from bookings may have none. */
export function bayLabel(b: BayUse, i18n: I18n): string {
  return b.bayName ?? i18n._(msg`Unnamed bay`);
}

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The bays in the chosen order; ties fall back to the bay's name as shown (in the interface's
 * language for a bay without one), so the order is stable.
 */
export function sortBays(bays: readonly BayUse[], sort: BaySort, i18n: I18n): BayUse[] {
  const value = (b: BayUse): number => {
    switch (sort.key) {
      case 'utilisation':
        return utilisationOf(b) ?? -1;
      case 'bookings':
        return b.bookings;
      case 'booked':
        return b.bookedMs;
      case 'name':
        return 0;
    }
  };
  const sign = sort.descending ? -1 : 1;
  const label = (b: BayUse) => bayLabel(b, i18n);
  return [...bays].sort((a, b) => {
    const d = sort.key === 'name' ? byName.compare(label(a), label(b)) : value(a) - value(b);
    return d !== 0 ? d * sign : byName.compare(label(a), label(b));
  });
}
