import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { laterMessagesLoaded } from '../i18n/activate';

/**
 * A named export loaded on first render, as a chunk of its own, so the first screen does not pay
 * for it (the project has no default exports, which React.lazy expects). It shows once the later
 * views' messages are in too: the first screen's chunk of the catalog does not hold them.
 */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    Promise.all([load(), laterMessagesLoaded()]).then(([module]) => ({ default: module[name] })),
  );
}
