import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeBridge, demoCompany, type FakeCompany } from '../../testing/fake-bridge';
import { preloadLazyChunks } from '../../testing/lazy-chunks';
import { renderApp } from '../../testing/render-app';

const NOW = Date.UTC(2026, 2, 3, 8, 0);

beforeAll(preloadLazyChunks);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

/**
 * Three sites with the fake's figures (a utilisation between 2.8% and 27.8% whatever the days):
 * Harbour Office aims for 0–2% (above it), Northgate Depot for 2–30% (within), Sydney Quay for
 * 60–85% (below).
 */
function company(): FakeCompany {
  const c = demoCompany();
  c.locations = {
    items: [...c.locations.items, { id: 'loc-s', name: 'Sydney Quay' }],
    dropped: 0,
  };
  c.sites = {
    'loc-h': { zone: null, hours: null, target: { low: 0, high: 0.02 } },
    'loc-d': { zone: null, hours: null, target: { low: 0.02, high: 0.3 } },
    'loc-s': { zone: null, hours: null, target: { low: 0.6, high: 0.85 } },
  };
  return c;
}

const rowOf = (name: string) =>
  screen.getAllByTestId('portfolio-row').find((r) => r.getAttribute('data-location') === name)!;
const countedRows = () =>
  screen.getAllByTestId('portfolio-row').filter((r) => /\d%/.test(r.textContent ?? ''));

async function openAllLocations(c: FakeCompany) {
  renderApp(createFakeBridge([c]));
  await screen.findByTestId('location-title');
  fireEvent.click(await screen.findByTestId('all-locations-link'));
  await screen.findByTestId('portfolio-table');
  await waitFor(() => expect(countedRows()).toHaveLength(c.locations.items.length));
}

describe('targets on All locations', () => {
  it('says each site’s status in words and colour, sums them up, and is a column to choose', async () => {
    await openAllLocations(company());
    expect(screen.getByRole('columnheader', { name: 'Target' })).toBeTruthy();
    const status = (name: string) => within(rowOf(name)).getByTestId('target-status');
    const utilisation = (name: string) =>
      within(rowOf(name)).getByText(/^\d+\.\d%$/, { selector: 'td' }).textContent;

    expect(status('Harbour Office').getAttribute('data-status')).toBe('above');
    expect(status('Harbour Office').className).toContain('target-above');
    // Seen: the short words; heard and on hover: the whole sentence with the utilisation.
    expect(within(status('Harbour Office')).getByText('Above 0–2%')).toBeTruthy();
    const heard = `Utilisation ${utilisation('Harbour Office')} is above the target of 0–2%`;
    expect(within(status('Harbour Office')).getByText(heard)).toBeTruthy();
    expect(status('Harbour Office').getAttribute('title')).toBe(heard);
    expect(within(status('Northgate Depot')).getByText('Within 2–30%')).toBeTruthy();
    expect(within(status('Sydney Quay')).getByText('Below 60–85%')).toBeTruthy();
    // The company's totals have no target.
    expect(
      within(screen.getByTestId('portfolio-totals')).queryByTestId('target-status'),
    ).toBeNull();

    expect(screen.getByTestId('portfolio-summary').textContent).toContain(
      '1 of 3 sites with a target is below it, 1 within, 1 above.',
    );

    fireEvent.click(screen.getByTestId('portfolio-columns'));
    fireEvent.click(
      await screen.findByRole('checkbox', { name: 'Target (below, within or above)' }),
    );
    expect(screen.queryByRole('columnheader', { name: 'Target' })).toBeNull();
  });

  it('shows no Target column until a site has a target', async () => {
    const c = company();
    c.sites = {};
    await openAllLocations(c);
    expect(screen.queryByRole('columnheader', { name: 'Target' })).toBeNull();
    expect(screen.getByTestId('portfolio-summary').textContent).not.toContain('target');
  });

  it('says the status under the utilisation in a site’s Insights', async () => {
    await openAllLocations(company());
    fireEvent.click(screen.getByRole('button', { name: 'Sydney Quay: open its Insights' }));
    const figures = await screen.findByTestId('insights-figures');
    const target = within(figures).getByTestId('figure-target');
    expect(within(target).getByText('Below the target of 60–85%')).toBeTruthy();
    expect(
      within(target).getByText(/^Utilisation \d+\.\d% is below the target of 60–85%$/),
    ).toBeTruthy();
    expect(within(target).getByTestId('target-status').className).toContain('target-below');
  });
});
