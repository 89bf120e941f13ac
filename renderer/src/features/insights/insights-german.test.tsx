import { i18n } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insightsFixture } from '../../testing/insights-fixture';
import { LocaleProvider } from '../../ui/locale/LocaleProvider';
import { EmptyPeriod } from './EmptyPeriod';
import { HeadlineFigures } from './HeadlineFigures';
import { HeatmapCard } from './HeatmapCard';
import { PeopleCard } from './PeopleCard';
import { allMessages } from '../../testing/all-messages';

const HOUR = 3_600_000;
// Intl writes no-break spaces in German numbers ("42,5 %"); the sentences read the same without.
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const ENGLISH_DAYS = /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)(day|sday|nesday|rsday|urday)?\b/;

function renderInGerman(ui: ReactNode) {
  return render(
    <MantineProvider env="test">
      <LocaleProvider locales={['de-DE']} clock="auto" weekStart="auto">
        {ui}
      </LocaleProvider>
    </MantineProvider>,
  );
}

beforeAll(async () => {
  i18n.load('de', await allMessages('de'));
});
beforeEach(() => i18n.activate('de'));
afterEach(() => i18n.activate('en'));

describe('Insights in German, through the real catalog', () => {
  it('says how many people booked and how often one held two bays, with German plurals and numbers', () => {
    const base = insightsFixture('2026-03-02', '2026-03-15');
    const monday9 = Date.UTC(2026, 2, 2, 9);
    const side = (id: string, start: number, end: number) => ({
      bookingId: id,
      bayId: id,
      bayName: `Platz ${id}`,
      startMs: start,
      endMs: end,
    });
    renderInGerman(
      <PeopleCard
        insights={{
          ...base,
          attendance: {
            ...base.attendance,
            doubleBookingCount: 3,
            doubleBookings: ['A', 'B'].map((bay) => ({
              person: { id: `u-${bay}`, name: null, email: null },
              first: side(`${bay}1`, monday9, monday9 + 3 * HOUR),
              second: { ...side(`${bay}2`, monday9 + 2 * HOUR, monday9 + 6 * HOUR), bayName: null },
              overlapStartMs: monday9 + 2 * HOUR,
              overlapEndMs: monday9 + 3 * HOUR,
            })),
          },
        }}
      />,
    );
    expect(
      screen.getByText(
        '7 Personen haben über 2,0 Wochen gebucht: 5 regelmäßig (im Durchschnitt einen halben Tag pro Woche oder mehr), 2 gelegentlich.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('double-booking-count').textContent).toBe(
      '3-mal hatte eine Person zwei Stellplätze gleichzeitig belegt (nur die ersten 2 sind aufgeführt).',
    );
    const row = within(screen.getAllByTestId('double-booking')[0]!);
    expect(row.getByText('Mo., 2. März 2026')).toBeTruthy();
    expect(row.getByText(/^Platz A1 \(09:00–12:00\)$/)).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Erster Stellplatz' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '5 oder mehr' })).toBeTruthy();
  });

  it('names the peak’s day and the busiest hour in German, with no English day in a sentence', () => {
    const insights = insightsFixture('2026-03-02', '2026-03-08');
    renderInGerman(
      <>
        <HeadlineFigures insights={insights} zone="UTC" />
        <HeatmapCard cells={insights.weekdayHours} bays={insights.bays} onOpen={() => undefined} />
      </>,
    );
    const figures = screen.getByTestId('insights-figures');
    expect(within(figures).getByText('erstmals am Di., 3. März 2026 um 10:15')).toBeTruthy();
    expect(within(figures).getByText('von 3 Stellplätzen')).toBeTruthy();
    expect(screen.getByTestId('daily-peaks').textContent).toBe(
      'Tagesspitze ≤ 3 an allen 7 Tagen · 1 Tag fast voll',
    );
    const summary = plain(screen.getByTestId('heatmap-card-summary').textContent);
    expect(summary).toMatch(
      /^Am stärksten ausgelastet: Dienstag 10:00–11:00, durchschnittlich 2,5 Stellplätze belegt \(83,3 %\)\./,
    );
    expect(summary).not.toMatch(ENGLISH_DAYS);
    expect(plain(figures.textContent)).not.toMatch(ENGLISH_DAYS);
  });

  it('says that every bay was free, in one German sentence with the count', () => {
    renderInGerman(<EmptyPeriod bays={12} period="Mo., 2. März 2026 – So., 8. März 2026" />);
    expect(screen.getByTestId('insights-empty').textContent).toContain(
      'Alle 12 gezählten Stellplätze waren im Zeitraum Mo., 2. März 2026 – So., 8. März 2026 durchgehend frei.',
    );
  });
});
