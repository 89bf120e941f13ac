import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeBridge, demoCompany, type FakeCall } from '../testing/fake-bridge';
import { preloadLazyChunks } from '../testing/lazy-chunks';
import { renderApp } from '../testing/render-app';

// 2026-03-29 10:00 in Berlin.
const NOW = Date.UTC(2026, 2, 29, 8, 0);

beforeAll(preloadLazyChunks);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

/** The calls a newer one superseded that were left to run. */
const leftRunning = (superseded: readonly FakeCall[]) =>
  superseded.filter((c) => !c.signal?.aborted).map((c) => c.args);

describe('paging through days', () => {
  it('aborts every superseded day’s request, and asks for each day once', async () => {
    const fake = createFakeBridge([demoCompany()]);
    renderApp(fake);
    await screen.findAllByTestId('booking-bar');
    const before = fake.callsOf('listBookings').length;
    // Nothing answers while the keys are pressed, as with a slow API.
    fake.holdBookings = true;
    for (let i = 0; i < 10; i++) fireEvent.keyDown(window, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(fake.callsOf('listBookings').at(-1)?.args).toMatchObject({
        timeMin: '2026-04-08T00:00:00+02:00',
      }),
    );
    const paged = fake.callsOf('listBookings').slice(before);
    const last = paged.at(-1)!;
    const superseded = paged.slice(0, -1);
    expect(leftRunning(superseded)).toEqual([]);
    expect(last.signal?.aborted).toBe(false);
    // A day asked for twice would be a request the first abort did not save.
    const days = paged.map((c) => (c.args as { timeMin: string }).timeMin);
    expect(new Set(days).size).toBe(days.length);
    fake.releaseBookings();
  });

  it('aborts the request of a location left before its answer arrives', async () => {
    const fake = createFakeBridge([demoCompany()]);
    renderApp(fake);
    await screen.findAllByTestId('booking-bar');
    const before = fake.callsOf('listBookings').length;
    fake.holdBookings = true;
    const locations = screen.getByRole('navigation', { name: 'Locations' });
    fireEvent.click(within(locations).getByText('Northgate Depot'));
    await waitFor(() =>
      expect(fake.callsOf('listBookings').at(-1)?.args).toMatchObject({ locationId: 'loc-d' }),
    );
    fireEvent.click(within(locations).getByText('Harbour Office'));
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await waitFor(() =>
      expect(fake.callsOf('listBookings').at(-1)?.args).toMatchObject({
        locationId: 'loc-h',
        timeMin: '2026-03-30T00:00:00+02:00',
      }),
    );
    const paged = fake.callsOf('listBookings').slice(before);
    expect(leftRunning(paged.slice(0, -1))).toEqual([]);
    expect(paged.at(-1)!.signal?.aborted).toBe(false);
    fake.releaseBookings();
  });
});
