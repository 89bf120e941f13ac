import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MethodArgs } from '#shared/contract';
import type { Booking } from '#shared/model';
import { createFakeBridge, demoCompany } from '../../testing/fake-bridge';
import { preloadLazyChunks } from '../../testing/lazy-chunks';
import { renderApp } from '../../testing/render-app';

// Friday 3 April 2026: last month is March, when the demo company's bookings are.
const NOW = Date.UTC(2026, 3, 3, 8, 0);
const HOUR = 3_600_000;

beforeAll(preloadLazyChunks);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

/** The demo company with Siobhán O’Neill at both sites, and a contractor. */
function company() {
  const c = demoCompany();
  const [first] = c.bookings;
  const at = (
    id: string,
    location: Booking['location'],
    user: Booking['user'],
    startMs: number,
    hours: number,
  ): Booking => ({
    ...first!,
    id,
    user,
    location,
    startMs,
    endMs: startMs + hours * HOUR,
  });
  const siobhan = { id: 'u-s', name: 'Siobhán O’Neill', email: 'siobhan@acme.example' };
  const start = Date.UTC(2026, 2, 10, 8, 0);
  return {
    ...c,
    bookings: [
      ...c.bookings,
      at('s1', c.locations.items[0]!, siobhan, start, 8),
      at('s2', c.locations.items[1]!, siobhan, start + 24 * HOUR, 6),
    ],
  };
}

const rows = () => screen.getAllByTestId('person-row');

async function openAllLocationsPeople(fake = createFakeBridge([company()])) {
  renderApp(fake);
  await screen.findByTestId('location-title');
  fireEvent.click(await screen.findByTestId('all-locations-link'));
  const showAs = await screen.findByTestId('all-locations-show-as');
  fireEvent.click(within(showAs).getByRole('radio', { name: 'People' }));
  await screen.findByTestId('people-table');
  return fake;
}

