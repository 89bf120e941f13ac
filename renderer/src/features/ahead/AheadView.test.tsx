import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MethodArgs } from '#shared/contract';
import { createFakeBridge, demoCompany } from '../../testing/fake-bridge';
import { preloadLazyChunks } from '../../testing/lazy-chunks';
import { renderApp } from '../../testing/render-app';

// Thursday 2 April 2026, 10:00 in Berlin.
const NOW = Date.UTC(2026, 3, 2, 8, 0);

beforeAll(preloadLazyChunks);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('the weeks ahead', () => {
  it('shows one location’s next 4 weeks from today: each day, closed weekends, and the forecast’s error', async () => {
    const fake = createFakeBridge([demoCompany()]);
    renderApp(fake);
    await screen.findByTestId('location-title');
    const showAs = screen.getByRole('radiogroup', { name: 'Show as' });
    fireEvent.click(within(showAs).getByRole('radio', { name: 'Ahead' }));
    const table = await screen.findByTestId('ahead-table', {}, { timeout: 10_000 });
    const args = fake.callsOf('getForecast')[0]?.args as MethodArgs<'getForecast'>;
    expect(args).toMatchObject({
      locationId: 'loc-h',
      from: '2026-04-02',
      weeks: 4,
      historyWeeks: 12,
    });
    const days = within(table).getAllByTestId('ahead-day');
    expect(days).toHaveLength(28);
    expect(days[0]?.textContent).toContain('Thu, Apr 2');
    // Saturday 4 April: closed, and why, with no figures.
    expect(days[2]?.getAttribute('data-status')).toBe('closed');
    expect(days[2]?.textContent).toContain('Closed: Saturday');
    expect(days[0]?.getAttribute('data-status')).toBe('room');
    expect(screen.getByTestId('ahead-summary').textContent).toContain(
      'Expect to need up to 2 of 3 bays. No day is likely to be full.',
    );
    expect(screen.getByTestId('ahead-error').textContent).toMatch(
      /^Off by 0\.5 bays on average over the last 8 weeks \(16\.7% of the bays\)\. Forecast from the median of the same weekday’s peaks over 12 weeks/,
    );
  });

  it('exports the weeks shown, of every location, as the command line writes them', async () => {
    const fake = createFakeBridge([demoCompany()]);
    renderApp(fake);
    await screen.findByTestId('location-title');
    fireEvent.click(await screen.findByTestId('all-locations-link'));
    fireEvent.click(
      within(await screen.findByTestId('all-locations-show-as')).getByRole('radio', {
        name: 'Ahead',
      }),
    );
    await screen.findByTestId('ahead-sites', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByTestId('ahead-export'));
    const dialog = await screen.findByRole('dialog', { name: 'Export the weeks ahead' });
    // The file's days are the weeks shown: no other range is offered.
    expect(within(dialog).queryByRole('radio', { name: 'A date range' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export…' }));
    await screen.findByTestId('export-running');
    expect(fake.callsOf('startExport')[0]?.args).toMatchObject({
      allLocations: true,
      from: '2026-04-02',
      to: '2026-04-29',
      format: 'csv',
      report: { kind: 'forecast', weeks: 4, historyWeeks: 12, backtest: false },
    });
  });

  it('asks again for the weeks and the history chosen', async () => {
    const fake = createFakeBridge([demoCompany()]);
    renderApp(fake);
    await screen.findByTestId('location-title');
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Show as' })).getByRole('radio', {
        name: 'Ahead',
      }),
    );
    await screen.findByTestId('ahead-table', {}, { timeout: 10_000 });
    fireEvent.change(screen.getByTestId('ahead-weeks'), { target: { value: '1' } });
    fireEvent.change(screen.getByTestId('ahead-history'), { target: { value: '26' } });
    await screen.findAllByTestId('ahead-day');
    expect(fake.callsOf('getForecast').at(-1)?.args).toMatchObject({ weeks: 1, historyWeeks: 26 });
    expect(await screen.findByText(/Apr 2, 2026 – Apr 8, 2026/)).toBeTruthy();
  });

  it('shows every location on one screen, says which has too little history, and opens one', async () => {
    const fake = createFakeBridge([demoCompany()]);
    renderApp(fake);
    await screen.findByTestId('location-title');
    fireEvent.click(await screen.findByTestId('all-locations-link'));
    const showAs = await screen.findByTestId('all-locations-show-as');
    fireEvent.click(within(showAs).getByRole('radio', { name: 'Ahead' }));
    const sites = await screen.findByTestId('ahead-sites', {}, { timeout: 10_000 });
    expect(fake.callsOf('getForecast')[0]?.args).toMatchObject({ allLocations: true });
    const rows = within(sites).getAllByTestId('ahead-site');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getAllByRole('listitem')).toHaveLength(28);
    expect(within(rows[0]!).getByRole('listitem', { name: 'Sat, Apr 4: Closed' })).toBeTruthy();
    expect(rows[1]?.textContent).toContain(
      'Too little history to forecast: bookings in 2 weeks of the last 12 weeks.',
    );
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Northgate Depot' }));
    expect(await screen.findByTestId('location-title')).toHaveProperty(
      'textContent',
      'Northgate Depot',
    );
    expect(await screen.findByTestId('ahead-table', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
