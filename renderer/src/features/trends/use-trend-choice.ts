import { useCallback, useState } from 'react';
import { isTrendUnit, type TrendUnit } from '#shared/insights/trend-types';
import { isTrendFigure, type TrendFigure } from './trend-figure';
import { spanFor } from './trend-window';

/** What the Trends view shows: months or weeks, how many, and which figure. */
export interface TrendChoice {
  readonly unit: TrendUnit;
  /** The span chosen for each unit, so going back to months finds the months chosen. */
  readonly spans: Readonly<Record<TrendUnit, number>>;
  readonly figure: TrendFigure;
}

const KEY = 'bookings-viewer:trends-choice';

/** Months, the last 12 and 13 weeks, utilisation: what a site's manager looks at first. */
export const DEFAULT_TREND_CHOICE: TrendChoice = {
  unit: 'month',
  spans: { month: spanFor('month', null), week: spanFor('week', null) },
  figure: 'utilisation',
};

function read(): TrendChoice {
  try {
    const stored = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? '{}') as Partial<
      Record<keyof TrendChoice, unknown>
    > | null;
    const spans = (stored?.spans ?? {}) as Partial<Record<TrendUnit, unknown>>;
    // Each part checked: a choice of another version falls back part by part, not as a whole.
    return {
      unit:
        typeof stored?.unit === 'string' && isTrendUnit(stored.unit)
          ? stored.unit
          : DEFAULT_TREND_CHOICE.unit,
      spans: { month: spanFor('month', spans.month), week: spanFor('week', spans.week) },
      figure: isTrendFigure(stored?.figure) ? stored.figure : DEFAULT_TREND_CHOICE.figure,
    };
  } catch {
    return DEFAULT_TREND_CHOICE;
  }
}

/**
 * The Trends choice, remembered on this computer for every site and for All locations, so stepping
 * from site to site keeps the figure and span; and how to change it.
 */
export function useTrendChoice(): readonly [TrendChoice, (next: TrendChoice) => void] {
  const [choice, setChoice] = useState(read);
  const save = useCallback((next: TrendChoice) => {
    setChoice(next);
    try {
      globalThis.localStorage?.setItem(KEY, JSON.stringify(next));
    } catch {
      // Not remembered; chosen for as long as the view is open all the same.
    }
  }, []);
  return [choice, save] as const;
}
