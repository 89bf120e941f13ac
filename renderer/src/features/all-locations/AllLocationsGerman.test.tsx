import { i18n } from '@lingui/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLanguageChoice } from '../../i18n/language-choice';
import { createFakeBridge, demoCompany } from '../../testing/fake-bridge';
import { preloadLazyChunks } from '../../testing/lazy-chunks';
import { renderApp } from '../../testing/render-app';
import { trendCompany } from '../../testing/trend-company';
import { allMessages } from '../../testing/all-messages';
import { closedOnSaturday } from './testing/closed-saturday';

beforeAll(async () => {
  await preloadLazyChunks();
  i18n.load('de', await allMessages('de'));
});
beforeEach(() => {
  // German chosen in the language menu: the words from the catalog, the dates from the locale.
  saveLanguageChoice('de');
  i18n.activate('de');
});
afterEach(() => {
  vi.useRealTimers();
  i18n.activate('en');
});

const countedRows = () =>
  screen.getAllByTestId('portfolio-row').filter((r) => /\d\u00a0%/.test(r.textContent ?? ''));

async function openAllLocations(fake: ReturnType<typeof createFakeBridge>) {
  renderApp(fake);
  await screen.findByTestId('location-title');
  fireEvent.click(await screen.findByTestId('all-locations-link'));
  await screen.findByTestId('portfolio-table');
}

describe('All locations in German', () => {
  it('says the summary, the period and the headings in German, plurals and numbers included', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Tuesday 3 March 2026.
    vi.setSystemTime(Date.UTC(2026, 2, 3, 8, 0));
    await openAllLocations(createFakeBridge([demoCompany()]));
    await waitFor(() => expect(countedRows()).toHaveLength(2));
    const summary = screen.getByTestId('portfolio-summary').textContent ?? '';
    expect(summary).toMatch(
      /^2 von 2 Standorten gezählt, \d+ Stellplätze, Auslastung \d+,\d\u00a0%\./,
    );
    expect(summary).toContain('Benötigte Stellplätze in 95\u00a0% der Zeit: ');
    expect(screen.getByTestId('portfolio-period').textContent).toBe('Di., 3. März 2026');
    expect(screen.getByRole('columnheader', { name: /Benötigte Stellplätze/ })).toBeTruthy();
    expect(screen.getByTestId('portfolio-totals').textContent).toContain('Alle Standorte');
    expect(screen.getByRole('button', { name: 'Northgate Depot: Auswertung öffnen' })).toBeTruthy();
  });

  it('says a closed Saturday is closed, on a German Samstag, and compares it with no Friday', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Saturday 7 March 2026: every site is open Monday to Friday.
    vi.setSystemTime(Date.UTC(2026, 2, 7, 8, 0));
    const fake = createFakeBridge([demoCompany()]);
    fake.editInsights = closedOnSaturday;
    await openAllLocations(fake);
    await waitFor(() => expect(screen.getAllByTestId('portfolio-closed')).toHaveLength(3));
    const row = screen.getAllByTestId('portfolio-row')[0]!;
    const utilisation = row.querySelector('td[data-column="utilisation"]');
    expect(utilisation?.textContent).toBe('GeschlossenSamstag');
    expect(utilisation?.getAttribute('title')).toBe('Geschlossen: Samstag');
    expect(row.querySelector('td[data-column="bookings"]')?.textContent).toBe('3');
    fireEvent.change(screen.getByLabelText('Vergleichen mit'), { target: { value: 'previous' } });
    await waitFor(() =>
      expect(screen.getByTestId('portfolio-summary').textContent).toContain(
        'Kein Vergleich: Jeder Standort war in einem der Zeiträume geschlossen und im anderen geöffnet.',
      ),
    );
    expect(within(row).getAllByTestId('not-compared')[0]?.getAttribute('title')).toBe(
      'nicht verglichen: einer der Zeiträume war geschlossen',
    );
  });
});

describe('Trends in German', () => {
  it('names the months in German and says each site’s trend in a German sentence', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Thursday 26 March 2026: the last whole month is February.
    const now = Date.UTC(2026, 2, 26, 10, 0);
    vi.setSystemTime(now);
    await openAllLocations(createFakeBridge([trendCompany(now)]));
    const showAs = screen.getByTestId('all-locations-show-as');
    fireEvent.click(within(showAs).getByRole('radio', { name: 'Entwicklung' }));
    const charts = await screen.findAllByTestId('trend-chart', {}, { timeout: 5000 });
    expect(screen.getByTestId('trend-period').textContent).toBe(
      'März 2025 bis Februar 2026: nur ganze Monate, daher bleibt März 2026 außen vor, bis er vorbei ist.',
    );
    const chart = charts[2]!;
    const description = document.getElementById(chart.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(
      // German sets a no-break space before the percent sign.
      'East Yard, Auslastung pro Monat, März 2025 bis Februar 2026: 75,0\u00a0% im Februar 2026. ' +
        'Letzte Auslastung 75,0\u00a0%, über dem Zielbereich von 20–50\u00a0%.',
    );
    const span = screen.getByRole('combobox', { name: 'Wie viele' });
    expect([...span.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Letzte 6 Monate',
      'Letzte 12 Monate',
      'Letzte 24 Monate',
    ]);
  });
});
