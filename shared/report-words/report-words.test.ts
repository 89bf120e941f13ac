// The words of the files in each language: nothing left in English by mistake, sheet names Excel
// accepts, and French and German typography.
import { describe, expect, it } from 'vitest';
import { ENGLISH, reportWords, REPORT_LANGUAGES } from '../report-words';
import { safeSheetName } from '../xlsx/package-parts';
import type { ReportWords } from './types';

/** The values each function of the words is called with, by its path. */
const SAMPLES: Readonly<Record<string, readonly unknown[]>> = {
  'sheets.bookings': [2],
  'figures.utilisationIn': [2, '2025'],
  'scope.days': ['2026-02-01', '2026-02-28'],
  'scope.tags': [['Quiet', 'EV']],
  'scope.search': ['ann'],
  'scope.filterList': [['Tags', 'Search']],
  'scope.outsideOpening': [1234, 5.5],
  'scope.allLocationsOf': [3],
  'scope.sitesAgainstTargetText': [{ within: 1, below: 2, above: 3, none: 4 }],
  'definitions.localTimeIn': ['Europe/Paris'],
  'target.band': [{ low: 0.6, high: 0.855 }],
  'columns.before': ['X'],
  'columns.change': ['X'],
  'columns.changeYear': ['X'],
  'workbook.titleOf': ['Acme'],
  'workbook.pageOf': ['&P', '&N'],
  'workbook.doubleBookingsCapped': [200, 10963, 'Harbour Office'],
};

/**
 * Words that are the same in English, decided one by one: the German or French word is spelt as
 * the English one. Anything else equal to the English is a word not yet translated.
 */
const SAME_AS_ENGLISH: ReadonlySet<string> = new Set([
  'de.summaryHeader.definition', // Definition
  'de.figures.status', // Status
  'de.people.person', // Person
  'de.scope.filterList', // "a; b": German separates as English does
  'fr.figures.date', // Date
  'fr.people.email', // E-mail
  'fr.workbook.points', // pts, the points' abbreviation in French too
]);

/** Every text of the words, by its path: strings, arrays as one text, functions called with their sample. */
function texts(words: unknown, path = ''): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (value: unknown, at: string): void => {
    if (typeof value === 'string') found.set(at, value);
    else if (Array.isArray(value)) found.set(at, value.join(' | '));
    else if (typeof value === 'function') {
      const sample = SAMPLES[at];
      if (!sample) throw new Error(`${at} is a function without a sample in SAMPLES`);
      found.set(at, String((value as (...args: unknown[]) => unknown)(...sample)));
    } else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) visit(inner, at ? `${at}.${key}` : key);
  };
  visit(words, path);
  return found;
}

const OTHERS = REPORT_LANGUAGES.filter((l) => l !== 'en');

describe('the words of the files', () => {
  const english = texts(ENGLISH);

  it.each(OTHERS)('%s translates every English text', (language) => {
    const words = reportWords(language);
    const own = texts({ ...words, columns: null, language: null });
    const untranslated = [...english]
      .filter(([path, text]) => own.get(path) === text)
      .map(([path]) => `${language}.${path}`)
      .filter((path) => !SAME_AS_ENGLISH.has(path));
    expect(untranslated).toEqual([]);
    // The exceptions are still the English word (else they are no longer needed here).
    for (const path of SAME_AS_ENGLISH)
      if (path.startsWith(`${language}.`))
        expect(own.get(path.slice(3)), path).toBe(english.get(path.slice(3)));
  });

  it.each(OTHERS)('%s names a summary workbook’s columns in words', (language) => {
    const { columns } = reportWords(language);
    expect(columns).not.toBeNull();
    const titles = Object.entries(columns?.fields ?? {});
    // A field name is no title; two fields are never one title.
    for (const [field, title] of titles) expect(title, field).not.toBe(field);
    expect(new Set(titles.map(([, title]) => title)).size).toBeGreaterThan(titles.length - 5);
  });

  it.each(REPORT_LANGUAGES)('%s names sheets as Excel requires, each once', (language) => {
    const { sheets } = reportWords(language);
    const names = [
      sheets.summary,
      ...Object.values(sheets.breakdowns),
      sheets.byLocation,
      ...Object.values(sheets.trends),
      ...Object.values(sheets.peopleReports),
      sheets.trend,
      sheets.people,
      sheets.bookings(1),
      sheets.bookings(2),
    ];
    for (const name of [...names, sheets.bookings(9999)]) {
      expect(name.length, name).toBeLessThanOrEqual(31);
      expect(name, name).not.toMatch(/[[\]:*?/\\]/);
      expect(name, name).not.toMatch(/^'|'$/);
      expect(name.trim(), name).toBe(name);
      expect(name.toLowerCase(), name).not.toBe('history');
      expect(safeSheetName(name)).toBe(name);
    }
    // Excel compares sheet names without case.
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
  });

  it('writes French with its spaces: no-break before ":" and "%", narrow before ";"', () => {
    for (const [path, text] of texts(reportWords('fr'))) {
      expect(text.replace(/\d:\d/g, ''), path).not.toMatch(/(^|[^\u00a0]):/);
      expect(text, path).not.toMatch(/(^|[^\u202f]);/);
      expect(text, path).not.toMatch(/(^|[^\u202f])%/);
      expect(text, path).not.toContain("'");
    }
  });

  it('writes German per cent with a no-break space before the sign', () => {
    for (const [path, text] of texts(reportWords('de')))
      expect(text, path).not.toMatch(/[^\u00a0]%/);
  });

  it('says numbers, days and plurals as each language does', () => {
    const [en, de, fr] = (['en', 'de', 'fr'] as const).map(reportWords) as [
      ReportWords,
      ReportWords,
      ReportWords,
    ];
    expect(en.scope.outsideOpening(1, 1)).toBe('1 booking, 1.0 hours');
    expect(en.scope.outsideOpening(1234, 5.25)).toBe('1,234 bookings, 5.3 hours');
    expect(de.scope.outsideOpening(1, 1)).toBe('1 Buchung, 1,0 Stunden');
    expect(de.scope.outsideOpening(1234, 0.5)).toBe('1.234 Buchungen, 0,5 Stunden');
    expect(fr.scope.outsideOpening(1, 1.5)).toBe('1 réservation, 1,5 heure');
    expect(fr.scope.outsideOpening(2, 2)).toBe('2 réservations, 2,0 heures');
    expect(de.scope.days('2026-02-01', '2026-02-28')).toBe('01.02.2026 bis 28.02.2026');
    expect(fr.scope.days('2026-02-01', '2026-02-01')).toBe('01/02/2026');
    expect(en.target.band({ low: 0.6, high: 0.855 })).toBe('60–85.5%');
    expect(de.target.band({ low: 0.6, high: 0.855 })).toBe('60–85,5\u00a0%');
  });
});
