import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../ui/locale/LocaleProvider';
import { LazyDayPicker } from './LazyDatePicker';

const noop = () => undefined;

describe('the day picker, loaded after the first screen', () => {
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
});
