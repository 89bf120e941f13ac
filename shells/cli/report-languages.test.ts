// The built command line (out/cli) writing workbooks in German and French (--lang, else the
// system's language), read back with SheetJS; and the CSV separator the system's locale expects.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { BOOKING_HEADER } from '#shared/export/booking-columns';
import { EXIT } from './exit-codes';
import { useDemoCli } from './testing/demo-cli';

const KEY = 'report-languages-test-key-5e2b';
const cli = useDemoCli({
  apiKey: KEY,
  now: Date.parse('2026-03-15T12:00:00Z'),
  folder: 'languages',
});

/** Runs the command line with the system's locale `lang` (none: the C locale's English). */
const run = (args: readonly string[], lang?: string) => cli.run(args, lang ? { LANG: lang } : {});
const scope = (location = 'Harbour Office') => [
  '--base-url',
  cli.demo.url,
  '--location',
  location,
  '--from',
  '2026-03-02',
  '--to',
  '2026-03-08',
  '--tz',
  'Europe/London',
];
const read = async (name: string) => XLSX.read(await readFile(join(cli.home, name)));
const rowsOf = (sheet: XLSX.WorkSheet | undefined) =>
  XLSX.utils.sheet_to_json<unknown[]>(sheet ?? {}, { header: 1, raw: true });

