import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { insightsFixture } from '../../testing/insights-fixture';
import { LocaleProvider } from '../../ui/locale/LocaleProvider';
import { PeopleCard } from './PeopleCard';
import type { Insights } from './types';

const HOUR = 3_600_000;

function renderCard(insights: Insights) {
  return render(
    <MantineProvider env="test">
      <LocaleProvider locales={['en-GB']} clock="auto" weekStart="auto">
        <PeopleCard insights={insights} />
      </LocaleProvider>
    </MantineProvider>,
  );
}

describe('the People card', () => {
  it('counts people per band of days a week, and names who held two bays at once, with both bays', () => {
    const base = insightsFixture('2026-03-02', '2026-03-15');
    const monday9 = Date.UTC(2026, 2, 2, 9);
    renderCard({
      ...base,
      attendance: {
        ...base.attendance,
        doubleBookingCount: 1,
        doubleBookings: [
          {
            person: { id: 'u1', name: 'Ann Example', email: 'ann@example.com' },
            first: {
              bookingId: 'k1',
              bayId: 'A1',
              bayName: 'Bay A1',
              startMs: monday9,
              endMs: monday9 + 3 * HOUR,
            },
            second: {
              bookingId: 'k2',
              bayId: 'A2',
              bayName: 'Bay A2',
              startMs: monday9 + 2 * HOUR,
              endMs: monday9 + 6 * HOUR,
            },
            overlapStartMs: monday9 + 2 * HOUR,
            overlapEndMs: monday9 + 3 * HOUR,
          },
        ],
      },
    });
    expect(screen.getByText(/7 people booked over 2\.0 weeks: 5 regular/)).toBeTruthy();
    const bands = within(screen.getByTestId('attendance-bands'));
    expect(bands.getByRole('columnheader', { name: '5 or more' })).toBeTruthy();
    expect(bands.getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '2',
      '1',
      '1',
      '1',
      '1',
      '1',
    ]);
    const row = within(screen.getByTestId('double-booking'));
    expect(row.getByText('Ann Example (ann@example.com)')).toBeTruthy();
    expect(row.getByText(/^Bay A1 \(/)).toBeTruthy();
    expect(row.getByText(/^Bay A2 \(/)).toBeTruthy();
    expect(row.getByText('Mon, 2 Mar 2026')).toBeTruthy();
    expect(screen.getByTestId('double-booking-count').textContent).toBe(
      '1 time one person held two bays at once.',
    );
  });

  it('says nobody held two bays, and that days a week need a week, for a single day', () => {
    renderCard(insightsFixture('2026-03-02', '2026-03-02'));
    expect(
      screen.getByText('7 people booked. Days a week need a period of a week or more.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('attendance-bands')).toBeNull();
    expect(screen.getByText('Nobody held two bays at once.')).toBeTruthy();
  });
});
