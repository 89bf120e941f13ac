import { useSyncExternalStore } from 'react';

/** How long code that waits for the first screen waits at most (a table, an error, no bookings). */
const FALLBACK_MS = 3000;

let shown = false;
const listeners = new Set<() => void>();

function release(): void {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

/**
 * Says the first bookings are on screen: code held back for later loads once the page is idle, so
 * it does not compete with the frame that shows them.
 */
export function markFirstScreenShown(): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(release, { timeout: 500 });
  else setTimeout(release, 0);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Whatever the first screen turned out to be, held-back code comes soon after.
  const timer = setTimeout(release, FALLBACK_MS);
  return () => {
    clearTimeout(timer);
    listeners.delete(listener);
  };
}

/**
 * Whether the first screen has been shown (or FALLBACK_MS has passed since the caller mounted).
 * Chunks the first frame does not need wait for it, so they do not compete with it.
 */
export function useAfterFirstScreen(): boolean {
  return useSyncExternalStore(subscribe, () => shown);
}
