import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { laterMessagesLoaded } from '../i18n/activate';

/**
 * A named export loaded on first render, as a chunk of its own, so the first screen does not pay
 * for it (the project has no default exports, which React.lazy expects). A view of the later
 * catalog parts (Insights, Trends, All locations, exports: `laterMessages`) also waits for their
 * messages, which the first screen's chunk of the catalog does not hold.
 */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  options: { readonly laterMessages?: boolean } = {},
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    Promise.all([load(), options.laterMessages ? laterMessagesLoaded() : null]).then(
      ([module]) => ({ default: module[name] }),
    ),
  );
}
