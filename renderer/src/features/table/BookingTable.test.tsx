import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Booking } from '#shared/model';
import type { TableRow } from '#shared/view/table';
import { LocaleProvider } from '../../ui/locale/LocaleProvider';
import { BookingTable } from './BookingTable';

const HOUR = 3_600_000;
const row = (id: string, user: string | null, startH: number, hours: number): TableRow => {
  const startMs = Date.UTC(2026, 2, 29, startH);
  const booking: Booking = {
    id,
    startMs,
    endMs: startMs + hours * HOUR,
    user: user ? { id: null, name: user, email: `${user.toLowerCase()}@x.example` } : null,
    location: null,
    bay: null,
  };
  return {
    booking,
    userName: user,
    email: booking.user?.email ?? null,
    bayName: 'Bay 1',
    tag: null,
    startMs,
    endMs: booking.endMs,
    durationMs: hours * HOUR,
  };
};

describe('booking table', () => {
  it('sorts by a column header, says so with aria-sort, and opens a row with Enter', () => {
    const onOpen = vi.fn();
    render(
      <MantineProvider env="test">
        <LocaleProvider locales={['de-DE']} clock="auto" weekStart="auto">
          <BookingTable
            rows={[row('a', 'Cy', 1, 1), row('b', 'Ann', 3, 2), row('c', null, 2, 5)]}
            zone="Europe/Berlin"
            days={{ from: '2026-03-29', to: '2026-03-29' }}
            selectedId={null}
            onOpen={onOpen}
            label="Bookings"
          />
        </LocaleProvider>
      </MantineProvider>,
    );
    const users = () =>
      screen
        .getAllByTestId('booking-row')
        .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    expect(users()).toEqual(['Cy', '—', 'Ann']);
    // 01:00 UTC is 03:00 in Berlin after the change; on a one-day table, the clock alone.
    expect(within(screen.getAllByTestId('booking-row')[0]!).getAllByText('03:00')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'User' }));
    expect(users()).toEqual(['Ann', 'Cy', '—']);
    expect(screen.getByRole('columnheader', { name: 'User' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    fireEvent.click(screen.getByRole('button', { name: /Duration/ }));
    fireEvent.click(screen.getByRole('button', { name: /Duration/ }));
    expect(users()).toEqual(['—', 'Ann', 'Cy']);
    fireEvent.keyDown(screen.getAllByTestId('booking-row')[1]!, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'b' }));
  });

  it('writes the day with each time in a range, and on a one-day table for another day only', () => {
    const rows = [row('a', 'Cy', 1, 1), row('b', 'Ann', -3, 4)];
    const renderFor = (days: { from: string; to: string }) =>
      render(
        <MantineProvider env="test">
          <LocaleProvider locales={['en-GB']} clock="auto" weekStart="auto">
            <BookingTable
              rows={rows}
              zone="Europe/Berlin"
              days={days}
              selectedId={null}
              onOpen={() => {}}
              label="Bookings"
            />
          </LocaleProvider>
        </MantineProvider>,
      );
    const cells = () =>
      screen
        .getAllByTestId('booking-row')
        .map((r) =>
          Array.from(r.querySelectorAll('[data-column="start"], [data-column="end"]')).map(
            (c) => c.textContent,
          ),
        );
    const { unmount } = renderFor({ from: '2026-03-29', to: '2026-03-29' });
    // 21:00 UTC on the 28th is 22:00 in Berlin the day before: that one says its day.
    expect(cells()).toEqual([
      ['Sat 28 Mar, 22:00', '03:00'],
      ['03:00', '04:00'],
    ]);
    unmount();
    renderFor({ from: '2026-03-28', to: '2026-03-30' });
    expect(cells()).toEqual([
      ['Sat 28 Mar, 22:00', 'Sun 29 Mar, 03:00'],
      ['Sun 29 Mar, 03:00', 'Sun 29 Mar, 04:00'],
    ]);
  });
});
