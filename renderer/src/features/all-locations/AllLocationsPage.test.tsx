import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingFilter } from '#shared/contract';
import { createFakeBridge, demoCompany, type FakeBridge } from '../../testing/fake-bridge';
import { preloadLazyChunks } from '../../testing/lazy-chunks';
import { renderApp } from '../../testing/render-app';
import { closedOnSaturday, SATURDAY_BOOKINGS } from './testing/closed-saturday';

const NOW = Date.UTC(2026, 2, 3, 8, 0);

beforeAll(preloadLazyChunks);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

type AllLocationsArgs = { readonly only?: readonly string[]; readonly filter: BookingFilter };

/** The search each getAllLocations call was asked for, in order (null: none). */
function searchesAsked(fake: FakeBridge): (string | null)[] {
  return fake.callsOf('getAllLocations').map((c) => (c.args as AllLocationsArgs).filter.search);
}

/** The locations each getAllLocations call asked for. */
function locationsAsked(fake: FakeBridge): (readonly string[] | undefined)[] {
  return fake.callsOf('getAllLocations').map((c) => (c.args as AllLocationsArgs).only);
}

/** The rows with their figures in (a utilisation, whichever columns the width shows). */
const countedRows = () =>
  screen.getAllByTestId('portfolio-row').filter((r) => /\d%/.test(r.textContent ?? ''));

async function openAllLocations(fake = createFakeBridge([demoCompany()])) {
  renderApp(fake);
  await screen.findByTestId('location-title');
  fireEvent.click(await screen.findByTestId('all-locations-link'));
  await screen.findByTestId('portfolio-table');
  return fake;
}

