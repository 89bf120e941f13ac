import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MethodArgs } from '#shared/contract';
import { createFakeBridge } from '../../testing/fake-bridge';
import { preloadLazyChunks } from '../../testing/lazy-chunks';
import { renderApp } from '../../testing/render-app';
import { trendCompany } from '../../testing/trend-company';

// Thursday 26 March 2026: the last whole month is February.
const NOW = Date.UTC(2026, 2, 26, 10, 0);

beforeAll(preloadLazyChunks);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

type TrendArgs = MethodArgs<'getTrends'>;

const trendCalls = (fake: ReturnType<typeof createFakeBridge>) =>
  fake.callsOf('getTrends').map((c) => c.args as TrendArgs);

async function openAllLocationsTrends(fake = createFakeBridge([trendCompany(NOW)])) {
  renderApp(fake);
  await screen.findByTestId('location-title');
  fireEvent.click(await screen.findByTestId('all-locations-link'));
  const showAs = await screen.findByTestId('all-locations-show-as');
  fireEvent.click(within(showAs).getByRole('radio', { name: 'Trends' }));
  return fake;
}

const card = (name: string) =>
  screen.getAllByTestId('trend-card').find((c) => c.dataset.location === name) as HTMLElement;

describe('Trends for all locations', () => {
  it('shows the last 12 whole months of every site, each chart on the same scale', async () => {
    const fake = await openAllLocationsTrends();
    const cards = await screen.findAllByTestId('trend-card', {}, { timeout: 5000 });
    expect(cards.map((c) => c.dataset.location)).toEqual([
      'North Depot',
      'Harbour Office',
      'East Yard',
    ]);
    const charts = screen.getAllByTestId('trend-chart');
    expect(charts.map((c) => c.dataset.points)).toEqual(['12', '12', '12']);
    // One scale: the busiest site's 75% and the highest target's 85% fit under the same top.
    expect(new Set(charts.map((c) => c.dataset.scaleTop))).toEqual(new Set(['1']));
    expect(screen.getByTestId('trend-scale').textContent).toContain('every chart on one scale');
    // Each chart described by its site's sentence (the keyboard is e2e/trends.spec.ts's).
    const chart = charts[2]!;
    const description = document.getElementById(chart.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(
      'East Yard, utilisation by month, March 2025 to February 2026: 75.0% in February 2026. ' +
        'Latest utilisation 75.0%, above the target of 20–50%.',
    );
    // Every site at once, a year before the twelve months included for year-on-year.
    expect(trendCalls(fake)).toEqual([
      expect.objectContaining({
        allLocations: true,
        unit: 'month',
        from: '2024-03-01',
        to: '2026-02-28',
      }),
    ]);
    expect(screen.getByTestId('trend-period').textContent).toBe(
      'March 2025 to February 2026: whole months, so March 2026 is left out until it is over.',
    );
  });

  it('says where each site’s latest month stands against its target, in words', async () => {
    await openAllLocationsTrends();
    await screen.findAllByTestId('trend-card', {}, { timeout: 5000 });
    const status = (name: string) => within(card(name)).getByTestId('target-status');
    expect(status('North Depot').textContent).toContain('Below the target of 60–85%');
    expect(status('North Depot').dataset.status).toBe('below');
    expect(status('Harbour Office').textContent).toContain('Within the target of 30–60%');
    expect(status('East Yard').textContent).toContain('Above the target of 20–50%');
    expect(within(card('East Yard')).getByTestId('trend-latest').textContent).toBe('75.0%');
  });

  it('lists the same numbers in a table: a row per site, a column per month', async () => {
    await openAllLocationsTrends();
    const table = await screen.findByTestId('trend-table', {}, { timeout: 5000 });
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'Location',
      'Latest against target',
      'Mar 2025',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
      'Jan 2026',
      'Feb',
    ]);
    const rows = within(table).getAllByTestId('trend-row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // The status as All locations says it: short on screen, the whole sentence for a screen reader.
    expect(cells(rows[0]!)).toEqual([
      'Below 60–85%Utilisation 25.0% is below the target of 60–85%',
      ...Array(12).fill('25.0%'),
    ]);
    expect(cells(rows[2]!)[0]).toBe('Above 20–50%Utilisation 75.0% is above the target of 20–50%');
    expect(cells(rows[2]!).slice(1)).toEqual(Array(12).fill('75.0%'));
  });

  it('switches to weeks: asks getTrends by week, and draws the last 13 whole weeks', async () => {
    const fake = await openAllLocationsTrends();
    await screen.findAllByTestId('trend-card', {}, { timeout: 5000 });
    fireEvent.click(within(screen.getByTestId('trend-unit')).getByRole('radio', { name: 'Weeks' }));
    await waitFor(() => expect(trendCalls(fake).at(-1)?.unit).toBe('week'));
    // Monday 22 December 2025 to Sunday 22 March 2026, and the 52 weeks before for year-on-year.
    expect(trendCalls(fake).at(-1)).toMatchObject({ from: '2024-12-23', to: '2026-03-22' });
    await waitFor(
      () =>
        expect(screen.getAllByTestId('trend-chart').map((c) => c.dataset.points)).toEqual([
          '13',
          '13',
          '13',
        ]),
      { timeout: 5000 },
    );
  });

  it('draws another figure on its own scale, with the change on the month before', async () => {
    await openAllLocationsTrends();
    await screen.findAllByTestId('trend-card', {}, { timeout: 5000 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Figure' }), {
      target: { value: 'bookings' },
    });
    // February 2026 has 20 weekdays, January 22: East Yard's three a day are 60, down 6.
    await waitFor(() =>
      expect(within(card('East Yard')).getByTestId('trend-latest').textContent).toBe('60'),
    );
    const changes = within(card('East Yard')).getAllByTestId('change');
    expect(changes[0]?.getAttribute('aria-label')).toBe('down 6 from 66');
    // 23 weekdays' 69 bookings at most: the scale's round top above them.
    expect(screen.getAllByTestId('trend-chart')[0]?.dataset.scaleTop).toBe('80');
  });
});

