import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createByteSink, createLineWriter, utf8Binary } from '#shared/csv/line';
import { createRowBuilder } from '#shared/csv/row';
import { createCellTally } from '#shared/export/cell-tally';
import type { Booking } from '#shared/model';
import { indexRows } from '#shared/scope/bay-index';
import { NO_FILTER } from '#shared/scope/booking-filter';
import { FilterRules } from '#shared/scope/filter-rules';
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

describe('createLineWriter', () => {
  const text = fc.string({
    unit: fc.constantFrom(
      'a',
      'Z',
      ' ',
      ',',
      ';',
      '"',
      '\r',
      '\n',
      "'",
      '=',
      '+',
      '-',
      '@',
      'é',
      '😀',
      '\t',
    ),
    maxLength: 8,
  });
  const maybe = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | null> => fc.option(arb, { nil: null });
  const bayIds = ['b1', 'b2', 'b3'];
  const HERE = { id: 'L1', name: 'Depot' };
  const instant = fc.oneof(
    // Whole seconds (the usual case, served from the day cache), and odd milliseconds.
    fc.integer({ min: 1_600_000_000, max: 1_900_000_000 }).map((s) => s * 1000),
    fc.integer({ min: -100_000_000_000_000, max: 100_000_000_000_000 }),
  );
  const booking: fc.Arbitrary<Booking> = fc
    .record({
      id: text.filter((s) => s.trim() !== ''),
      startMs: instant,
      lengthMs: fc.oneof(fc.integer({ min: 0, max: 3 * 86_400_000 }), fc.constant(0)),
      user: maybe(fc.record({ id: maybe(text), name: maybe(text), email: maybe(text) })),
      location: maybe(fc.record({ id: text, name: maybe(text) })),
      bay: maybe(
        fc.record({
          id: maybe(fc.oneof(fc.constantFrom(...bayIds), text)),
          name: maybe(text),
          tag: maybe(text),
        }),
      ),
    })
    .map(({ lengthMs, ...b }) => ({ ...b, endMs: b.startMs + lengthMs }));

  it('writes exactly the UTF-8 of the encoded record of createRowBuilder, for any booking and options', () => {
    fc.assert(
      fc.property(
        fc.array(booking, { minLength: 1, maxLength: 20 }),
        fc.record({
          delimiter: fc.constantFrom<CsvDelimiter>(',', ';'),
          zone: fc.constantFrom('Europe/London', 'America/New_York', 'Asia/Kolkata', 'UTC'),
          neutraliseFormulas: fc.option(fc.boolean(), { nil: undefined }),
          personalData: fc.option(fc.boolean(), { nil: undefined }),
          fallbackLocationName: maybe(text),
          bays: fc
            .array(fc.record({ name: maybe(text), tag: maybe(text) }), {
              minLength: 3,
              maxLength: 3,
            })
            .map((infos) =>
              infos.map((info, i) => ({ id: bayIds[i] as string, ...info, location: HERE })),
            ),
        }),
        fc.integer({ min: 0, max: 300 }),
        (bookings, { bays, ...options }, capacity) => {
          // Each with its own rows, as they are told apart only by following the same rule.
          const rows = () =>
            indexRows({ bays, locationId: HERE.id, rules: new FilterRules(NO_FILTER) });
          const write = createLineWriter({ ...options, rows: rows() });
          const record = createRowBuilder({ ...options, rows: rows() });
          const encode = createCsvLineEncoder(options.delimiter);
          // A small sink too, so that it has to grow mid-line.
          const sink = createByteSink(capacity);
          let expected = '';
          for (const b of bookings) {
            write(b, sink);
            expected += encode(record(b));
            expect(encode(record(b))).toBe(viaCsvStringify(record(b), options.delimiter));
          }
          const bytes = Buffer.from(sink.bytes.buffer, 0, sink.length);
          expect(bytes.equals(Buffer.from(expected, 'utf8'))).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('utf8Binary', () => {
  it('gives the UTF-8 bytes of any UTF-16 text, lone surrogates as U+FFFD as Node writes them', () => {
    for (const s of ['', 'abc', 'é·', 'ś€', '😀', 'a\ud800b', '\udc00', 'x\ud83d']) {
      expect(Buffer.from(utf8Binary(s), 'latin1').equals(Buffer.from(s, 'utf8'))).toBe(true);
    }
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 16 }), (codes) => {
        const s = String.fromCharCode(...codes);
        expect(Buffer.from(utf8Binary(s), 'latin1').equals(Buffer.from(s, 'utf8'))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('createLineWriter’s tally', () => {
  it('counts each lone surrogate written as U+FFFD, in every line it is in, memoised or not', () => {
    const here = { id: 'L1', name: 'Depot' };
    const rows = indexRows({
      bays: [{ id: 'listed', name: 'Listed \udc00', tag: 'EV', location: here }],
      locationId: here.id,
      rules: new FilterRules(NO_FILTER),
    });
    const tally = createCellTally();
    const write = createLineWriter({ zone: 'UTC', delimiter: ',', rows, tally });
    const line = (id: string, bayId: string): Booking => ({
      id,
      startMs: 0,
      endMs: 60_000,
      user: { id: 'u', name: 'Ann \ud800', email: 'ann@example.com' },
      location: here,
      bay: { id: bayId, name: 'Own \ud800\ud800', tag: null },
    });
    const sink = createByteSink();
    for (const b of [line('a', 'listed'), line('b\udfff', 'listed'), line('c', 'own')])
      write(b, sink);
    // Names 3 × 1, the listed bay 2 × 1, the booking's own bay 1 × 2, the id 1.
    expect(tally.charactersReplaced).toBe(3 + 2 + 2 + 1);
    const text = Buffer.from(sink.bytes.buffer, 0, sink.length).toString('utf8');
    expect(text.match(/\ufffd/g)).toHaveLength(8);
  });
});
