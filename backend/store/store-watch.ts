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

/** What the watch has noticed since it last looked: `check()` says what changed, or null. */
export interface StoreWatch {
  check(): StoreChanged | null;
}

/** A watch over the store, looking only when asked (watchStore asks on a timer). */
export function createStoreWatch(store: Store): StoreWatch {
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
  return {
    check() {
      const now = stamp();
      if (!now || (now.foreign === lastStamp?.foreign && now.own === lastStamp.own)) return null;
      const foreign = now.foreign !== lastStamp?.foreign;
      lastStamp = now;
      const next = snapshot();
      if (!next) return null;
      const change = last && foreign ? snapshotChange(last, next) : null;
      // This process's own writes are known to its page already: they only move the baseline.
      last = next;
      return change;
    },
  };
}

/** Starts watching the store; returns the function that stops. */
export function watchStore(
  store: Store,
  emit: (change: StoreChanged) => void,
  intervalMs = STORE_WATCH_INTERVAL_MS,
): () => void {
  const watch = createStoreWatch(store);
  const timer = setInterval(() => {
    const change = watch.check();
    if (change) emit(change);
  }, intervalMs);
  // Never the reason a process stays alive.
  timer.unref();
  return () => clearInterval(timer);
}
