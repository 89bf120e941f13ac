import {
  MantineProvider,
  type MantineColorScheme,
  type MantineColorSchemeManager,
} from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeSync } from './ThemeSync';

function managerSpy() {
  const set = vi.fn<(value: MantineColorScheme) => void>();
  const manager: MantineColorSchemeManager = {
    get: (fallback) => fallback,
    set,
    subscribe: () => undefined,
    unsubscribe: () => undefined,
    clear: () => undefined,
  };
  return Object.assign(manager, { set });
}

describe('ThemeSync', () => {
  it('applies a theme once, however often the workspace renders, and again when it changes', () => {
    const manager = managerSpy();
    const tree = (theme: 'dark' | 'light' | undefined) => (
      <MantineProvider colorSchemeManager={manager}>
        <ThemeSync theme={theme} />
      </MantineProvider>
    );
    const { rerender } = render(tree(undefined));
    expect(manager.set).not.toHaveBeenCalled();
    rerender(tree('dark'));
    rerender(tree('dark'));
    rerender(tree('dark'));
    expect(manager.set.mock.calls).toEqual([['dark']]);
    rerender(tree('light'));
    expect(manager.set.mock.calls).toEqual([['dark'], ['light']]);
  });
});
