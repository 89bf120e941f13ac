import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markFirstScreenShown } from '../../ui/after-first-screen';
import { LazyDayPicker, LazyRangePicker } from './LazyDatePicker';

const noop = () => undefined;

describe('the date pickers, loaded after the first screen', () => {
  it('shows the day as the picker writes it, and loads the picker when the pointer reaches it', async () => {
    render(
      <MantineProvider env="test">
        <LazyDayPicker day="2026-03-26" onPick={noop} />
      </MantineProvider>,
    );
    const placeholder = screen.getByRole('button', { name: 'Thu 26 Mar 2026' });
    expect(screen.queryByTestId('day-picker')).toBeNull();
    fireEvent.pointerEnter(placeholder);
    expect((await screen.findByTestId('day-picker')).textContent).toContain('Thu 26 Mar 2026');
  });

  it('shows the range, and loads the picker once the first screen is shown', async () => {
    render(
      <MantineProvider env="test">
        <LazyRangePicker from="2026-03-26" to="2026-04-01" onPick={noop} />
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: '26 Mar 2026 – 1 Apr 2026' })).toBeTruthy();
    expect(screen.queryByTestId('range-picker')).toBeNull();
    act(() => markFirstScreenShown());
    expect((await screen.findByTestId('range-picker')).textContent).toContain(
      '26 Mar 2026 – 1 Apr 2026',
    );
  });
});
