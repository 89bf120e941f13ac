/**
 * @testing-library/react as the renderer's tests import it (vitest.config.ts aliases the name
 * here): every render inside the app's i18n provider, as the app renders, in English. Cleanup is
 * dom-setup.ts's, after each test.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  render as renderPure,
  renderHook as renderHookPure,
  type RenderHookOptions,
  type RenderOptions,
} from '@testing-library/react/pure';
import type { ComponentType, JSXElementConstructor, ReactElement, ReactNode } from 'react';

export * from '@testing-library/react/pure';

// Source messages serve as English in tests: the macros keep them outside production builds.
if (!i18n.locale) {
  i18n.load('en', {});
  i18n.activate('en');
}

function withI18n(
  Inner?: JSXElementConstructor<{ children: ReactNode }>,
): ComponentType<{ children: ReactNode }> {
  return function I18nWrapper({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>;
  };
}

/** render, inside the i18n provider (and the test's own wrapper, if any). */
export function render(ui: ReactElement, options: RenderOptions = {}) {
  return renderPure(ui, { ...options, wrapper: withI18n(options.wrapper) });
}

/** renderHook, inside the i18n provider (and the test's own wrapper, if any). */
export function renderHook<Result, Props>(
  hook: (props: Props) => Result,
  options: RenderHookOptions<Props> = {},
) {
  return renderHookPure(hook, { ...options, wrapper: withI18n(options.wrapper) });
}
