/**
 * The utilisation under which a bay is under-used: the manager's choice in the By bay card (10%
 * unless chosen), kept on this computer like the app's other display choices, and used by the
 * under-used export too.
 */
import { useSyncExternalStore } from 'react';
import { UNDER_USED_BELOW } from '../bookings/view-state/view-state';

/** The thresholds offered, as ratios. */
export const UNDER_USED_CHOICES: readonly number[] = [0.05, 0.1, 0.2, 0.3];

const KEY = 'bookings-viewer:under-used-below';
const listeners = new Set<() => void>();
/** Chosen on this page: holds even where the storage refuses it. */
let chosen: number | null = null;

/** The chosen threshold, or the default when none (or an unknown one) is kept. */
export function underUsedBelow(): number {
  if (chosen !== null) return chosen;
  let kept: number | null = null;
  try {
    kept = Number(globalThis.localStorage?.getItem(KEY) ?? NaN);
  } catch {
    // Storage refused (a locked-down profile): the default.
  }
  return kept !== null && UNDER_USED_CHOICES.includes(kept) ? kept : UNDER_USED_BELOW;
}

/** Chooses the threshold, for this page and the next start. */
export function chooseUnderUsedBelow(ratio: number): void {
  chosen = ratio;
  try {
    globalThis.localStorage?.setItem(KEY, String(ratio));
  } catch {
    // Not remembered for the next start; chosen for now all the same.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The threshold, and how to choose another; every user of it follows the choice. */
export function useUnderUsedBelow(): readonly [number, (ratio: number) => void] {
  const value = useSyncExternalStore(subscribe, underUsedBelow, underUsedBelow);
  return [value, chooseUnderUsedBelow] as const;
}
