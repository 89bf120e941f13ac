/**
 * What jsdom lacks and Mantine or the virtualiser need: matchMedia, ResizeObserver, element sizes
 * (so virtualised lists render rows), scrollIntoView. The renderer project in vitest.config.ts runs it first.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The first render of a test file pulls in Mantine; give it time on a busy machine.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', {
    configurable: true,
    value: NoopResizeObserver,
  });
}

const size = (
  name: 'offsetWidth' | 'offsetHeight' | 'clientWidth' | 'clientHeight',
  value: number,
) => Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
size('offsetWidth', 1200);
size('offsetHeight', 800);
size('clientWidth', 1200);
size('clientHeight', 800);

Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.scrollTo ??= function scrollTo() {};

// jsdom draws nothing and says so for every canvas; the timeline's painted strips (occupancy-paint.ts)
// skip their paint without a context, as a browser without canvas would.
Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
  configurable: true,
  value: () => null,
});
