import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markFirstScreenShown } from '../../ui/after-first-screen';
import { LocaleProvider } from '../../ui/locale/LocaleProvider';
import { LazyRangePicker } from './LazyDatePicker';

// A file of its own: "the first screen is shown" is a module-wide flag, which another test's 3-second
// fallback timer could set on a busy machine, and this test must start before it is.
describe('the range picker, loaded after the first screen', () => {
  it('shows the range, and loads the picker once the first screen is shown', async () => {
    render(
      <MantineProvider env="test">
        <LocaleProvider locales={['de-DE']} clock="auto" weekStart="auto">
          <LazyRangePicker from="2026-03-26" to="2026-04-01" onPick={() => undefined} />
        </LocaleProvider>
      </MantineProvider>,
    );
    // In German, as the picker writes it.
    expect(screen.getByRole('button', { name: '26. März 2026 – 1. Apr. 2026' })).toBeTruthy();
    expect(screen.queryByTestId('range-picker')).toBeNull();
    act(() => markFirstScreenShown());
    expect((await screen.findByTestId('range-picker')).textContent).toContain(
      '26. März 2026 – 1. Apr. 2026',
    );
  });
});
