import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { insightsFixture } from '../../testing/insights-fixture';
import { LocaleProvider } from '../../ui/locale/LocaleProvider';
import { BayUseList } from './BayUseList';
import { HeadlineFigures } from './HeadlineFigures';
import type { BayUse } from './types';
import { chooseUnderUsedBelow, underUsedBelow } from './under-used';

const DAY = 86_400_000;

function renderIn(ui: ReactNode) {
  return render(
    <MantineProvider env="test">
      <LocaleProvider locales={['en-GB']} clock="auto" weekStart="auto">
        {ui}
      </LocaleProvider>
    </MantineProvider>,
  );
}

/** A bay used `share` of one day. */
const bayUsed = (id: string, share: number): BayUse => ({
  bayId: id,
  bayName: `Bay ${id}`,
  tag: null,
  bookings: share > 0 ? 1 : 0,
  bookedMs: share * DAY,
  occupiedMs: share * DAY,
  availableMs: DAY,
});

afterEach(() => {
  chooseUnderUsedBelow(0.1);
  localStorage.clear();
});

describe('the under-used threshold', () => {
  it('is 10% unless the manager picks another in the By bay card; the label says which, and it is kept', () => {
    renderIn(
      <BayUseList
        bays={[bayUsed('1', 0.04), bayUsed('2', 0.15), bayUsed('3', 0.5), bayUsed('4', 0)]}
        summary="Four bays."
        onOpen={() => undefined}
      />,
    );
    const only = screen.getByTestId('under-used-only');
    const label = () => only.closest('.mantine-Checkbox-root')?.textContent ?? '';
    expect(label()).toBe(
      'Only the under-used bays (below 10% of open time), never-booked ones included (2)',
    );
    expect(screen.getByRole('button', { name: '10%' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '20%' }));
    expect(label()).toBe(
      'Only the under-used bays (below 20% of open time), never-booked ones included (3)',
    );
    fireEvent.click(only);
    expect(screen.getAllByTestId('bay-use-row').map((r) => r.textContent?.slice(0, 5))).toEqual([
      'Bay 2',
      'Bay 1',
      'Bay 4',
    ]);
    // The export of the under-used bays takes the same threshold, and the next start remembers it.
    expect(underUsedBelow()).toBe(0.2);
    expect(localStorage.getItem('bookings-viewer:under-used-below')).toBe('0.2');
    fireEvent.click(screen.getByRole('button', { name: '5%' }));
    expect(screen.getAllByTestId('bay-use-row').map((r) => r.textContent?.slice(0, 5))).toEqual([
      'Bay 1',
      'Bay 4',
    ]);
  });
});

describe('the capacity figure', () => {
  it('says the daily peaks’ 90th percentile and the days near full under bays needed', () => {
    // A week: Tuesday peaked at all 3 bays, the weekdays at 2, the weekend at 1.
    renderIn(<HeadlineFigures insights={insightsFixture('2026-03-02', '2026-03-08')} zone="UTC" />);
    // Under 10 days the 90th percentile is the highest peak, said as such.
    expect(screen.getByTestId('daily-peaks').textContent).toBe(
      'daily peak ≤ 3 on all 7 days · 1 day near full',
    );
  });

  it('says 9 days in 10 from 10 days on, and of one day only whether it was near full', () => {
    const { unmount } = renderIn(
      <HeadlineFigures insights={insightsFixture('2026-03-02', '2026-03-15')} zone="UTC" />,
    );
    expect(screen.getByTestId('daily-peaks').textContent).toMatch(
      /^daily peak ≤ \d+ on 9 days in 10 · \d+ days? near full$/,
    );
    unmount();
    // Tuesday alone: its peak is the Peak figure above; only "near full" is left to say.
    renderIn(<HeadlineFigures insights={insightsFixture('2026-03-03', '2026-03-03')} zone="UTC" />);
    expect(screen.getByTestId('daily-peaks').textContent).toBe('1 day near full');
  });

  it('has no such line when no day has window time', () => {
    const closed = { ...insightsFixture(), daysNearFull: null, dailyPeakP90: null };
    renderIn(<HeadlineFigures insights={closed} zone="UTC" />);
    expect(screen.queryByTestId('daily-peaks')).toBeNull();
  });
});
