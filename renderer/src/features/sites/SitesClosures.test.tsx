import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFICE_HOURS } from '#shared/sites/opening-hours';
import { createFakeBridge, demoCompany, type FakeCompany } from '../../testing/fake-bridge';
import { preloadLazyChunks } from '../../testing/lazy-chunks';
import { renderApp } from '../../testing/render-app';
import { clearDrafts } from './draft-store';

// Thursday 2026-03-26, 10:30 in London: the pickers open on March 2026.
const NOW = Date.UTC(2026, 2, 26, 10, 30);

beforeAll(preloadLazyChunks);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  clearDrafts();
});

/** Harbour Office in London, closed for its Easter shutdown; Northgate Depot without closures. */
function company(): FakeCompany {
  const c = demoCompany();
  c.sites = {
    'loc-h': { zone: 'Europe/London', hours: OFFICE_HOURS },
    'loc-d': { zone: 'Europe/London', hours: OFFICE_HOURS },
  };
  c.closures = { 'loc-h': [{ from: '2026-04-07', to: '2026-04-10', reason: 'Easter shutdown' }] };
  return c;
}

const rowOf = (name: string) =>
  screen.getAllByTestId('site-row').find((r) => r.getAttribute('data-site') === name)!;

async function openClosures(site: string) {
  fireEvent.click(await screen.findByRole('tab', { name: /Sites/ }));
  await screen.findByTestId('sites-table');
  fireEvent.click(
    within(rowOf(site)).getByRole('button', { name: /^(Closure|\d+ closures?) at / }),
  );
  return screen.findByRole('dialog', { name: `Closures of ${site}` });
}

/** Opens a date picker of the form by its label and clicks a day of March 2026. */
async function pickDay(label: 'First day' | 'Last day', day: number) {
  fireEvent.click(screen.getByRole('button', { name: label }));
  fireEvent.click(await screen.findByRole('button', { name: `${day} March 2026` }));
}

const reason = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Reason' });
const listed = () => screen.getAllByTestId('closure').map((row) => row.textContent);

describe('closures on the Sites page', () => {
  it('lists a site’s closures, and adds one at once with closeSite', async () => {
    const fake = createFakeBridge([company()]);
    renderApp(fake);
    fireEvent.click(await screen.findByRole('tab', { name: /Sites/ }));
    await screen.findByTestId('sites-table');
    expect(within(rowOf('Harbour Office')).getByTestId('site-closures').textContent).toBe(
      '1 closureNext: Apr 7 – Apr 10',
    );
    expect(within(rowOf('Northgate Depot')).getByTestId('site-closures').textContent).toBe(
      'Closure',
    );
    fireEvent.click(
      within(rowOf('Harbour Office')).getByRole('button', { name: /^(Closure|\d+ closures?) at / }),
    );
    await screen.findByRole('dialog', { name: 'Closures of Harbour Office' });
    expect(listed()).toEqual(['Apr 7, 2026 – Apr 10, 2026 4 daysEaster shutdownRemove']);

    // Nothing is sent while the form is not whole: each field says what it lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Close the site on these days' }));
    expect(screen.getByText('Choose the first day the site is closed.')).toBeTruthy();
    expect(screen.getByText('Say why the site is closed, e.g. Resurfacing.')).toBeTruthy();

    await pickDay('First day', 30);
    await pickDay('Last day', 31);
    fireEvent.change(reason(), { target: { value: '  Resurfacing ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close the site on these days' }));
    expect(
      await screen.findByText('Closure saved: Mar 30, 2026 – Mar 31, 2026 (Resurfacing).'),
    ).toBeTruthy();
    expect(fake.callsOf('closeSite').map((c) => c.args)).toEqual([
      {
        accountId: 'demo',
        locationId: 'loc-h',
        from: '2026-03-30',
        to: '2026-03-31',
        reason: 'Resurfacing',
      },
    ]);
    expect(listed()).toEqual([
      'Mar 30, 2026 – Mar 31, 2026 2 daysResurfacingRemove',
      'Apr 7, 2026 – Apr 10, 2026 4 daysEaster shutdownRemove',
    ]);
    // The form is empty for the next one; the table counts it.
    expect(reason().value).toBe('');
    expect(within(rowOf('Harbour Office')).getByTestId('site-closures').textContent).toMatch(
      /^2 closuresNext: Mar 30 – Mar 31$/,
    );
  });

  it('says why a closure was refused beside the form, and keeps what was entered', async () => {
    const fake = createFakeBridge([company()]);
    renderApp(fake);
    await openClosures('Harbour Office');
    await pickDay('First day', 27);
    fireEvent.change(reason(), { target: { value: 'Fire drill' } });
    // Closed meanwhile by another process: the backend refuses the overlap.
    fake.failures.closeSite = {
      kind: 'invalid-argument',
      message:
        'Harbour Office is already closed on 2026-03-27 (Audit). Reopen those days first, or close it on other days.',
    };
    fireEvent.click(screen.getByRole('button', { name: 'Close the site on these days' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The closure was not saved');
    expect(alert.textContent).toContain('Harbour Office is already closed on 2026-03-27 (Audit).');
    expect(alert.textContent).toContain('What you entered is kept');
    expect(reason().value).toBe('Fire drill');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'First day' }).textContent).toBe(
      'Fri, Mar 27, 2026',
    );
    // A clash with a closure on the list is said before anything is sent.
    fake.failures.closeSite = null;
    await pickDay('First day', 30);
    fireEvent.click(screen.getByRole('button', { name: 'Last day' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next month' }));
    fireEvent.click(await screen.findByRole('button', { name: '8 April 2026' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close the site on these days' }));
    expect(screen.getByTestId('closure-clash').textContent).toBe(
      'The site is already closed on Apr 7, 2026 – Apr 10, 2026 (Easter shutdown). Remove that closure first, or choose other days.',
    );
    expect(fake.callsOf('closeSite')).toHaveLength(1);
    expect(reason().value).toBe('Fire drill');
  });

  it('removes a closure with reopenSite, and puts it back with Undo', async () => {
    const fake = createFakeBridge([company()]);
    renderApp(fake);
    await openClosures('Harbour Office');
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Remove the closure of Harbour Office on Apr 7, 2026 – Apr 10, 2026',
      }),
    );
    expect(
      await screen.findByText(
        'Closure removed: Apr 7, 2026 – Apr 10, 2026. The site is open on those days again.',
      ),
    ).toBeTruthy();
    expect(fake.callsOf('reopenSite').map((c) => c.args)).toEqual([
      { accountId: 'demo', locationId: 'loc-h', from: '2026-04-07', to: '2026-04-10' },
    ]);
    expect(screen.getByTestId('closure-list').textContent).toContain('No closures yet');

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Closure put back.')).toBeTruthy();
    expect(listed()).toEqual(['Apr 7, 2026 – Apr 10, 2026 4 daysEaster shutdownRemove']);
    expect(fake.callsOf('closeSite').map((c) => c.args)).toEqual([
      {
        accountId: 'demo',
        locationId: 'loc-h',
        from: '2026-04-07',
        to: '2026-04-10',
        reason: 'Easter shutdown',
      },
    ]);
  });
});
