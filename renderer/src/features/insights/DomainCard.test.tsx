import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DomainFigures } from '#shared/insights/domain-figures';
import { createFakeBridge, demoCompany } from '../../testing/fake-bridge';
import { preloadLazyChunks } from '../../testing/lazy-chunks';
import { renderApp } from '../../testing/render-app';

const HOUR = 3_600_000;
// Tuesday 3 March 2026, 09:00 in Berlin: the fixture's Tuesday has 10 bookings, 20 h.
const NOW = Date.UTC(2026, 2, 3, 8, 0);

beforeAll(preloadLazyChunks);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

/** The Insights of a fake account whose domains are `domains` (the fixture's when not given). */
async function openInsights(domains?: readonly DomainFigures[]) {
  const fake = createFakeBridge([demoCompany()]);
  fake.systemLocales = ['en-GB'];
  if (domains) fake.editInsights = (i) => ({ ...i, domains });
  const app = renderApp(fake);
  await screen.findByTestId('location-title');
  fireEvent.click(await screen.findByRole('radio', { name: 'Insights' }));
  await screen.findByTestId('insights-figures');
  return app;
}

const rowsOf = (card: HTMLElement) =>
  within(card)
    .getAllByTestId('domain-row')
    .map((r) => [...r.children].map((c) => c.textContent));

describe('the By e-mail domain card', () => {
  it('lists each domain’s people, bookings, booked hours and share, under its own heading', async () => {
    await openInsights();
    const card = await screen.findByTestId('by-domain');
    expect(within(card).getByRole('heading', { name: 'By e-mail domain' })).toBeTruthy();
    // Named by the card's heading, not by a second caption.
    expect(within(card).getByRole('table', { name: 'By e-mail domain' })).toBeTruthy();
    expect(card.querySelector('caption')).toBeNull();
    expect(rowsOf(card)).toEqual([
      ['harbour.example', '5', '6', '12 h', '60.0%'],
      ['partner.org', '2', '4', '8.0 h', '40.0%'],
    ]);
  });

  it('says small domains are grouped when names are hidden', async () => {
    await openInsights([
      {
        name: { kind: 'domain', domain: 'harbour.example' },
        people: 5,
        bookings: 8,
        bookedMs: 15 * HOUR,
        shareOfBookedTime: 0.75,
      },
      {
        name: { kind: 'small', domains: 2 },
        people: 3,
        bookings: 2,
        bookedMs: 5 * HOUR,
        shareOfBookedTime: 0.25,
      },
    ]);
    const card = await screen.findByTestId('by-domain');
    expect(rowsOf(card)).toEqual([
      ['harbour.example', '5', '8', '15 h', '75.0%'],
      ['Other (domains of fewer than 5 people)', '3', '2', '5.0 h', '25.0%'],
    ]);
  });

  it('is left out when its rows would say nothing: no people, or only small domains grouped', async () => {
    const small: DomainFigures = {
      name: { kind: 'small', domains: 3 },
      people: 4,
      bookings: 10,
      bookedMs: 20 * HOUR,
      shareOfBookedTime: 1,
    };
    for (const domains of [[], [small]]) {
      const { unmount } = await openInsights(domains);
      expect(screen.getByTestId('people')).toBeTruthy();
      expect(screen.queryByTestId('by-domain')).toBeNull();
      unmount();
    }
  });
});
