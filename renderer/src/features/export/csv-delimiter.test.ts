import { describe, expect, it } from 'vitest';
import { csvDelimiterFor } from './csv-delimiter';

describe('the CSV separator Excel expects', () => {
  it('is a semicolon where the decimal separator is a comma', () => {
    expect(csvDelimiterFor('de-DE')).toBe(';');
    expect(csvDelimiterFor('fr-FR')).toBe(';');
    expect(csvDelimiterFor('de-AT')).toBe(';');
  });

  it('is a comma where the decimal separator is a point, and for a locale Intl cannot read', () => {
    expect(csvDelimiterFor('en-GB')).toBe(',');
    expect(csvDelimiterFor('en-US')).toBe(',');
    expect(csvDelimiterFor('de-CH')).toBe(',');
    expect(csvDelimiterFor('not a locale')).toBe(',');
  });
});
