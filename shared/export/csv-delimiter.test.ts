import { describe, expect, it } from 'vitest';
import { csvDelimiterFor } from './csv-delimiter';

describe('the CSV separator Excel expects', () => {
  it('is a semicolon where decimals take a comma, a comma where they take a point', () => {
    expect(csvDelimiterFor('de-DE')).toBe(';');
    expect(csvDelimiterFor('fr-FR')).toBe(';');
    expect(csvDelimiterFor('de-AT')).toBe(';');
    expect(csvDelimiterFor('en-GB')).toBe(',');
    expect(csvDelimiterFor('en-US')).toBe(',');
    expect(csvDelimiterFor('de-CH')).toBe(',');
  });

  it('is a comma without a locale or for one Intl cannot read', () => {
    expect(csvDelimiterFor(null)).toBe(',');
    expect(csvDelimiterFor('not a locale!')).toBe(',');
  });
});
