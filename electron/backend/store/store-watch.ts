/**
 * Notices what other processes commit to the store (SQLite's data_version, asked a few times a
 * second: a counter in shared memory, no file read) and tells the page which accounts changed, so a
 * Hide names switch from the command line clears an open window's names before its next fetch.
 */
import type { StoreChanged } from '#shared/contract';
import { readSnapshot, snapshotChange, type StoreSnapshot } from './store-snapshot';
import type { Store } from './store';

/** Often enough that a switch reaches the page before a person can click; cheap enough to not show. */
export const STORE_WATCH_INTERVAL_MS = 250;

/** Starts watching the store; returns the function that stops. */
export function watchStore(
  store: Store,
  emit: (change: StoreChanged) => void,
  intervalMs = STORE_WATCH_INTERVAL_MS,
): () => void {
  const snapshot = (): StoreSnapshot | null => {
    try {
      return store.read(readSnapshot);
    } catch {
      // A store that cannot be read hides every name already; nothing to tell until it can.
      return null;
    }
  };
  const stamp = (): { foreign: string; own: string } | null => {
    try {
      const [foreign = '', own = ''] = store.changeStamp().split(':');
      return { foreign, own };
    } catch {
      return null;
    }
  };
  let lastStamp = stamp();
  let last = snapshot();
  const timer = setInterval(() => {
    const now = stamp();
    if (!now || (now.foreign === lastStamp?.foreign && now.own === lastStamp.own)) return;
    const foreign = now.foreign !== lastStamp?.foreign;
    lastStamp = now;
    const next = snapshot();
    if (!next) return;
    const change = last && foreign ? snapshotChange(last, next) : null;
    // This process's own writes are known to its page already: they only move the baseline.
    last = next;
    if (change) emit(change);
  }, intervalMs);
  // Never the reason a process stays alive.
  timer.unref();
  return () => clearInterval(timer);
}
