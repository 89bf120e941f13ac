import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeBridge, demoCompany } from '../../testing/fake-bridge';
import { preloadLazyChunks } from '../../testing/lazy-chunks';
import { renderApp } from '../../testing/render-app';

// 2026-03-29 10:00 in Berlin, the fake company's day with bookings.
const NOW = Date.UTC(2026, 2, 29, 8, 0);

beforeAll(preloadLazyChunks);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const barNames = () =>
  screen.getAllByTestId('booking-bar').map((b) => b.getAttribute('aria-label')?.split(' ')[0]);

describe('Hide names', () => {
  it('is switched on the Sites tab, says so in the header, and shows the bookings again without names', async () => {
    const fake = createFakeBridge([demoCompany()]);
    renderApp(fake);
    await screen.findAllByTestId('booking-bar');
    expect(barNames()).toContain('Ann');
    expect(screen.queryByTestId('names-hidden')).toBeNull();

    fireEvent.click(await screen.findByRole('tab', { name: /Sites/ }));
    // By its test id: a role query over the whole app's tree is slow on a busy machine.
    const toggle = (await screen.findByTestId('hide-names')) as HTMLInputElement;
    expect(toggle.getAttribute('role')).toBe('switch');
    expect(toggle.getAttribute('aria-label')).toBe('Hide names');
    expect(toggle.checked).toBe(false);
    const fetched = fake.callsOf('listBookings').length;
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(screen.getByTestId('names-hidden').textContent).toBe('Names hidden'),
    );
    expect(fake.callsOf('updateSettings').at(-1)?.args).toEqual({
      accountId: 'demo',
      hideNames: true,
    });

    fireEvent.click(screen.getByRole('tab', { name: 'Bookings' }));
    // The bookings read with the names are fetched again, now without them.
    await waitFor(() => expect(barNames()).toContain('Person'));
    expect(fake.callsOf('listBookings').length).toBeGreaterThan(fetched);
    expect(barNames()).not.toContain('Ann');

    fireEvent.click(screen.getByRole('tab', { name: /Sites/ }));
    fireEvent.click(await screen.findByTestId('hide-names'));
    await waitFor(() => expect(screen.queryByTestId('names-hidden')).toBeNull());
    fireEvent.click(screen.getByRole('tab', { name: 'Bookings' }));
    await waitFor(() => expect(barNames()).toContain('Ann'));
  });
});
