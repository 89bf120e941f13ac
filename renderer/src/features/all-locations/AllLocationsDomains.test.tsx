import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DomainFigures } from '#shared/insights/domain-figures';
import { createFakeBridge, demoCompany } from '../../testing/fake-bridge';
import { preloadLazyChunks } from '../../testing/lazy-chunks';
import { renderApp } from '../../testing/render-app';

// Tuesday 3 March 2026: each site's day has 10 bookings, 12 h at harbour.example, 8 h at partner.org.
const NOW = Date.UTC(2026, 2, 3, 8, 0);

beforeAll(preloadLazyChunks);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

/** All locations with the Main domains column chosen; each site's domains `domains` when given. */
async function withMainDomains(domains?: readonly DomainFigures[]) {
  const fake = createFakeBridge([demoCompany()]);
  if (domains) fake.editInsights = (i) => ({ ...i, domains });
  renderApp(fake);
  await screen.findByTestId('location-title');
  fireEvent.click(await screen.findByTestId('all-locations-link'));
  await screen.findByTestId('portfolio-table');
  const counted = () =>
    screen.getAllByTestId('portfolio-row').filter((r) => /\d%/.test(r.textContent ?? ''));
  await waitFor(() => expect(counted()).toHaveLength(2));
  expect(document.querySelector('[data-column="domains"]')).toBeNull();
  fireEvent.click(screen.getByTestId('portfolio-columns'));
  fireEvent.click(await screen.findByRole('checkbox', { name: 'Main domains' }));
  await screen.findByRole('columnheader', { name: 'Main domains' });
  await waitFor(() => expect(screen.getAllByTestId('main-domains')).toHaveLength(2));
  return [...document.querySelectorAll<HTMLElement>('td[data-column="domains"]')];
}

const share = (name: DomainFigures['name'], people: number, ratio: number): DomainFigures => ({
  name,
  people,
  bookings: 1,
  bookedMs: ratio * 3_600_000,
  shareOfBookedTime: ratio,
});

describe('the Main domains column of All locations', () => {
  it('is off until chosen, then names each site’s two largest domains, all of them in its tooltip', async () => {
    const cells = await withMainDomains();
    expect(cells.map((c) => c.textContent)).toEqual([
      'harbour.example 60% · partner.org 40%',
      'harbour.example 60% · partner.org 40%',
      // The account's domains are no sum of its sites': the totals have none.
      '',
    ]);
    expect(cells[0]?.title).toBe('harbour.example 60%\npartner.org 40%');
  });

  it('says grouped small domains as “other”, and keeps the rest for the tooltip', async () => {
    const cells = await withMainDomains([
      share({ kind: 'domain', domain: 'a.com' }, 6, 0.5),
      share({ kind: 'small', domains: 3 }, 4, 0.3),
      share({ kind: 'none' }, 1, 0.2),
    ]);
    expect(cells[0]?.textContent).toBe('a.com 50% · other (fewer than 5 people) 30%');
    expect(cells[0]?.title).toBe('a.com 50%\nother (fewer than 5 people) 30%\nno e-mail 20%');
  });

  it('shows a dash for a site without people', async () => {
    const cells = await withMainDomains([]);
    expect(cells.slice(0, 2).map((c) => c.textContent)).toEqual(['—', '—']);
    expect(cells[0]?.title).toBe('');
  });
});
