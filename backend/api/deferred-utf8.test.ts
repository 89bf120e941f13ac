import { Buffer } from 'node:buffer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseBookings } from '#shared/api/normalise';
import { createDeferredUtf8Parser } from './deferred-utf8';
import { parseJsonBody } from './http';

const HOST = 'acme.example.com';

/** What the ordinary path (whole body decoded, then parsed) makes of a body. */
function viaUtf8(body: Uint8Array, shareNested = false): unknown {
  return normaliseBookings(parseJsonBody(body, HOST), { shareNested });
}

function viaDeferred(body: Uint8Array, shareNested = false): unknown {
  const { json, decodeText } = createDeferredUtf8Parser()(body, HOST);
  return normaliseBookings(json, { decode: decodeText, shareNested });
}

const pieces = fc.constantFrom(
  'a',
  'Z',
  ' ',
  '\u00a0',
  '\ufeff',
  'é',
  'ß',
  '·',
  '李',
  '😀',
  '"',
  '\\',
  '\n',
  '\u2028',
  '0',
  ':',
  '-',
  '+',
  'T',
);
const text = fc.string({ unit: pieces, maxLength: 10 });
const stamp = fc.oneof(
  fc.constantFrom('2026-03-29T00:30:00+00:00', '2026-03-29T02:00:00+01:00', '2026-03-29 01:00'),
  text.map((t) => `2026-03-29T01:00:00Z${t}`),
  text,
);
const record = fc.record(
  {
    id: fc.oneof(text, fc.constant('\u00a0')),
    start_time: stamp,
    end_time: stamp,
    duration: fc.oneof(text, fc.constant('2026-03-29T00:00:00Z/PT1H')),
    user: fc.record({ id: text, name: text, email: text }, { requiredKeys: [] }),
    location: fc.record({ id: text, name: text }),
    bay: fc.record({ id: text, name: text, tag: text }, { requiredKeys: [] }),
  },
  { requiredKeys: ['id'] },
);

describe('createDeferredUtf8Parser', () => {
  it('reads any bookings body exactly as decoding it whole would', () => {
    fc.assert(
      fc.property(
        fc.array(record, { maxLength: 8 }),
        fc.boolean(),
        fc.boolean(),
        (records, bom, shareNested) => {
          const body = Buffer.from(`${bom ? '\ufeff' : ''}${JSON.stringify(records)}`, 'utf8');
          expect(viaDeferred(body, shareNested)).toEqual(viaUtf8(body, shareNested));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('agrees on bodies with \\u escapes and on bytes that are not UTF-8', () => {
    const escaped = Buffer.from(
      '[{"id":"b\\u00e9","start_time":"2026-03-29T00:30:00Z","end_time":"2026-03-29T01:30:00Z","user":{"name":"Zo\\u00eb"}}]',
    );
    expect(viaDeferred(escaped)).toEqual(viaUtf8(escaped));
    expect(viaDeferred(escaped)).toMatchObject({ items: [{ id: 'bé', user: { name: 'Zoë' } }] });
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0x80, max: 0xff }), { minLength: 1, maxLength: 4 }),
        (bytes) => {
          const body = Buffer.concat([
            Buffer.from(
              '[{"id":"x","start_time":"2026-03-29T00:30:00Z","end_time":"2026-03-29T01:30:00Z","bay":{"name":"A',
            ),
            Buffer.from(bytes),
            Buffer.from('"}}]'),
          ]);
          expect(viaDeferred(body)).toEqual(viaUtf8(body));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reports a body that is not JSON as invalid-response', () => {
    for (const text of ['[{"id": "x", ', 'not json', '\ufeff{']) {
      expect(() => viaDeferred(Buffer.from(text))).toThrow(
        expect.objectContaining({ kind: 'invalid-response' }),
      );
    }
  });
});
