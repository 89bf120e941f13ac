import { describe, expect, it } from 'vitest';
import { countCsvRows } from './csv-rows';

describe('countCsvRows', () => {
  it('counts records after the header', () => {
    expect(countCsvRows('a,b\r\n1,2\r\n3,4\r\n')).toBe(2);
    expect(countCsvRows('a,b\r\n')).toBe(0);
    expect(countCsvRows('')).toBe(0);
  });

  it('does not count line breaks inside quoted fields, nor doubled quotes as ends', () => {
    expect(countCsvRows('name\r\n"two\r\nlines"\r\n"say ""hi""\n"\r\n')).toBe(2);
  });
});