describe('All locations', () => {
  it('asks the backend once for every location, shows each row as it is counted, and sums the company', async () => {
    const held = createFakeBridge([demoCompany()]);
    held.holdInsights = true;
    const fake = await openAllLocations(held);
    await waitFor(() => expect(locationsAsked(fake)).toEqual([['loc-h', 'loc-d']]));
    expect(screen.getByTestId('portfolio-progress').textContent).toContain('0 of 2 counted');
    // The first location's row shows while the second is still being counted.
    fake.releaseInsights();
    await waitFor(() => expect(countedRows()).toHaveLength(1));
    expect(screen.getByTestId('portfolio-progress').textContent).toContain('1 of 2 counted');
    fake.holdInsights = false;
    fake.releaseInsights();
    await waitFor(() => expect(countedRows()).toHaveLength(2));
    // No location's whole Insights crosses to the page.
    expect(fake.callsOf('getInsights')).toHaveLength(0);
    expect(fake.callsOf('getAllLocations')).toHaveLength(1);
    const totals = screen.getByTestId('portfolio-totals');
    expect(totals.textContent).toContain('All locations');
    expect(screen.getByTestId('portfolio-summary').textContent).toMatch(/2 of 2 locations counted/);
  });

  it('keeps the rows counted when cancelled, and Go on asks only for the rest', async () => {
    const held = createFakeBridge([demoCompany()]);
    held.holdInsights = true;
    const fake = await openAllLocations(held);
    await waitFor(() => expect(locationsAsked(fake)).toHaveLength(1));
    fake.releaseInsights();
    await waitFor(() => expect(countedRows()).toHaveLength(1));
    const call = fake.callsOf('getAllLocations')[0];
    fireEvent.click(
      within(screen.getByTestId('portfolio-progress')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(call?.signal?.aborted).toBe(true));
    fake.holdInsights = false;
    fireEvent.click(await screen.findByRole('button', { name: 'Go on' }));
    await waitFor(() => expect(countedRows()).toHaveLength(2));
    expect(locationsAsked(fake)).toEqual([['loc-h', 'loc-d'], ['loc-d']]);
  });

  it('counts every location again on Refresh (Ctrl+R), showing the rows it had meanwhile', async () => {
    const fake = await openAllLocations();
    await waitFor(() => expect(countedRows()).toHaveLength(2));
    fake.holdInsights = true;
    fireEvent.keyDown(window, { key: 'r', ctrlKey: true });
    await waitFor(() => expect(locationsAsked(fake)).toHaveLength(2));
    expect(locationsAsked(fake)[1]).toEqual(['loc-h', 'loc-d']);
    // The rows counted before stay on screen until their new counts arrive.
    expect(countedRows()).toHaveLength(2);
    fake.holdInsights = false;
    fake.releaseInsights();
    await waitFor(() => expect(screen.queryByTestId('portfolio-progress')).toBeNull());
  });

  it('shows a failed location’s message with Try again, and never a figure for it', async () => {
    const fake = createFakeBridge([demoCompany()]);
    fake.failures.getInsights = { kind: 'network', message: 'Cannot reach the host.' };
    await openAllLocations(fake);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]?.textContent).toContain('Cannot reach the host.');
    const rows = screen.getAllByTestId('portfolio-row');
    for (const row of rows) expect(row.textContent).not.toMatch(/%/);
    fake.failures.getInsights = null;
    for (const row of rows) fireEvent.click(within(row).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(countedRows()).toHaveLength(2));
    // Each row's Try again asks for its own location alone.
    expect(locationsAsked(fake).slice(1).sort()).toEqual([['loc-d'], ['loc-h']]);
  });

  it('counts every location once for a typed word, not once per keystroke', async () => {
    const fake = await openAllLocations();
    await waitFor(() => expect(countedRows()).toHaveLength(2));
    expect(searchesAsked(fake)).toEqual([null]);
    const box = screen.getByRole('textbox', { name: 'Search bookings' });
    let typed = '';
    for (const key of 'north') {
      typed += key;
      fireEvent.change(box, { target: { value: typed } });
    }
    await waitFor(() => expect(searchesAsked(fake)).toContain('north'), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByTestId('portfolio-progress')).toBeNull());
    expect(searchesAsked(fake)).toEqual([null, 'north']);
    expect(locationsAsked(fake)[1]).toEqual(['loc-h', 'loc-d']);
  });

  it('shows regular bookers and double bookings once chosen in Columns, summed in the totals', async () => {
    const fake = createFakeBridge([demoCompany()]);
    fake.editInsights = (i) => ({ ...i, attendance: { ...i.attendance, doubleBookingCount: 3 } });
    await openAllLocations(fake);
    await waitFor(() => expect(countedRows()).toHaveLength(2));
    expect(document.querySelector('[data-column="doubles"]')).toBeNull();
    fireEvent.click(screen.getByTestId('portfolio-columns'));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Double bookings' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Regular bookers' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Double bookings/ })));
    const cells = (column: string) =>
      [...document.querySelectorAll(`td[data-column="${column}"]`)].map((c) => c.textContent);
    // Two locations of 3 each, and the company's 6; a day is too short for regular bookers.
    expect(cells('doubles')).toEqual(['3', '3', '6']);
    expect(cells('regular')).toEqual(['—', '—', '—']);
  });

  it('sorts by a heading, saying so, and a location’s name opens its Insights', async () => {
    await openAllLocations();
    await waitFor(() => expect(countedRows()).toHaveLength(2));
    const heading = screen.getByRole('columnheader', { name: /Bays needed/ });
    fireEvent.click(within(heading).getByRole('button'));
    expect(heading.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(heading).getByRole('button'));
    expect(heading.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Northgate Depot: open its Insights' }));
    expect((await screen.findByTestId('location-title')).textContent).toBe('Northgate Depot');
    await screen.findByTestId('insights-figures');
  });

  it('says a site closed all through the day is closed, and why, with its bookings counted', async () => {
    // Saturday 7 March 2026: every site is open Monday to Friday.
    vi.setSystemTime(Date.UTC(2026, 2, 7, 8, 0));
    const fake = createFakeBridge([demoCompany()]);
    fake.editInsights = closedOnSaturday;
    await openAllLocations(fake);
    await waitFor(() => expect(screen.getAllByTestId('portfolio-closed')).toHaveLength(3));
    for (const row of screen.getAllByTestId('portfolio-row')) {
      const cell = (column: string) => row.querySelector(`td[data-column="${column}"]`);
      expect(cell('utilisation')?.textContent).toBe('ClosedSaturday');
      expect(cell('utilisation')?.getAttribute('title')).toBe('Closed: Saturday');
      expect(cell('bookings')?.textContent).toBe(String(SATURDAY_BOOKINGS));
      // No use to give, and no bay called spare (free) on a day the site was shut.
      expect(cell('spare')?.textContent).toBe('—');
      expect(cell('needed')?.textContent).toBe('—');
      expect(row.textContent).not.toMatch(/\d%/);
      // On one line: the whole of it in its tooltip, for where the row cuts it short.
      const basis = within(row).getByTestId('row-basis');
      expect(basis.textContent).toContain(`Outside opening hours: ${SATURDAY_BOOKINGS} bookings`);
      expect(basis.textContent).toContain(' ·\u00a0Outside');
      expect(basis.getAttribute('title')).toBe(basis.textContent);
    }
    // The company's totals: every site closed, their bookings summed.
    const totals = screen.getByTestId('portfolio-totals');
    expect(totals.querySelector('td[data-column="utilisation"]')?.textContent).toBe(
      'ClosedSaturday',
    );
    expect(totals.querySelector('td[data-column="bookings"]')?.textContent).toBe(
      String(2 * SATURDAY_BOOKINGS),
    );
  });

  it('does not call a closed Saturday against its open Friday a fall: it says not compared', async () => {
    vi.setSystemTime(Date.UTC(2026, 2, 7, 8, 0));
    const fake = createFakeBridge([demoCompany()]);
    fake.editInsights = closedOnSaturday;
    await openAllLocations(fake);
    await waitFor(() => expect(screen.getAllByTestId('portfolio-closed')).toHaveLength(3));
    fireEvent.change(screen.getByLabelText('Compare with'), { target: { value: 'previous' } });
    await waitFor(() =>
      expect(screen.getByTestId('portfolio-summary').textContent).toContain(
        'Change: not compared, as every location was closed in one of the periods and open in the other.',
      ),
    );
    const asked = fake.callsOf('getAllLocations').map((c) => (c.args as { from: string }).from);
    expect(asked).toEqual(['2026-03-07', '2026-03-06']);
    // Every change, the locations' and the company's, says why it is not given; none is a fall.
    const changes = [...document.querySelectorAll('td[data-column$="-change"]')];
    expect(changes.length).toBeGreaterThan(0);
    for (const cell of changes) {
      const notCompared = within(cell as HTMLElement).getByTestId('not-compared');
      expect(notCompared.getAttribute('title')).toBe('not compared: one of the periods was closed');
    }
    expect(screen.getByTestId('portfolio-table').textContent).not.toMatch(/down|▼/);
    expect(screen.getByTestId('portfolio-summary').textContent).not.toMatch(/down/);
  });
});
