import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markFirstScreenShown } from '../../ui/after-first-screen';
import { LocaleProvider } from '../../ui/locale/LocaleProvider';
import { LazyDayPicker, LazyRangePicker } from './LazyDatePicker';

const noop = () => undefined;

describe('the date pickers, loaded after the first screen', () => {
  it('shows the day as the picker writes it, and loads the picker when the pointer reaches it', async () => {
    render(
      <MantineProvider env="test">
        <LocaleProvider locales={['en-GB']} clock="auto" weekStart="auto">
          <LazyDayPicker day="2026-03-26" onPick={noop} />
        </LocaleProvider>
      </MantineProvider>,
    );
    const placeholder = screen.getByRole('button', { name: 'Thu, 26 Mar 2026' });
    expect(screen.queryByTestId('day-picker')).toBeNull();
    fireEvent.pointerEnter(placeholder);
    expect((await screen.findByTestId('day-picker')).textContent).toContain('Thu, 26 Mar 2026');
  });

  it('shows the range, and loads the picker once the first screen is shown', async () => {
    render(
      <MantineProvider env="test">
        <LocaleProvider locales={['de-DE']} clock="auto" weekStart="auto">
          <LazyRangePicker from="2026-03-26" to="2026-04-01" onPick={noop} />
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
