import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeBridge, demoCompany, type FakeBridge } from '../testing/fake-bridge';
import { preloadLazyChunks } from '../testing/lazy-chunks';
import { renderApp } from '../testing/render-app';

// 2026-03-29 10:00 in Berlin; the arrow key below moves to the 30th.
const NOW = Date.UTC(2026, 2, 29, 8, 0);
const NEXT_DAY = '2026-03-30T00:00:00+02:00';

beforeAll(preloadLazyChunks);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const TODAY = '2026-03-29T00:00:00+01:00';

/** A second company, to switch to. */
function acme() {
  return {
    ...demoCompany(),
    account: {
      id: 'acme',
      label: 'Acme',
      host: 'acme.example.com',
      createdAt: '2026-01-01T00:00:00Z',
      isDemo: false,
    },
    locations: { items: [{ id: 'acme-1', name: 'Acme Works' }], dropped: 0 },
  };
}

const searchBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Search bookings' });
// The day picker is a chunk of its own, arriving after the first screen: wait for it.
const dayShown = async () => (await screen.findByTestId('day-picker')).textContent;
const lastBookingsCall = (fake: FakeBridge) => fake.callsOf('listBookings').at(-1)!.args;

/** The app on the next day, in the Table, with a search typed. */
async function busyApp(fake: FakeBridge) {
  renderApp(fake);
  await screen.findAllByTestId('booking-bar');
  fireEvent.click(screen.getByRole('radio', { name: 'Table' }));
  fireEvent.keyDown(window, { key: 'ArrowRight' });
  await waitFor(() => expect(lastBookingsCall(fake)).toMatchObject({ timeMin: NEXT_DAY }));
  fireEvent.change(searchBox(), { target: { value: 'bob' } });
  expect(searchBox().value).toBe('bob');
}

describe('how long what is shown lasts, as the user meets it', () => {
  it('another location keeps the day and the Table, and starts without the search', async () => {
    const fake = createFakeBridge([demoCompany()]);
    await busyApp(fake);
    const locations = screen.getByRole('navigation', { name: 'Locations' });
    fireEvent.click(within(locations).getByText('Northgate Depot'));
    expect(await screen.findByTestId('location-title')).toHaveProperty(
      'textContent',
      'Northgate Depot',
    );
    expect(searchBox().value).toBe('');
    expect(await dayShown()).toBe('Mon, Mar 30, 2026');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Table' }).checked).toBe(true);
    await waitFor(() =>
      expect(lastBookingsCall(fake)).toMatchObject({ locationId: 'loc-d', timeMin: NEXT_DAY }),
    );
  });

  it('the Bays tab and back keeps the day, and starts without the search', async () => {
    const fake = createFakeBridge([demoCompany()]);
    await busyApp(fake);
    fireEvent.click(screen.getByRole('tab', { name: 'Bays' }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Bookings' }));
    expect(
      (await screen.findByRole<HTMLInputElement>('textbox', { name: 'Search bookings' })).value,
    ).toBe('');
    expect(await dayShown()).toBe('Mon, Mar 30, 2026');
  });

  it('another account starts afresh: today, on the Timeline, without the search', async () => {
    const fake = createFakeBridge([demoCompany(), acme()]);
    await busyApp(fake);
    fireEvent.click(screen.getByTestId('account-switcher'));
    fireEvent.click(await screen.findByText('Acme'));
    expect(await screen.findByTestId('location-title')).toHaveProperty('textContent', 'Acme Works');
    await waitFor(() =>
      expect(lastBookingsCall(fake)).toMatchObject({ accountId: 'acme', timeMin: TODAY }),
    );
    expect(await dayShown()).toBe('Sun, Mar 29, 2026');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Timeline' }).checked).toBe(true);
    expect(searchBox().value).toBe('');
  });
});