describe('Trends before the first booking the API holds', () => {
  // Bookings from Monday 16 June 2025: March to May 2025 have no data; June has 11 of 21 weekdays.
  const since = { sinceMs: Date.UTC(2025, 5, 16) };

  it('says “No data” for those months, never 0%, and never calls them the lowest', async () => {
    await openAllLocationsTrends(createFakeBridge([trendCompany(NOW, since)]));
    const table = await screen.findByTestId('trend-table', {}, { timeout: 5000 });
    const north = within(table).getAllByTestId('trend-row')[0]!;
    const cells = within(north)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(1)).toEqual([
      ...Array(3).fill('No data'),
      '13.1%',
      ...Array(8).fill('25.0%'),
    ]);
    const chart = within(card('North Depot')).getByTestId('trend-chart');
    expect(document.getElementById(chart.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'North Depot, utilisation by month, March 2025 to February 2026: 25.0% in February 2026; ' +
        'highest 25.0% in July 2025, lowest 13.1% in June 2025. ' +
        'Latest utilisation 25.0%, below the target of 60–85%.',
    );
    // February 2025 has no data: no change a year on, rather than “▲ 25.0 pts” from 0%.
    const changes = within(card('North Depot')).getByTestId('trend-changes').textContent;
    expect(changes).toContain('vs Jan');
    expect(changes).not.toContain('a year before');
  });

  it('lists them as “No data” in one site’s table, with no change against them', async () => {
    const fake = createFakeBridge([trendCompany(NOW, since)]);
    renderApp(fake);
    await screen.findByTestId('location-title');
    fireEvent.click(screen.getByRole('radio', { name: 'Trends' }));
    const table = await screen.findByTestId('trend-table', {}, { timeout: 5000 });
    const rows = within(table).getAllByTestId('trend-row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(within(rows.at(-1)!).getByRole('rowheader').textContent).toBe('Mar 2025');
    expect(cells(rows.at(-1)!)).toEqual([...Array(6).fill('No data'), '—', '—']);
    // June 2025, the first month with data: nothing to compare with on the month before.
    expect(within(rows.at(-4)!).getByRole('rowheader').textContent).toBe('Jun 2025');
    expect(cells(rows.at(-4)!).slice(0, 2)).toEqual(['13.1%', '11']);
    expect(cells(rows.at(-4)!).slice(6)).toEqual(['—', '—']);
    expect(cells(rows[0]!).at(-1)).toBe('—');
  });
});

describe('Trends for one location', () => {
  it('is a display beside Insights: the site’s months, newest first, with every figure', async () => {
    const fake = createFakeBridge([trendCompany(NOW)]);
    renderApp(fake);
    await screen.findByTestId('location-title');
    fireEvent.click(screen.getByRole('radio', { name: 'Trends' }));
    const table = await screen.findByTestId('trend-table', {}, { timeout: 5000 });
    expect(trendCalls(fake)).toEqual([
      expect.objectContaining({ locationId: 'loc-n', unit: 'month', from: '2024-03-01' }),
    ]);
    expect(screen.getAllByTestId('trend-card')).toHaveLength(1);
    const first = within(table).getAllByTestId('trend-row')[0]!;
    expect(within(first).getByRole('rowheader').textContent).toBe('Feb 2026');
    // Utilisation, bookings, booked hours, peak, bays needed, spare bays; then the changes.
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['25.0%', '20', '200 h', '1', '1', '3', '= 0.0 pts', '= 0.0 pts']);
  });

  it('shows a failure with Try again, and the trends once it works', async () => {
    const fake = createFakeBridge([trendCompany(NOW)]);
    fake.failures.getTrends = { kind: 'network', message: 'Cannot reach the host.' };
    await openAllLocationsTrends(fake);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Cannot reach the host.');
    fake.failures.getTrends = null;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('trend-card', {}, { timeout: 5000 })).toHaveLength(3);
  });

  it('says when the months have no bookings, rather than drawing flat lines', async () => {
    await openAllLocationsTrends(createFakeBridge([trendCompany(NOW, { bookings: false })]));
    expect((await screen.findByTestId('empty-state', {}, { timeout: 5000 })).textContent).toContain(
      'No bookings in these months',
    );
  });
});
