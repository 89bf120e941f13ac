import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFICE_HOURS, weeklyHours } from '#shared/sites/opening-hours';
import { createFakeBridge, demoCompany, type FakeCompany } from '../../testing/fake-bridge';
import { preloadLazyChunks } from '../../testing/lazy-chunks';
import { renderApp } from '../../testing/render-app';
import { clearDrafts } from './draft-store';

// 2026-03-26 10:30 in Berlin (a Thursday; 09:30 in London, 20:30 in Sydney).
const NOW = Date.UTC(2026, 2, 26, 9, 30);

beforeAll(preloadLazyChunks);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  clearDrafts();
});

const OFFICE = OFFICE_HOURS;

/** The demo company with three sites, none set up. */
function company(): FakeCompany {
  const c = demoCompany();
  c.locations = {
    items: [...c.locations.items, { id: 'loc-s', name: 'Sydney Quay' }],
    dropped: 0,
  };
  c.sites = {};
  c.settings = { ...c.settings, clock: '24h' };
  return c;
}

const rowOf = (name: string) =>
  screen.getAllByTestId('site-row').find((r) => r.getAttribute('data-site') === name)!;

async function openSites() {
  fireEvent.click(await screen.findByRole('tab', { name: /Sites/ }));
  return screen.findByTestId('sites-table');
}

async function pickZone(search: string, option: RegExp) {
  const input = screen.getByTestId('sites-zone');
  // Typed, not clicked open: the list holds only the zones that match (all 400 are slow to draw).
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: search } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

/** Types a time into the working week's hour and minute fields (the app on a 24-hour clock). */
function setTime(label: 'Opens' | 'Closes', hours: string, minutes: string) {
  fireEvent.change(screen.getByRole('spinbutton', { name: `${label}: hour` }), {
    target: { value: hours },
  });
  fireEvent.change(screen.getByRole('spinbutton', { name: `${label}: minutes` }), {
    target: { value: minutes },
  });
}

function timeOf(label: 'Opens' | 'Closes'): string {
  const field = (part: string) =>
    screen.getByRole<HTMLInputElement>('spinbutton', { name: `${label}: ${part}` }).value;
  return `${field('hour')}:${field('minutes')}`;
}

describe('the Sites page', () => {
  it('sets a zone and a working week on several sites at once and saves them in one call', async () => {
    const fake = createFakeBridge([company()]);
    renderApp(fake);
    await openSites();
    expect(screen.getAllByTestId('site-row').map((r) => r.getAttribute('data-site'))).toEqual([
      'Harbour Office',
      'Northgate Depot',
      'Sydney Quay',
    ]);
    expect(within(rowOf('Harbour Office')).getByTestId('site-basis').textContent).toBe(
      'every hour of every day, Europe/Berlin (no site settings)',
    );

    // Every site, then one taken off again.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every site shown' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Northgate Depot' }));
    expect(screen.getByRole('heading', { name: 'Change 2 selected sites' })).toBeTruthy();

    await pickZone('sydney', /^Australia\/Sydney \(UTC\+11:00\)/);
    fireEvent.click(screen.getByRole('button', { name: 'Apply zone to 2 sites' }));
    // The working week: Monday to Friday, 07:30 to 17:00.
    setTime('Opens', '07', '30');
    setTime('Closes', '17', '00');
    fireEvent.click(screen.getByRole('button', { name: 'Apply working week to 2 sites' }));

    // Marked, not saved: nothing has gone to the backend yet.
    expect(screen.getAllByTestId('unsaved-badge')).toHaveLength(2);
    expect(screen.getByTestId('sites-savebar').textContent).toContain('2 sites changed, not saved');
    expect(fake.callsOf('updateSites')).toHaveLength(0);
    expect(within(rowOf('Sydney Quay')).getByTestId('site-basis').textContent).toBe(
      'Mon–Fri 07:30–17:00, Australia/Sydney',
    );
    expect(within(rowOf('Northgate Depot')).queryByTestId('unsaved-badge')).toBeNull();

    const before = fake.callsOf('listSites').length;
    fireEvent.click(screen.getByRole('button', { name: 'Save 2 sites' }));
    await screen.findByText(/^Saved 2 sites\./);
    const hours = weeklyHours(['mon', 'tue', 'wed', 'thu', 'fri'], {
      startMinute: 450,
      endMinute: 1020,
    });
    expect(fake.callsOf('updateSites').map((c) => c.args)).toEqual([
      {
        accountId: 'demo',
        sites: [
          { locationId: 'loc-h', zone: 'Australia/Sydney', hours },
          { locationId: 'loc-s', zone: 'Australia/Sydney', hours },
        ],
      },
    ]);
    expect(screen.queryAllByTestId('unsaved-badge')).toHaveLength(0);
    expect(screen.getByTestId('sites-saved-state').textContent).toBe('No unsaved changes');
    // The sites are asked for again (and the account's Insights: see the site time test).
    await waitFor(() => expect(fake.callsOf('listSites').length).toBeGreaterThan(before));
  });

  it('edits one row, says what to correct, and keeps the changes through a stray click until Cancel is confirmed', async () => {
    const c = company();
    c.sites = { 'loc-h': { zone: 'Europe/London', hours: OFFICE } };
    const fake = createFakeBridge([c]);
    renderApp(fake);
    await openSites();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Harbour Office' }));
    expect(
      screen.getByRole('heading', { name: 'Change Harbour Office' }) === document.activeElement,
    ).toBe(true);
    // The editor shows what the site has.
    expect(screen.getByTestId<HTMLInputElement>('sites-zone').value).toMatch(/^Europe\/London/);
    expect(timeOf('Opens')).toBe('08:00');

    setTime('Closes', '07', '00');
    expect(
      await screen.findByText(
        'The closing time must be after the opening time (00:00 closes at midnight).',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply working week' }));
    expect(screen.queryAllByTestId('unsaved-badge')).toHaveLength(0);

    // No working day is no open time: said, and not applied.
    setTime('Closes', '20', '00');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      fireEvent.click(screen.getByRole('checkbox', { name: day }));
    expect(screen.getByText(/Choose at least one working day/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply working week' }));
    expect(within(rowOf('Harbour Office')).getByTestId('site-basis').textContent).toBe(
      'Sat 08:00–20:00, Europe/London',
    );

    // A click on the Bays tab leaves the page, not the change; the Sites tab says it is there.
    fireEvent.click(screen.getByRole('tab', { name: /^Bays/ }));
    expect(screen.getByRole('tab', { name: /Sites.*1 unsaved/ })).toBeTruthy();
    await openSites();
    expect(within(rowOf('Harbour Office')).getByTestId('unsaved-badge')).toBeTruthy();

    // Cancel asks first; keeping goes on editing.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement?.textContent).toBe('Keep editing');
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(within(rowOf('Harbour Office')).getByTestId('unsaved-badge')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.queryAllByTestId('unsaved-badge')).toHaveLength(0);
    expect(fake.callsOf('updateSites')).toHaveLength(0);
  });

  it('keeps the changes and says why when saving fails', async () => {
    const fake = createFakeBridge([company()]);
    renderApp(fake);
    await openSites();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Northgate Depot' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply working week' }));
    fake.failures.updateSites = { kind: 'io', message: 'The settings file could not be written.' };
    fireEvent.click(screen.getByRole('button', { name: 'Save 1 site' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The settings file could not be written.');
    expect(alert.textContent).toContain('Your changes are still here');
    expect(within(rowOf('Northgate Depot')).getByTestId('unsaved-badge')).toBeTruthy();
  });
});
