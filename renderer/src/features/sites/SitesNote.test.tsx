import { setupI18n } from '@lingui/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakeBridge, demoCompany, type FakeCompany } from '../../testing/fake-bridge';
import { preloadLazyChunks } from '../../testing/lazy-chunks';
import { renderApp } from '../../testing/render-app';
import { clearDrafts } from './draft-store';
import { namesText } from './names-text';

beforeAll(preloadLazyChunks);
afterEach(clearDrafts);

/** The demo company with Harbour Office set up and Northgate Depot not. */
function halfSetUp(): FakeCompany {
  const c = demoCompany();
  c.sites = { 'loc-h': { zone: 'Europe/London', hours: null } };
  return c;
}

function acme(): FakeCompany {
  const c = demoCompany();
  return {
    ...c,
    account: { ...c.account, id: 'acme', label: 'Acme', isDemo: false },
    locations: { items: [{ id: 'acme-1', name: 'Acme Works' }], dropped: 0 },
    sites: {},
  };
}

describe('the note on sites without settings', () => {
  it('names the sites without settings once, leads to the Sites page, and stays dismissed for that account', async () => {
    const first = renderApp(createFakeBridge([halfSetUp(), acme()]));
    const note = await screen.findByTestId('sites-note');
    expect(note.getAttribute('role')).toBe('note');
    expect(note.textContent).toContain(
      'Northgate Depot has no zone or opening hours set yet. Until then, its figures count every hour of every day, in Europe/Berlin.',
    );
    expect(note.textContent).not.toContain('Harbour Office');

    fireEvent.click(screen.getByRole('button', { name: 'Set up sites…' }));
    expect(await screen.findByTestId('sites-table')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Sites/, selected: true })).toBeTruthy();
    // Not over the page it leads to.
    expect(screen.queryByTestId('sites-note')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: /Bookings/ }));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Dismiss the note on site settings' }),
    );
    expect(screen.queryByTestId('sites-note')).toBeNull();
    first.unmount();

    // Asked once: not again for this company, but still for another one.
    renderApp(createFakeBridge([halfSetUp(), acme()]));
    await screen.findByTestId('location-title');
    expect(screen.queryByTestId('sites-note')).toBeNull();
    expect(localStorage.getItem('bookings-viewer:dismissed:sites-settings:demo')).toBe('1');
  });

  it('dismissed while its suggestions are read, aborts the read', async () => {
    localStorage.clear();
    const fake = createFakeBridge([halfSetUp()]);
    fake.holdSuggestions = true;
    renderApp(fake);
    await waitFor(() => expect(fake.callsOf('suggestSiteZones')).toHaveLength(1));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Dismiss the note on site settings' }),
    );
    const [read] = fake.callsOf('suggestSiteZones');
    await waitFor(() => expect(read!.signal?.aborted).toBe(true));
    expect(screen.queryByTestId('sites-note')).toBeNull();
  });

  it('does not show when every site has settings', async () => {
    const fake = createFakeBridge([demoCompany()]);
    renderApp(fake);
    await screen.findByTestId('location-title');
    // The sites are in (the page waits for them under site time).
    expect(fake.callsOf('listSites').length).toBeGreaterThan(0);
    await screen.findByRole('tab', { name: /Sites/ });
    expect(screen.queryByTestId('sites-note')).toBeNull();
  });

  it('lists each site with the zone suggested for it, once known, and applies none', async () => {
    const c = demoCompany();
    c.locations = {
      items: [...c.locations.items, { id: 'loc-s', name: 'Sydney Quay' }],
      dropped: 0,
    };
    c.sites = {};
    const fake = createFakeBridge([c]);
    renderApp(fake);
    const text = await screen.findByText(/Sydney Quay \(suggested: Australia\/Sydney\)/);
    expect(text.textContent).toBe(
      '3 sites have no zone or opening hours set yet: Harbour Office, Northgate Depot and Sydney Quay (suggested: Australia/Sydney). Until then, their figures count every hour of every day, in Europe/Berlin. A suggested zone is used only once you apply it on the Sites page.',
    );
    expect(fake.callsOf('updateSites')).toHaveLength(0);
  });

  it('lists a few names and counts the rest', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(namesText(i18n, ['A'])).toBe('A');
    expect(namesText(i18n, ['A', 'B', 'C'])).toBe('A, B and C');
    expect(namesText(i18n, ['A', 'B', 'C', 'D', 'E', 'F', 'G'])).toBe('A, B, C, D and 3 more');
  });
});
