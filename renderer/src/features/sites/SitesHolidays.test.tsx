import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MethodArgs } from '#shared/contract';
import { OFFICE_HOURS } from '#shared/sites/opening-hours';
import {
  createFakeBridge,
  demoCompany,
  type FakeBridge,
  type FakeCompany,
} from '../../testing/fake-bridge';
import { preloadLazyChunks } from '../../testing/lazy-chunks';
import { renderApp } from '../../testing/render-app';
import { clearDrafts } from './draft-store';

beforeAll(preloadLazyChunks);
afterEach(clearDrafts);

/**
 * Harbour Office in London with England's holidays, Northgate Depot in Berlin without a calendar,
 * Sydney Quay not set up, and Kathmandu Yard in a zone no calendar is suggested for.
 */
function company(): FakeCompany {
  const c = demoCompany();
  c.locations = {
    items: [
      ...c.locations.items,
      { id: 'loc-s', name: 'Sydney Quay' },
      { id: 'loc-k', name: 'Kathmandu Yard' },
    ],
    dropped: 0,
  };
  c.sites = {
    'loc-h': { zone: 'Europe/London', hours: OFFICE_HOURS, holidays: 'GB-ENG' },
    'loc-d': { zone: 'Europe/Berlin', hours: OFFICE_HOURS },
    'loc-k': { zone: 'Asia/Kathmandu', hours: OFFICE_HOURS },
  };
  return c;
}

const rowOf = (name: string) =>
  screen.getAllByTestId('site-row').find((r) => r.getAttribute('data-site') === name)!;
const holidaysOf = (name: string) => within(rowOf(name)).getByTestId('site-holidays').textContent;

/** The sites each updateSites call sent, in order. */
const sent = (fake: FakeBridge) =>
  fake.callsOf('updateSites').map((call) => (call.args as MethodArgs<'updateSites'>).sites);

async function openSites() {
  fireEvent.click(await screen.findByRole('tab', { name: /Sites/ }));
  return screen.findByTestId('sites-table');
}

/** Types into the holiday picker and takes the option whose name starts so. */
async function pickCalendar(search: string, option: RegExp) {
  const input = screen.getByTestId('sites-holidays');
  fireEvent.focus(input);
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: search } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('public holidays on the Sites page', () => {
  it('shows each site’s calendar by name, sets one for several sites, and saves it with holidays', async () => {
    const fake = createFakeBridge([company()]);
    renderApp(fake);
    await openSites();
    // The calendars are asked for once, for the names; codes alone until they come.
    await within(rowOf('Harbour Office')).findByText('England (United Kingdom)');
    expect(holidaysOf('Harbour Office')).toBe('GB-ENG England (United Kingdom)');
    expect(holidaysOf('Northgate Depot')).toBe('No public holidays');
    expect(fake.callsOf('listHolidayCalendars')).toHaveLength(1);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Northgate Depot' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Sydney Quay' }));
    // Found by its region's name, its country's or its code.
    await pickCalendar('bayern', /^Bayern \(Germany\)/);
    fireEvent.click(screen.getByRole('button', { name: 'Apply calendar to 2 sites' }));
    expect(screen.getByTestId('sites-status').textContent).toBe(
      'Holiday calendar DE-BY set for 2 sites: not saved yet.',
    );
    expect(holidaysOf('Sydney Quay')).toBe('DE-BY Bayern (Germany)');
    expect(within(rowOf('Northgate Depot')).getByTestId('unsaved-badge')).toBeTruthy();
    expect(fake.callsOf('updateSites')).toHaveLength(0);

    // One site's calendar taken away: None is a choice of its own.
    fireEvent.click(screen.getByRole('button', { name: 'Edit Harbour Office' }));
    expect(screen.getByTestId<HTMLInputElement>('sites-holidays').value).toBe(
      'England (United Kingdom)',
    );
    await pickCalendar('none', /^None: no public holidays/);
    fireEvent.click(screen.getByRole('button', { name: 'Apply calendar' }));

    fireEvent.click(screen.getByRole('button', { name: 'Save 3 sites' }));
    await screen.findByText(/^Saved 3 sites\./);
    expect(sent(fake)).toEqual([
      [
        { locationId: 'loc-h', zone: 'Europe/London', hours: OFFICE_HOURS, holidays: null },
        { locationId: 'loc-d', zone: 'Europe/Berlin', hours: OFFICE_HOURS, holidays: 'DE-BY' },
        { locationId: 'loc-s', zone: null, hours: null, holidays: 'DE-BY' },
      ],
    ]);
    expect(holidaysOf('Harbour Office')).toBe('No public holidays');
  });

  it('suggests a calendar from each zone only for the sites without one, and names the others', async () => {
    const fake = createFakeBridge([company()]);
    renderApp(fake);
    await openSites();
    fireEvent.click(screen.getByRole('button', { name: 'Suggest holiday calendars' }));
    expect(screen.getByTestId('sites-status').textContent).toBe(
      'A holiday calendar suggested for 1 site from its zone: check it, then Save. ' +
        'No calendar could be suggested for Sydney Quay: it has no zone of its own. Set its zone, or choose its calendar yourself. ' +
        'No calendar is known for the zone of Kathmandu Yard: choose its calendar yourself.',
    );
    // Berlin's, in the draft only; London's England is kept.
    expect(holidaysOf('Northgate Depot')).toBe('DE Germany');
    expect(holidaysOf('Harbour Office')).toBe('GB-ENG England (United Kingdom)');
    expect(screen.getAllByTestId('unsaved-badge')).toHaveLength(1);
    expect(fake.callsOf('updateSites')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Save 1 site' }));
    await screen.findByText(/^Saved 1 site\./);
    expect(sent(fake)).toEqual([
      [{ locationId: 'loc-d', zone: 'Europe/Berlin', hours: OFFICE_HOURS, holidays: 'DE' }],
    ]);
    // Asked again, nothing is left to fill.
    fireEvent.click(screen.getByRole('button', { name: 'Suggest holiday calendars' }));
    expect(screen.getByTestId('sites-status').textContent).toMatch(/^No calendar could be/);
    expect(screen.queryAllByTestId('unsaved-badge')).toHaveLength(0);
  });
});
