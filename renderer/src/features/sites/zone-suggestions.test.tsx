import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '#shared/model';
import { zonedTimeToEpoch } from '#shared/time/zone';
import { createFakeBridge, demoCompany, type FakeCompany } from '../../testing/fake-bridge';
import { preloadLazyChunks } from '../../testing/lazy-chunks';
import { renderApp } from '../../testing/render-app';
import { clearDrafts } from './draft-store';

// Thursday 26 March 2026, 09:30 UTC: the four weeks before it are winter time in Europe.
const NOW = Date.UTC(2026, 2, 26, 9, 30);
const DAY = 86_400_000;

beforeAll(preloadLazyChunks);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  clearDrafts();
});

/** Harbour Office's bookings: each weekday of the last four weeks, mostly from 08:00 London time. */
function londonMornings(): Booking[] {
  const harbour = { id: 'loc-h', name: 'Harbour Office' };
  const out: Booking[] = [];
  for (let back = 1; back <= 27; back++) {
    const day = new Date(NOW - back * DAY);
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    for (const [h, m] of [
      [8, 0],
      [8, 15],
      [8, 45],
      [9, 0],
      [13, 0],
    ] as const) {
      const d = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()] as const;
      const startMs = zonedTimeToEpoch('Europe/London', ...d, h, m);
      const id = `k-${out.length}`;
      out.push({
        id,
        startMs,
        endMs: startMs + 3_600_000,
        user: null,
        location: harbour,
        bay: null,
      });
    }
  }
  return out;
}

/** The demo company, none of its three sites set up: one named after a city, one with bookings. */
function company(): FakeCompany {
  const c = demoCompany();
  c.locations = {
    items: [...c.locations.items, { id: 'loc-s', name: 'Sydney Quay' }],
    dropped: 0,
  };
  c.bookings = londonMornings();
  c.sites = {};
  return c;
}

const rowOf = (name: string) =>
  screen.getAllByTestId('site-row').find((r) => r.getAttribute('data-site') === name)!;

describe('zones suggested for sites without one', () => {
  it('shows each suggestion labelled, puts it in the draft only on Use, and saves it only with Save', async () => {
    const fake = createFakeBridge([company()]);
    renderApp(fake);
    fireEvent.click(await screen.findByRole('tab', { name: /Sites/ }));
    await screen.findByTestId('sites-table');

    expect(
      await within(rowOf('Sydney Quay')).findByText(
        'Suggested: Australia/Sydney (from its name; very likely)',
      ),
    ).toBeTruthy();
    expect(
      // The start on the app's clock: the page's locale (en-US) reads 12-hour times. Mornings
      // alone: 08:00 in London is 07:00 in the Azores, so it is said to be a guess.
      within(rowOf('Harbour Office')).getByText(
        /^Suggested: Europe\/London \(bookings mostly start at 8:00\sAM there; a guess: check it\)$/,
      ),
    ).toBeTruthy();
    expect(within(rowOf('Northgate Depot')).queryByTestId('zone-suggestion')).toBeNull();
    // Shown, not applied.
    expect(screen.queryAllByTestId('unsaved-badge')).toHaveLength(0);
    expect(within(rowOf('Sydney Quay')).getByTestId('site-zone').textContent).toContain(
      'Account’s (Europe/Berlin)',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Use Australia/Sydney for Sydney Quay' }));
    const zoneCell = within(rowOf('Sydney Quay')).getByTestId('site-zone');
    expect(zoneCell.textContent).toBe('Australia/Sydney');
    expect(within(rowOf('Sydney Quay')).getByTestId('unsaved-badge')).toBeTruthy();
    expect(screen.getByTestId('sites-status').textContent).toBe(
      'Australia/Sydney set for Sydney Quay: not saved yet.',
    );
    // Harbour Office keeps its suggestion, unused.
    expect(within(rowOf('Harbour Office')).getByTestId('zone-suggestion')).toBeTruthy();
    expect(fake.callsOf('updateSites')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Save 1 site' }));
    await screen.findByText(/^Saved 1 site\./);
    expect(fake.callsOf('updateSites').map((c) => c.args)).toEqual([
      {
        accountId: 'demo',
        sites: [{ locationId: 'loc-s', zone: 'Australia/Sydney', hours: null }],
      },
    ]);
  });

  it('says why no zone could be suggested, and asks again on request', async () => {
    const fake = createFakeBridge([company()]);
    fake.failures.suggestSiteZones = {
      kind: 'network',
      message: 'Cannot reach api.example.com: check your connection.',
    };
    renderApp(fake);
    fireEvent.click(await screen.findByRole('tab', { name: /Sites/ }));
    const status = await screen.findByText(/^No zones could be suggested:/);
    expect(status.textContent).toContain('Cannot reach api.example.com');
    expect(screen.queryAllByTestId('zone-suggestion')).toHaveLength(0);

    fake.failures.suggestSiteZones = null;
    fireEvent.click(screen.getByRole('button', { name: 'Suggest again' }));
    expect(await screen.findAllByTestId('zone-suggestion')).toHaveLength(2);
  });

  it('is not asked for when every site has a zone', async () => {
    const c = company();
    c.sites = Object.fromEntries(
      c.locations.items.map((l) => [l.id, { zone: 'Europe/London', hours: null }]),
    );
    const fake = createFakeBridge([c]);
    renderApp(fake);
    fireEvent.click(await screen.findByRole('tab', { name: /Sites/ }));
    await screen.findByTestId('sites-table');
    expect(fake.callsOf('suggestSiteZones')).toHaveLength(0);
    expect(screen.queryByTestId('zone-suggestions-status')).toBeNull();
  });

  it('offers each place’s canonical zone in the picker: Asia/Kolkata, as the contract keeps it', async () => {
    renderApp(createFakeBridge([company()]));
    fireEvent.click(await screen.findByRole('tab', { name: /Sites/ }));
    await screen.findByTestId('sites-table');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every site shown' }));
    const input = screen.getByTestId('sites-zone');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'kolkata' } });
    expect(
      await screen.findByRole('option', { name: /^Asia\/Kolkata \(UTC\+05:30\)/ }),
    ).toBeTruthy();
  });
});
