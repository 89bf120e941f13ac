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

describe('Hide names switched by another process (the command line)', () => {
  it('takes every name off the screen at once, and shows none while the refetch fails', async () => {
    const fake = createFakeBridge([demoCompany()]);
    renderApp(fake);
    await screen.findAllByTestId('booking-bar');
    expect(barNames()).toContain('Ann');
    await waitFor(() => expect(fake.listensToStore()).toBe(true));

    // The command line hid the names: the backend now answers with pseudonyms, or not at all.
    fake.companies.get('demo')!.settings = {
      ...fake.companies.get('demo')!.settings,
      hideNames: true,
    };
    fake.failures.listBookings = { kind: 'network', message: 'The API did not answer.' };
    fake.emitStoreChanged({
      accountsChanged: false,
      settingsChanged: ['demo'],
      sitesChanged: [],
      hideNamesChanged: ['demo'],
    });
    await waitFor(() => expect(screen.queryAllByTestId('booking-bar')).toHaveLength(0));
    expect(document.body.textContent).not.toContain('Ann');
    await screen.findByTestId('names-hidden');
    expect(document.body.textContent).not.toContain('Ann');

    fake.failures.listBookings = null;
    fireEvent.click(await screen.findByRole('button', { name: /Try again|Retry/ }));
    await waitFor(() => expect(barNames()).toContain('Person'));
    expect(barNames()).not.toContain('Ann');
  });

  it('says why names are hidden when no one chose it', async () => {
    const fake = createFakeBridge([demoCompany()]);
    const demo = fake.companies.get('demo')!;
    demo.settings = {
      ...demo.settings,
      hideNames: true,
      namesNotice: {
        reason: 'store-unusable',
        message: 'The app’s store /x/bookings-viewer.db is damaged. Move it aside.',
      },
    };
    renderApp(fake);
    const notice = await screen.findByTestId('names-notice');
    expect(notice.textContent).toContain('Names are hidden: the app’s settings could not be read');
    expect(notice.textContent).toContain('Move it aside.');
  });
});
