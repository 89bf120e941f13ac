import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFICE_HOURS } from '#shared/sites/opening-hours';
import { createFakeBridge, demoCompany } from '../../testing/fake-bridge';
import { preloadLazyChunks } from '../../testing/lazy-chunks';
import { renderApp } from '../../testing/render-app';

// Sunday 29 March 2026, 10:00 in Berlin: Harbour Office's three bookings are on this day.
const NOW = Date.UTC(2026, 2, 29, 8, 0);

beforeAll(preloadLazyChunks);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

/** The demo company with Harbour Office open on weekdays, 08:00–18:00 (or every hour). */
function companyWith(hours: typeof OFFICE_HOURS | null) {
  const company = demoCompany();
  return { ...company, sites: { ...company.sites, 'loc-h': { zone: null, hours } } };
}

describe('the Timeline’s totals on the site’s clock', () => {
  it('says a Sunday is closed, counts its bookings, and gives no utilisation', async () => {
    renderApp(createFakeBridge([companyWith(OFFICE_HOURS)]));
    expect(await screen.findByTestId('period-closed')).toHaveProperty(
      'textContent',
      'Closed: Sunday',
    );
    expect(screen.getByTestId('total-bookings').textContent).toBe('Bookings3');
    expect(screen.getByTestId('total-hours').textContent).toBe('Booked hours0');
    expect(screen.getByTestId('total-utilisation').textContent).toBe('Utilisation (open hours)—');
    // 2 + 1 + 3 hours, all outside opening hours; none of it "no bookings".
    expect(screen.getByTestId('total-outside').textContent).toBe('Outside opening hours6');
    expect(screen.queryByTestId('no-bookings')).toBeNull();
    expect((await screen.findByTestId('closed-day')).textContent).toBe('Closed: Sunday');
  });

  it('counts every hour of a site without opening hours, with no outside figure', async () => {
    renderApp(createFakeBridge([companyWith(null)]));
    await screen.findAllByTestId('booking-bar');
    // Three bays over a 23-hour day (the clocks go forward), 6 hours booked.
    await waitFor(() =>
      expect(screen.getByTestId('total-utilisation').textContent).toBe('Utilisation8.7%'),
    );
    expect(screen.queryByTestId('total-outside')).toBeNull();
    expect(screen.queryByTestId('period-closed')).toBeNull();
    expect(screen.queryByTestId('closed-day')).toBeNull();
  });

  it('gives no open-time figure, and says why, when the site’s clock cannot be read', async () => {
    const fake = createFakeBridge([companyWith(OFFICE_HOURS)]);
    fake.failures.getSiteClock = { kind: 'internal', message: 'The store could not be read.' };
    renderApp(fake);
    await screen.findAllByTestId('booking-bar');
    await waitFor(() => expect(fake.callsOf('getSiteClock').length).toBeGreaterThan(0));
    // The bookings are counted; utilisation is not guessed over every hour.
    await waitFor(() =>
      expect(screen.getByTestId('total-utilisation').getAttribute('title')).toMatch(
        /opening hours could not be read/,
      ),
    );
    expect(screen.getByTestId('total-bookings').textContent).toBe('Bookings3');
    expect(screen.getByTestId('total-utilisation').textContent).toBe('Utilisation—');
    expect(screen.getByTestId('total-hours').textContent).toBe('Booked hours—');
  });
});
