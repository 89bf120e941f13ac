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

const OFFICE = OFFICE_HOURS;
const BAND = { low: 0.6, high: 0.85 };

/** The demo company: Harbour Office with a target, Northgate Depot set up without one, Sydney Quay not set up. */
function company(): FakeCompany {
  const c = demoCompany();
  c.locations = {
    items: [...c.locations.items, { id: 'loc-s', name: 'Sydney Quay' }],
    dropped: 0,
  };
  c.sites = {
    'loc-h': { zone: 'Europe/London', hours: OFFICE, target: BAND },
    'loc-d': { zone: null, hours: null },
  };
  return c;
}

const rowOf = (name: string) =>
  screen.getAllByTestId('site-row').find((r) => r.getAttribute('data-site') === name)!;
const targetOf = (name: string) => within(rowOf(name)).getByTestId('site-target').textContent;
const field = (name: 'Low end' | 'High end') =>
  screen.getByRole<HTMLInputElement>('textbox', { name });
const type = (name: 'Low end' | 'High end', value: string) =>
  fireEvent.change(field(name), { target: { value } });

/** The sites each updateSites call sent, in order. */
const sent = (fake: FakeBridge) =>
  fake.callsOf('updateSites').map((call) => (call.args as MethodArgs<'updateSites'>).sites);

async function openSites() {
  fireEvent.click(await screen.findByRole('tab', { name: /Sites/ }));
  return screen.findByTestId('sites-table');
}

describe('targets on the Sites page', () => {
  it('sets a band on several sites, says what to correct, and saves it with the Save bar', async () => {
    const fake = createFakeBridge([company()]);
    renderApp(fake);
    await openSites();
    expect(targetOf('Harbour Office')).toBe('60–85%');
    expect(targetOf('Northgate Depot')).toBe('—No target');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Northgate Depot' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Sydney Quay' }));
    // Neither has a target: the editor says so.
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'No target' }).checked).toBe(
      true,
    );

    // Typing is setting a target; an empty end, a word or a backwards band is said, not applied.
    type('Low end', '85');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'No target' }).checked).toBe(
      false,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Apply target to 2 sites' }));
    expect(screen.getByText('Enter the highest utilisation aimed for, e.g. 85.')).toBeTruthy();
    type('High end', 'lots');
    expect(screen.getByText('Enter a percentage from 0 to 100, e.g. 85, not "lots".')).toBeTruthy();
    type('High end', '60');
    expect(screen.getByText('The high end must be above the low end, e.g. 60 to 85.')).toBeTruthy();
    expect(field('High end').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Apply target to 2 sites' }));
    expect(screen.getByTestId('sites-status').textContent).toBe(
      'The target was not applied: see what to correct above.',
    );
    expect(screen.queryAllByTestId('unsaved-badge')).toHaveLength(0);

    type('Low end', '50');
    type('High end', '75%');
    fireEvent.click(screen.getByRole('button', { name: 'Apply target to 2 sites' }));
    expect(screen.getByTestId('sites-status').textContent).toBe(
      'Target 50–75% set for 2 sites: not saved yet.',
    );
    expect(targetOf('Northgate Depot')).toBe('50–75%');
    expect(targetOf('Sydney Quay')).toBe('50–75%');
    expect(screen.getAllByTestId('unsaved-badge')).toHaveLength(2);
    expect(fake.callsOf('updateSites')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Save 2 sites' }));
    await screen.findByText(/^Saved 2 sites\./);
    const band = { low: 0.5, high: 0.75 };
    expect(fake.callsOf('updateSites').map((c) => c.args)).toEqual([
      {
        accountId: 'demo',
        sites: [
          { locationId: 'loc-d', zone: null, hours: null, target: band },
          { locationId: 'loc-s', zone: null, hours: null, target: band },
        ],
      },
    ]);
    expect(targetOf('Sydney Quay')).toBe('50–75%');
  });

  it('keeps a site’s target when its working week is changed and saved, and removes it with No target', async () => {
    const c = company();
    const fake = createFakeBridge([c]);
    renderApp(fake);
    await openSites();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Harbour Office' }));
    // The editor shows the site's band.
    expect([field('Low end').value, field('High end').value]).toEqual(['60', '85']);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply working week' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save 1 site' }));
    await screen.findByText(/^Saved 1 site\./);
    expect(sent(fake)[0]?.[0]).toMatchObject({ locationId: 'loc-h', target: BAND });
    expect(c.sites?.['loc-h']?.target).toEqual(BAND);
    expect(targetOf('Harbour Office')).toBe('60–85%');

    fireEvent.click(screen.getByRole('button', { name: 'Edit Harbour Office' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'No target' }));
    expect([field('Low end').value, field('High end').value]).toEqual(['', '']);
    fireEvent.click(screen.getByRole('button', { name: 'Apply target' }));
    expect(screen.getByTestId('sites-status').textContent).toBe(
      'Target removed from 1 site: not saved yet.',
    );
    expect(targetOf('Harbour Office')).toBe('—No target');
    fireEvent.click(screen.getByRole('button', { name: 'Save 1 site' }));
    await screen.findByText(/^Saved 1 site\./);
    expect(sent(fake).at(-1)?.[0]).toMatchObject({ target: null });
    expect(c.sites?.['loc-h']?.target).toBeNull();
  });
});
