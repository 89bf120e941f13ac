import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A named export loaded on first render, as a chunk of its own, so the first screen does not pay
 * for it (the project has no default exports, which React.lazy expects).
 */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