describe('People of all locations', () => {
  it('ranks everyone who booked last month by booked hours, across both sites', async () => {
    const fake = await openAllLocationsPeople();
    const args = fake.callsOf('getPeople')[0]?.args as MethodArgs<'getPeople'>;
    expect(args).toMatchObject({ allLocations: true, from: '2026-03-01', to: '2026-03-31' });
    const names = rows().map((r) => within(r).getByRole('rowheader').textContent);
    expect(names[0]).toBe('Siobhán O’Neill');
    expect(
      within(rows()[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(['siobhan@acme.example', '2', '14 h']));
    expect(screen.getByTestId('people-summary').textContent).toMatch(/^3 people/);
    expect(screen.getAllByTestId('domain-row').map((r) => r.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('acme.example')]),
    );
  });

  it('opens a person: their bookings at both sites by day, a small calendar, and one day at a time', async () => {
    const fake = await openAllLocationsPeople();
    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Siobhán O’Neill' }));
    const drawer = await screen.findByTestId('person-drawer');
    await within(drawer).findAllByTestId('person-booking', {}, { timeout: 10_000 });
    const args = fake.callsOf('getPersonBookings')[0]?.args as MethodArgs<'getPersonBookings'>;
    expect(args).toMatchObject({ allLocations: true, person: 'id:u-s', from: '2026-03-01' });
    expect(within(drawer).getByText('siobhan@acme.example')).toBeTruthy();
    expect(within(drawer).getByTestId('person-summary').textContent).toContain(
      '2 bookings on 2 days at 2 sites, 14 h booked.',
    );
    const list = within(drawer)
      .getAllByTestId('person-booking')
      .map((b) => b.textContent);
    expect(list).toHaveLength(2);
    // On the clock of the view (Berlin, in March an hour ahead of UTC), each at its own site.
    expect(list[0]).toContain('9:00 AM–5:00 PM');
    expect(list[0]).toContain('Harbour Office');
    expect(list[1]).toContain('9:00 AM–3:00 PM');
    expect(list[1]).toContain('Northgate Depot');
    const days = within(drawer).getAllByTestId('person-day');
    expect(days.map((d) => d.getAttribute('aria-label'))).toEqual([
      'Tue, Mar 10: 1 booking',
      'Wed, Mar 11: 1 booking',
    ]);
    fireEvent.click(days[1]!);
    expect(days[1]!.getAttribute('aria-pressed')).toBe('true');
    expect(within(drawer).getAllByTestId('person-booking')).toHaveLength(1);
    expect(within(drawer).getByTestId('person-booking').textContent).toContain('Northgate Depot');
    fireEvent.click(within(drawer).getByRole('button', { name: /show every day/ }));
    expect(within(drawer).getAllByTestId('person-booking')).toHaveLength(2);
  });

  it('exports the people and the domains shown, of every location, as CSV or a workbook', async () => {
    const fake = await openAllLocationsPeople();
    fireEvent.click(screen.getByTestId('people-export'));
    const dialog = await screen.findByRole('dialog', { name: 'Export the people' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Excel workbook' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export…' }));
    await screen.findByTestId('export-running');
    expect(fake.callsOf('startExport')[0]?.args).toMatchObject({
      allLocations: true,
      from: '2026-03-01',
      to: '2026-03-31',
      format: 'xlsx',
      filter: { search: null },
      report: { kind: 'people', by: 'person', domain: null, language: 'en' },
    });
  });

  it('exports the e-mail domains of the domain chosen', async () => {
    const fake = await openAllLocationsPeople();
    fireEvent.change(screen.getByTestId('people-domain'), { target: { value: 'acme.example' } });
    // Enabled again once the domain's people are counted.
    await waitFor(() => expect(fake.callsOf('getPeople')).toHaveLength(2));
    await waitFor(() =>
      expect((screen.getByTestId('domains-export') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId('domains-export'));
    const dialog = await screen.findByRole('dialog', { name: 'Export the e-mail domains' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export…' }));
    await screen.findByTestId('export-running');
    expect(fake.callsOf('startExport')[0]?.args).toMatchObject({
      allLocations: true,
      format: 'csv',
      report: { kind: 'people', by: 'domain', domain: 'acme.example' },
    });
  });

  it('sorts by a heading, either way, saying so to a screen reader', async () => {
    await openAllLocationsPeople();
    const heading = screen.getByRole('columnheader', { name: /Name/ });
    fireEvent.click(within(heading).getByRole('button'));
    expect(heading.getAttribute('aria-sort')).toBe('ascending');
    const names = rows().map((r) => within(r).getByRole('rowheader').textContent);
    expect(names).toEqual([...names].sort((a, b) => (a ?? '').localeCompare(b ?? '')));
    fireEvent.click(within(heading).getByRole('button'));
    expect(heading.getAttribute('aria-sort')).toBe('descending');
  });

  it('finds a person however the name is typed, and says when no one matches', async () => {
    const fake = await openAllLocationsPeople();
    const box = screen.getByRole('textbox', { name: 'Search people' });
    fireEvent.change(box, { target: { value: 'oneill' } });
    await waitFor(() => expect(rows()).toHaveLength(1), { timeout: 10_000 });
    expect(within(rows()[0]!).getByRole('rowheader').textContent).toBe('Siobhán O’Neill');
    fireEvent.change(box, { target: { value: 'nobody' } });
    expect(
      await screen.findByText('No one matches “nobody”', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    const searched = fake
      .callsOf('getPeople')
      .map((c) => (c.args as MethodArgs<'getPeople'>).search);
    // Asked once per word typed, once typing paused: not once per keystroke.
    expect(searched).toEqual([null, 'oneill', 'nobody']);
  });

  it('shows one location’s people from its own People', async () => {
    const fake = createFakeBridge([company()]);
    renderApp(fake);
    await screen.findByTestId('location-title');
    const showAs = screen.getByRole('radiogroup', { name: 'Show as' });
    fireEvent.click(within(showAs).getByRole('radio', { name: 'People' }));
    await screen.findByTestId('people-table');
    const args = fake.callsOf('getPeople')[0]?.args as MethodArgs<'getPeople'>;
    expect(args).toMatchObject({ locationId: 'loc-h' });
    expect(args).not.toHaveProperty('allLocations');
    // Siobhán’s Harbour Office booking alone: 8 h at 1 site.
    const siobhan = rows().find(
      (r) => within(r).getByRole('rowheader').textContent === 'Siobhán O’Neill',
    );
    expect(
      within(siobhan!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(['8.0 h', '1']));
  });

  it('says no one booked in a period without bookings, and offers a longer one', async () => {
    await openAllLocationsPeople();
    // This month: 1 to 3 April, before any booking of the company.
    fireEvent.change(screen.getByTestId('people-period'), { target: { value: 'this-month' } });
    expect(
      await screen.findByText('No one booked in this period', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Try a longer period.')).toBeTruthy();
    expect(screen.queryByTestId('people-table')).toBeNull();
  });
});
