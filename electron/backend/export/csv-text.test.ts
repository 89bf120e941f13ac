import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCsvLineEncoder, type CsvDelimiter } from './csv-text';

/** csv-stringify told to quote every line break (with a CRLF record delimiter it leaves a lone LF bare). */
const viaCsvStringify = (fields: readonly string[], delimiter: CsvDelimiter): string =>
  stringify([fields], { delimiter, record_delimiter: '\r\n', quoted_match: /[\r\n]/ });

describe('createCsvLineEncoder', () => {
  it('quotes only fields holding the delimiter, a quote, CR or LF, and doubles quotes', () => {
    const line = createCsvLineEncoder(',');
    expect(line(['plain', 'a,b', 'say "hi"', 'cr\rhere', 'lf\nhere', '', 'a;b'])).toBe(
      'plain,"a,b","say ""hi""","cr\rhere","lf\nhere",,a;b\r\n',
    );
    expect(createCsvLineEncoder(';')(['a,b', 'a;b'])).toBe('a,b;"a;b"\r\n');
    expect(line([])).toBe('\r\n');
  });

  it('quotes a lone LF, which spreadsheets read as the end of a row', () => {
    expect(createCsvLineEncoder(',')(['a\nb', 'x'])).toBe('"a\nb",x\r\n');
    // What the export wrote through csv-stringify before: the field left bare.
    expect(stringify([['a\nb', 'x']], { record_delimiter: '\r\n', quoted_match: /\r/ })).toBe(
      'a\nb,x\r\n',
    );
  });

  it('writes exactly what csv-stringify writes when told to quote every line break', () => {
    const text = fc.string({
      unit: fc.constantFrom('a', 'Z', ' ', ',', ';', '"', '\r', '\n', "'", '=', 'é', '😀', '\t'),
      maxLength: 12,
    });
    fc.assert(
      fc.property(
        fc.array(text, { minLength: 1, maxLength: 12 }),
        fc.constantFrom<CsvDelimiter>(',', ';'),
        (fields, delimiter) => {
          expect(createCsvLineEncoder(delimiter)(fields)).toBe(viaCsvStringify(fields, delimiter));
        },
      ),
      { numRuns: 500 },
    );
  });
});
