import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_SCOPE } from '../data/queries';
import { createFakeBridge, demoCompany } from '../testing/fake-bridge';
import { preloadLazyChunks } from '../testing/lazy-chunks';
import { renderApp } from '../testing/render-app';

// 2026-03-29 10:00 in Berlin: the spring-forward day.
const NOW = Date.UTC(2026, 2, 29, 8, 0);

// The pickers, table and dialogs are chunks of their own: loaded here, so the waits below wait for
// React, not for a module transform on a busy machine.
beforeAll(preloadLazyChunks);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

function otherCompany() {
  const fake = demoCompany();
  return {
    ...fake,
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

describe('the app', () => {
  // jsdom's navigator.languages is en-US: without the OS's locales the page's 12-hour clock is used.
  it('opens the demo company on first run and shows the first location’s bookings by name or a dash', async () => {
    const fake = createFakeBridge([demoCompany()]);
    renderApp(fake);
    expect(await screen.findByTestId('location-title')).toHaveProperty(
      'textContent',
      'Harbour Office',
    );
    const bars = await screen.findAllByTestId('booking-bar');
    expect(bars.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Ann Archer 1:30 AM–4:30 AM',
      '— 8:30 AM–9:30 AM, no name',
      'Bob Baker 10:30 AM–1:30 PM',
    ]);
    expect(within(bars[1]!).getByText('—')).toBeTruthy();
    expect(screen.getByRole('grid')).toBeTruthy();
    expect(screen.getByTestId('total-bookings').textContent).toContain('3');
    // The DST day's window, in the account's zone, with the zone sent along.
    const call = fake.callsOf('listBookings')[0]!;
    expect(call.args).toMatchObject({
      accountId: 'demo',
      locationId: 'loc-h',
      timeMin: '2026-03-29T00:00:00+01:00',
      timeMax: '2026-03-30T00:00:00+02:00',
      zone: 'Europe/Berlin',
    });
    expect(call.signal).toBeInstanceOf(AbortSignal);
  });

  it('starts with the remembered location', async () => {
    const demo = demoCompany();
    demo.settings = { ...demo.settings, lastLocationId: 'loc-d' };
    renderApp(createFakeBridge([demo]));
    expect(await screen.findByTestId('location-title')).toHaveProperty(
      'textContent',
      'Northgate Depot',
    );
  });

  it('keys every query by account and keeps companies apart when switching', async () => {
    const fake = createFakeBridge([demoCompany(), otherCompany()]);
    const { queryClient } = renderApp(fake);
    await screen.findAllByTestId('booking-bar');
    fireEvent.click(screen.getByTestId('account-switcher'));
    fireEvent.click(await screen.findByText('Acme'));
    expect(await screen.findByTestId('location-title')).toHaveProperty('textContent', 'Acme Works');
    expect(screen.queryByText('Harbour Office')).toBeNull();
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey[0]);
    expect(new Set(keys)).toEqual(new Set([APP_SCOPE, 'demo', 'acme']));
  });

  it('shows the precise error with a retry, then recovers', async () => {
    const fake = createFakeBridge([demoCompany()]);
    fake.failures.listBookings = {
      kind: 'server',
      message: 'The server answered 503 Service Unavailable.',
    };
    renderApp(fake);
    expect(await screen.findByText('The server answered 503 Service Unavailable.')).toBeTruthy();
    expect(screen.getByText('The server had a problem while loading bookings')).toBeTruthy();
    fake.failures.listBookings = null;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('booking-bar')).toHaveLength(3);
  });

  it('says how many bookings could not be read', async () => {
    const demo = demoCompany();
    demo.bookingsDropped = 2;
    renderApp(createFakeBridge([demo]));
    expect((await screen.findByTestId('dropped-notice')).textContent).toContain(
      '2 bookings could not be read',
    );
  });

  it('cancels the superseded request when moving on quickly', async () => {
    const fake = createFakeBridge([demoCompany()]);
    fake.holdBookings = true;
    renderApp(fake);
    await waitFor(() => expect(fake.callsOf('listBookings')).toHaveLength(1));
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await waitFor(() => expect(fake.callsOf('listBookings')).toHaveLength(2));
    const [first, second] = fake.callsOf('listBookings');
    expect(first!.signal!.aborted).toBe(true);
    expect(second!.signal!.aborted).toBe(false);
    expect(second!.args).toMatchObject({ timeMin: '2026-03-30T00:00:00+02:00' });
    fake.releaseBookings();
  });

  it('moves the times when the timezone changes and remembers it for the account', async () => {
    const fake = createFakeBridge([demoCompany()]);
    renderApp(fake);
    await screen.findAllByTestId('booking-bar');
    fireEvent.click(screen.getByRole('radio', { name: 'Table' }));
    // A one-day table writes the clock alone.
    expect(await screen.findAllByText(/^1:30\sAM$/)).toHaveLength(1);
    // The picker arrives after the first screen (a chunk of its own, behind a stand-in): wait for it.
    fireEvent.click(await screen.findByTestId('timezone-picker'));
    fireEvent.click(await screen.findByRole('option', { name: /^UTC \(/ }));
    await waitFor(() => expect(fake.companies.get('demo')!.settings.zone).toBe('UTC'));
    expect(await screen.findAllByText(/^12:30\sAM$/)).toHaveLength(1);
    expect(fake.callsOf('listBookings').at(-1)!.args).toMatchObject({
      zone: 'UTC',
      timeMin: '2026-03-29T00:00:00+00:00',
    });
  });

  it('opens a booking’s details on click', async () => {
    renderApp(createFakeBridge([demoCompany()]));
    const bars = await screen.findAllByTestId('booking-bar');
    fireEvent.click(bars[0]!);
    const details = await screen.findByTestId('booking-details');
    expect(details.textContent).toContain('ann@example.com');
    expect(details.textContent).toMatch(/03\/29\/2026, 1:30\sAM \(UTC\+01:00\)/);
    expect(details.textContent).toMatch(/03\/29\/2026, 4:30\sAM \(UTC\+02:00\)/);
    expect(details.textContent).toContain('2 h');
  });

  it('follows the OS’s locale in the desktop app, and the clock setting over it', async () => {
    const fake = createFakeBridge([demoCompany()]);
    fake.systemLocales = ['de-DE', 'en-US'];
    renderApp(fake);
    const bars = await screen.findAllByTestId('booking-bar');
    expect(bars[0]!.getAttribute('aria-label')).toBe('Ann Archer 01:30–04:30');
    fireEvent.click(bars[0]!);
    const details = await screen.findByTestId('booking-details');
    expect(details.textContent).toContain('29.03.2026, 01:30 (UTC+01:00)');

    fireEvent.click(screen.getByTestId('region-menu'));
    fireEvent.click(await screen.findByRole('menuitem', { name: '12-hour' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('booking-bar')[0]!.getAttribute('aria-label')).toMatch(
        /^Ann Archer 1:30\sAM–4:30\sAM$/,
      ),
    );
    expect(fake.companies.get('demo')!.settings.clock).toBe('12h');
    // Dates stay German: only the clock changed.
    expect(screen.getByTestId('booking-details').textContent).toMatch(
      /29\.03\.2026, 1:30\sAM \(UTC\+01:00\)/,
    );
  });

  it('filters by search', async () => {
    renderApp(createFakeBridge([demoCompany()]));
    await screen.findAllByTestId('booking-bar');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search bookings' }), {
      target: { value: 'bob' },
    });
    await waitFor(() => expect(screen.getAllByTestId('booking-bar')).toHaveLength(1));
    expect(screen.getByTestId('total-bookings').textContent).toContain('1');
  });

  it('finds a person however the name is typed, and says when no one matches', async () => {
    const company = demoCompany();
    const [first, ...rest] = company.bookings;
    const siobhan = { id: 'u-s', name: 'Siobhán O’Neill', email: 'siobhan.oneill@example.com' };
    renderApp(
      createFakeBridge([{ ...company, bookings: [{ ...first!, user: siobhan }, ...rest] }]),
    );
    await screen.findAllByTestId('booking-bar');
    const box = screen.getByRole('textbox', { name: 'Search bookings' });
    fireEvent.change(box, { target: { value: 'oneill siobhan' } });
    await waitFor(() => expect(screen.getAllByTestId('booking-bar')).toHaveLength(1));
    fireEvent.change(box, { target: { value: 'nobody' } });
    expect(await screen.findByText('No one matches “nobody”')).toBeTruthy();
  });

  it('applies and remembers the theme choice', async () => {
    const fake = createFakeBridge([demoCompany()]);
    renderApp(fake);
    await screen.findAllByTestId('booking-bar');
    fireEvent.click(screen.getByTestId('theme-menu'));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Dark' }));
    await waitFor(() =>
      expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark'),
    );
    expect(fake.companies.get('demo')!.settings.theme).toBe('dark');
  });

  it('refreshes with Ctrl+R and shows when it last updated', async () => {
    const fake = createFakeBridge([demoCompany()]);
    renderApp(fake);
    await screen.findAllByTestId('booking-bar');
    expect(screen.getByTestId('stale-indicator').textContent).toContain('Updated 10:00');
    const before = fake.callsOf('listBookings').length;
    fireEvent.keyDown(window, { key: 'r', ctrlKey: true });
    await waitFor(() => expect(fake.callsOf('listBookings').length).toBe(before + 1));
  });

  it('starts on today in the account’s zone, not the computer’s', async () => {
    vi.setSystemTime(Date.UTC(2026, 2, 29, 12, 0)); // already 30 March in Auckland
    const demo = demoCompany();
    demo.settings = { ...demo.settings, zone: 'Pacific/Auckland' };
    const fake = createFakeBridge([demo]);
    renderApp(fake);
    await waitFor(() => expect(fake.callsOf('listBookings').length).toBeGreaterThan(0));
    expect(fake.callsOf('listBookings')[0]!.args).toMatchObject({
      timeMin: '2026-03-30T00:00:00+13:00',
      zone: 'Pacific/Auckland',
    });
  });
});
