import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFICE_HOURS } from '#shared/sites/opening-hours';
import { createFakeBridge, demoCompany, type FakeCompany } from '../../testing/fake-bridge';
import { preloadLazyChunks } from '../../testing/lazy-chunks';
import { renderApp } from '../../testing/render-app';
import { clearDrafts } from './draft-store';

// 2026-03-29 10:00 in Berlin, 17:00 in Tokyo.
const NOW = Date.UTC(2026, 2, 29, 8, 0);

beforeAll(preloadLazyChunks);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  clearDrafts();
});

const OFFICE = OFFICE_HOURS;

/** Harbour Office keeps Tokyo's clock; Northgate Depot has settings but no zone of its own. */
function company(): FakeCompany {
  const c = demoCompany();
  c.sites = {
    'loc-h': { zone: 'Asia/Tokyo', hours: OFFICE },
    'loc-d': { zone: null, hours: null },
  };
  return c;
}

const picker = () => screen.findByTestId<HTMLInputElement>('timezone-picker');

/** Types a time into the working week's hour and minute fields (the app on a 24-hour clock). */
function setTime(label: 'Opens' | 'Closes', hours: string, minutes: string) {
  fireEvent.change(screen.getByRole('spinbutton', { name: `${label}: hour` }), {
    target: { value: hours },
  });
  fireEvent.change(screen.getByRole('spinbutton', { name: `${label}: minutes` }), {
    target: { value: minutes },
  });
}

describe('site time', () => {
  it('is the default once the site has a zone: the Timeline’s day is the site’s, and Insights ask for site time with the account’s zone', async () => {
    const fake = createFakeBridge([company()]);
    fake.editInsights = (i) => ({ ...i, outsideOpening: { bookings: 3, ms: 95 * 60_000 } });
    renderApp(fake);
    await screen.findByTestId('location-title');
    await waitFor(() => expect(fake.callsOf('listBookings')).toHaveLength(1));
    expect(fake.callsOf('listBookings')[0]!.args).toMatchObject({
      locationId: 'loc-h',
      zone: 'Asia/Tokyo',
      timeMin: '2026-03-29T00:00:00+09:00',
    });
    expect((await picker()).value).toBe('Site time (Asia/Tokyo)');

    fireEvent.click(screen.getByRole('radio', { name: 'Insights' }));
    const basis = await screen.findByTestId('insights-basis');
    expect(fake.callsOf('getInsights')[0]!.args).toMatchObject({
      locationId: 'loc-h',
      zone: 'Europe/Berlin',
      siteTime: true,
    });
    // On the app's clock: the page's locale (en-US) reads 12-hour times.
    expect(basis.textContent).toMatch(/^Counted on: Mon–Fri 8:00\sAM–6:00\sPM, Asia\/Tokyo$/);
    expect(screen.getByTestId('outside-opening').textContent).toBe(
      'Outside opening hours: 3 bookings, 1 h 35 min',
    );
    expect(screen.getByTestId('insights').textContent).toContain('times in Asia/Tokyo (site time)');
  });

  it('gives way to a fixed zone when one is picked, and comes back when Site time is picked; a site without a zone keeps the account’s', async () => {
    const fake = createFakeBridge([company()]);
    renderApp(fake);
    await screen.findAllByTestId('booking-bar');
    fireEvent.click(await picker());
    fireEvent.click(await screen.findByRole('option', { name: /^UTC \(/ }));
    await waitFor(() => expect(fake.companies.get('demo')!.settings.zone).toBe('UTC'));
    await waitFor(() =>
      expect(fake.callsOf('listBookings').at(-1)!.args).toMatchObject({ zone: 'UTC' }),
    );
    expect((await picker()).value).toMatch(/^UTC/);
    // From Tokyo straight to UTC: never drawn in the zone saved before (Berlin) on the way.
    expect(fake.callsOf('listBookings').map((c) => (c.args as { zone: string }).zone)).toEqual([
      'Asia/Tokyo',
      'UTC',
    ]);
    // Remembered for the account on this computer.
    expect(localStorage.getItem('bookings-viewer:zone-choice:demo')).toBe('fixed');

    fireEvent.click(await picker());
    fireEvent.click(await screen.findByRole('option', { name: 'Site time (Asia/Tokyo)' }));
    // Tokyo's day again (already fetched): Ann Archer's 00:30 UTC is 09:30 there.
    await waitFor(() =>
      expect(screen.getAllByTestId('booking-bar')[0]!.getAttribute('aria-label')).toMatch(
        /^Ann Archer 9:30\sAM–11:30\sAM$/,
      ),
    );
    expect((await picker()).value).toBe('Site time (Asia/Tokyo)');
    // The saved zone stays the account's: the fallback for sites without one.
    expect(fake.companies.get('demo')!.settings.zone).toBe('UTC');

    // Northgate Depot has no zone of its own: the account's, and Site time says why it changes nothing.
    fireEvent.click(screen.getByRole('button', { name: /Northgate Depot/ }));
    await waitFor(() =>
      expect(fake.callsOf('listBookings').at(-1)!.args).toMatchObject({
        locationId: 'loc-d',
        zone: 'UTC',
      }),
    );
    expect((await picker()).value).toMatch(/^UTC/);
    fireEvent.click(await picker());
    const option = await screen.findByRole('option', {
      name: 'Site time (no zone set for this site)',
    });
    expect(
      option.getAttribute('aria-disabled') ?? option.getAttribute('data-combobox-disabled'),
    ).toBeTruthy();
  });

  it('counts again once a site’s settings are saved: the account’s Insights are asked for anew', async () => {
    const c = company();
    c.settings = { ...c.settings, clock: '24h' };
    const fake = createFakeBridge([c]);
    renderApp(fake);
    await screen.findAllByTestId('booking-bar');
    fireEvent.click(screen.getByRole('radio', { name: 'Insights' }));
    await screen.findByTestId('insights-basis');
    const counted = fake.callsOf('getInsights').length;

    fireEvent.click(screen.getByRole('tab', { name: /Sites/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Harbour Office' }));
    setTime('Closes', '20', '00');
    fireEvent.click(screen.getByRole('button', { name: 'Apply working week' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save 1 site' }));
    await screen.findByText(/^Saved 1 site\./);

    fireEvent.click(screen.getByRole('tab', { name: /Bookings/ }));
    const basis = await screen.findByTestId('insights-basis');
    await waitFor(() => expect(fake.callsOf('getInsights').length).toBeGreaterThan(counted));
    await waitFor(() =>
      expect(basis.isConnected ? basis.textContent : '').toBe(
        'Counted on: Mon–Fri 08:00–20:00, Asia/Tokyo',
      ),
    );
  });
});