describe('workbooks in German and French', () => {
  it('writes one location’s report in German with --lang de: sheets, headers, labels, weekdays', async () => {
    const result = await run([
      'report',
      ...scope(),
      '--lang',
      'de',
      '--with-bookings',
      '--out',
      'de.xlsx',
    ]);
    expect(result.code, result.stderr).toBe(EXIT.ok);
    const workbook = await read('de.xlsx');
    expect(workbook.SheetNames).toEqual([
      'Zusammenfassung',
      'Nach Stellplatz',
      'Nach Merkmal',
      'Nach Tag',
      'Nach Wochentag und Stunde',
      'Kommende Wochen',
      'Buchungen',
    ]);
    const summary = rowsOf(workbook.Sheets.Zusammenfassung);
    // The title and the period above the table, in German.
    expect(String(summary[0]?.[0])).toMatch(/^Buchungsbericht/);
    const head = summary.findIndex((r) => r[0] === 'Angabe');
    expect(summary[head]).toEqual(['Angabe', 'Wert', 'Definition']);
    expect(summary[head + 1]).toEqual(['Standort', 'Harbour Office']);
    expect(summary.find((r) => r[0] === 'Zeitraum')?.[1]).toBe('02.03.2026 bis 08.03.2026');
    expect(summary.find((r) => r[0] === 'Zeitzone')?.[1]).toBe('Europe/London');
    // Numbers stay numbers: Excel shows them in the reader's own way.
    expect(typeof summary.find((r) => r[0] === 'Buchungen')?.[1]).toBe('number');
    expect(rowsOf(workbook.Sheets['Nach Stellplatz'])[0]).toEqual([
      'Stellplatz',
      'Merkmal',
      'Buchungen',
      'Gebuchte Stunden',
      'Belegte Stunden',
      'Verfügbare Stunden',
      'Auslastung',
    ]);
    const grid = rowsOf(workbook.Sheets['Nach Wochentag und Stunde']);
    expect(grid[0]?.[0]).toBe('Wochentag');
    expect(grid.slice(1).map((r) => r[0])).toEqual([
      'Montag',
      'Dienstag',
      'Mittwoch',
      'Donnerstag',
      'Freitag',
      'Samstag',
      'Sonntag',
    ]);
    // The bookings keep the export's columns, for the scripts that read them.
    expect(rowsOf(workbook.Sheets.Buchungen)[0]).toEqual([...BOOKING_HEADER]);
  });

  it('writes every location’s report in German, totals row and trend included', async () => {
    const result = await run(['report', ...scope('all'), '--lang', 'de', '--out', 'de-all.xlsx']);
    expect(result.code, result.stderr).toBe(EXIT.ok);
    const workbook = await read('de-all.xlsx');
    expect(workbook.SheetNames).toEqual([
      'Zusammenfassung',
      'Nach Standort',
      'Entwicklung',
      'Kommende Wochen',
      'Personen',
      'Doppelbuchungen',
    ]);
    const byLocation = rowsOf(workbook.Sheets['Nach Standort']);
    expect(byLocation[0]?.slice(0, 5)).toEqual([
      'Standort',
      'Stellplätze',
      'Buchungen',
      'Personen',
      'Gebuchte Stunden',
    ]);
    expect(byLocation.at(-1)?.[0]).toBe('Alle Standorte');
    const summary = rowsOf(workbook.Sheets.Zusammenfassung);
    expect(summary.find((r) => r[0] === 'Standort')?.[1]).toBe(
      `Alle Standorte (${byLocation.length - 2})`,
    );
    expect(rowsOf(workbook.Sheets.Entwicklung)[0]?.slice(-2)).toEqual([
      'Auslastung Feb 2026',
      'Auslastung Mär 2026',
    ]);
    // Below the line saying the list is left out of print (its print area), its header.
    const [note, header] = rowsOf(workbook.Sheets.Doppelbuchungen).filter((r) => r.length > 0);
    expect(String(note?.[0])).toMatch(/^Diese Liste wird beim Drucken des Berichts ausgelassen/);
    expect(header?.slice(0, 3)).toEqual(['Standort', 'Person', 'E-Mail']);
  });

  it('writes French with --lang fr, and German on a German system without --lang', async () => {
    const french = await run(
      ['report', ...scope(), '--lang', 'fr', '--out', 'fr.xlsx'],
      'de_DE.UTF-8',
    );
    expect(french.code, french.stderr).toBe(EXIT.ok);
    const workbook = await read('fr.xlsx');
    expect(workbook.SheetNames).toEqual([
      'Synthèse',
      'Par place',
      'Par étiquette',
      'Par jour',
      'Par jour de semaine et heure',
      'Semaines à venir',
    ]);
    const synthese = rowsOf(workbook.Sheets.Synthèse);
    expect(String(synthese[0]?.[0])).toMatch(/^Rapport des réservations/);
    expect(synthese.find((r) => r[0] === 'Élément')).toEqual(['Élément', 'Valeur', 'Définition']);
    expect(rowsOf(workbook.Sheets['Par jour'])[0]).toEqual([
      'Date',
      'Réservations',
      'Heures réservées',
      'Heures occupées',
      'Heures disponibles',
      'Taux d’occupation',
    ]);
    const system = await run(['report', ...scope(), '--out', 'system.xlsx'], 'de_DE.UTF-8');
    expect(system.code, system.stderr).toBe(EXIT.ok);
    expect((await read('system.xlsx')).SheetNames[0]).toBe('Zusammenfassung');
  });

  it('writes a summary’s workbook in German; its CSV stays the same in every language', async () => {
    const result = await run([
      'insights',
      ...scope(),
      '--by',
      'tag',
      '--lang',
      'de',
      '--out',
      't.xlsx',
    ]);
    expect(result.code, result.stderr).toBe(EXIT.ok);
    const workbook = await read('t.xlsx');
    expect(workbook.SheetNames).toEqual(['Nach Merkmal']);
    expect(rowsOf(workbook.Sheets['Nach Merkmal'])[0]?.slice(0, 4)).toEqual([
      'Merkmal',
      'Stellplätze',
      'Buchungen',
      'Gebuchte Minuten',
    ]);
    const csv = await run([
      'insights',
      ...scope(),
      '--by',
      'tag',
      '--lang',
      'de',
      '--out',
      't.csv',
    ]);
    expect(csv.code).toBe(EXIT.usage);
    expect(csv.stderr).toContain('--lang is for workbooks');
  });

  it('refuses an unknown language, naming the ones there are', async () => {
    const result = await run(['report', ...scope(), '--lang', 'es', '--out', 'es.xlsx']);
    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain('--lang must be one of en, de, fr, not "es"');
  });
});

describe('the CSV separator', () => {
  it('is what Excel expects in the system’s locale unless --delimiter says', async () => {
    const headerIn = async (lang: string | undefined, extra: readonly string[] = []) => {
      const out = `sep-${lang ?? 'none'}-${extra.length}.csv`;
      const result = await run(['export', ...scope(), ...extra, '--out', out], lang);
      expect(result.code, result.stderr).toBe(EXIT.ok);
      return (await readFile(join(cli.home, out), 'utf8')).slice(1).split('\r\n')[0];
    };
    expect(await headerIn('de_DE.UTF-8')).toBe(BOOKING_HEADER.join(';'));
    expect(await headerIn('de_CH.UTF-8')).toBe(BOOKING_HEADER.join(','));
    expect(await headerIn(undefined)).toBe(BOOKING_HEADER.join(','));
    expect(await headerIn('de_DE.UTF-8', ['--delimiter', ','])).toBe(BOOKING_HEADER.join(','));
  });
});
