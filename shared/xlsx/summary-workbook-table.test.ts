import { describe, expect, it } from 'vitest';
import { ATTENDANCE_HEADER, DOUBLE_BOOKING_HEADER } from '../insights/people-table';
import { LOCATION_HEADER } from '../insights/location-table';
import type { SummaryTable } from '../insights/summary-table';
import { SUMMARY_HEADERS } from '../insights/summary-table';
import { TREND_HEADER } from '../insights/trend-table';
import { reportWords } from '../report-words';
import { columnTitle, summaryWorkbookTable } from './summary-workbook-table';

const table = (header: readonly string[], rows: SummaryTable['rows']): SummaryTable => ({
  header,
  kinds: header.map((h) =>
    h.startsWith('utilisation') ? 'ratio' : h === 'bays' ? 'integer' : 'text',
  ),
  rows,
  keys: rows.map((_, i) => String(i)),
});

describe('a summary’s workbook in a language', () => {
  it('keeps the CSV’s field names and values in English', () => {
    const weekdays = table(['weekday', 'utilisation'], [['Monday', 0.5]]);
    expect(summaryWorkbookTable(weekdays, reportWords('en'))).toEqual({
      header: ['weekday', 'utilisation'],
      rows: [
        [
          { kind: 'text', value: 'Monday' },
          { kind: 'percent', value: 0.5 },
        ],
      ],
    });
  });

  it('names the columns, their comparison and change columns, and the word values in German', () => {
    const sites = table(
      [
        'location',
        'bays',
        'utilisation',
        'target_status',
        'bays_before',
        'utilisation_change_year',
      ],
      [['Harbour Office', 4, 0.5, 'below', 3, 0.1]],
    );
    const { header, rows } = summaryWorkbookTable(sites, reportWords('de'));
    expect(header).toEqual([
      'Standort',
      'Stellplätze',
      'Auslastung',
      'Status',
      'Stellplätze (vorher)',
      'Auslastung (Veränderung zum Vorjahreszeitraum)',
    ]);
    // Names stay as they are; the numbers are the CSV's.
    expect(rows[0]?.[0]).toEqual({ kind: 'text', value: 'Harbour Office' });
    expect(rows[0]?.[1]).toEqual({ kind: 'integer', value: 4 });
    expect(rows[0]?.[3]).toEqual({ kind: 'text', value: 'Unter dem Zielbereich' });
  });

  it('says why a site was closed in the language: its weekdays translated, a holiday’s name as it is', () => {
    const closed = table(
      ['location', 'closed'],
      [
        ['Harbour Office', 'Saturday; Sunday'],
        ['Munich Works', 'Whit Monday'],
        ['Open Yard', null],
      ],
    );
    const { header, rows } = summaryWorkbookTable(closed, reportWords('de'));
    expect(header).toEqual(['Standort', 'Geschlossen (Grund)']);
    expect(rows.map((r) => r[1])).toEqual([
      { kind: 'text', value: 'Samstag; Sonntag' },
      { kind: 'text', value: 'Whit Monday' },
      // Open: an empty cell.
      null,
    ]);
  });

  it('says weekdays, bookers and bands in French', () => {
    const days = table(['weekday', 'days_a_week', 'booker'], [['Sunday', 'under 1', 'occasional']]);
    expect(summaryWorkbookTable(days, reportWords('fr')).rows[0]).toEqual([
      { kind: 'text', value: 'Dimanche' },
      { kind: 'text', value: 'moins de 1' },
      { kind: 'text', value: 'occasionnel' },
    ]);
  });

  it('says whether a trend’s month has data in German and French', () => {
    const months = table(
      ['utilisation', 'data'],
      [
        [null, 'none'],
        [0.5, 'yes'],
      ],
    );
    const said = (language: 'de' | 'fr') => {
      const { header, rows } = summaryWorkbookTable(months, reportWords(language));
      return [header[1], ...rows.map((r) => (r[1]?.kind === 'text' ? r[1].value : null))];
    };
    expect(said('de')).toEqual(['Daten', 'keine', 'ja']);
    expect(said('fr')).toEqual(['Données', 'aucune', 'oui']);
  });

  it('has words for every column every summary writes, in German and French', () => {
    const headers = [
      ...Object.values(SUMMARY_HEADERS).flat(),
      ...LOCATION_HEADER,
      ...LOCATION_HEADER.map((c) => `${c}_before`),
      ...TREND_HEADER,
      ...ATTENDANCE_HEADER,
      ...DOUBLE_BOOKING_HEADER,
    ];
    for (const language of ['de', 'fr'] as const) {
      const columns = reportWords(language).columns;
      if (!columns) throw new Error(`${language} has no column words`);
      const unnamed = headers.filter((h) => columnTitle(h, columns) === h);
      expect(unnamed, language).toEqual([]);
    }
  });
});
