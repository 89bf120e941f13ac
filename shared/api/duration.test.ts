import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseDuration } from './duration';
import { parseTimestamp } from './timestamp';

const MIN_MS = Date.UTC(1900, 0, 1);
const MAX_MS = Date.UTC(2200, 0, 1);

type OffsetStyle = 'Z' | 'HH' | 'HHMM' | 'HH:MM';

interface Rendering {
  separator: ' ' | 'T';
  seconds: 'omit' | 'whole' | 'fraction';
  fractionDigits: number;
  offsetStyle: OffsetStyle;
}

const two = (n: number): string => String(n).padStart(2, '0');

/** Renders an instant at an offset with the oracle Date, independent of the parser under test. */
function render(epochMs: number, offsetMinutes: number, r: Rendering): string {
  const iso = new Date(epochMs + offsetMinutes * 60_000).toISOString(); // YYYY-MM-DDTHH:MM:SS.mmmZ
  let text = `${iso.slice(0, 10)}${r.separator}${iso.slice(11, 16)}`;
  const ms = iso.slice(20, 23);
  if (r.seconds !== 'omit') text += `:${iso.slice(17, 19)}`;
  if (r.seconds === 'fraction') text += `.${(ms + '000000').slice(0, r.fractionDigits)}`;
  const abs = Math.abs(offsetMinutes);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const hh = two(Math.floor(abs / 60));
  const mm = two(abs % 60);
  switch (r.offsetStyle) {
    case 'Z':
      return `${text}Z`;
    case 'HH':
      return `${text}${sign}${hh}`;
    case 'HHMM':
      return `${text}${sign}${hh}${mm}`;
    case 'HH:MM':
      return `${text}${sign}${hh}:${mm}`;
  }
}

/** A rendering that can carry this instant and offset exactly. */
function arbRendered(): fc.Arbitrary<{ ms: number; text: string }> {
  return fc
    .record({
      ms: fc.integer({ min: MIN_MS, max: MAX_MS }),
      offset: fc.oneof(
        fc.integer({ min: -14 * 60, max: 14 * 60 }),
        fc.integer({ min: -14, max: 14 }).map((h) => h * 60),
        fc.constant(0),
      ),
      separator: fc.constantFrom(' ' as const, 'T' as const),
      fractionDigits: fc.integer({ min: 1, max: 9 }),
      wholeSecond: fc.boolean(),
      wholeMinute: fc.boolean(),
      style: fc.constantFrom<OffsetStyle>('Z', 'HH', 'HHMM', 'HH:MM'),
    })
    .map(({ ms, offset, separator, fractionDigits, wholeSecond, wholeMinute, style }) => {
      // Round the instant so the chosen rendering loses nothing, and pick an offset style that fits.
      let t = ms;
      if (wholeMinute) t = Math.floor(t / 60_000) * 60_000;
      else if (wholeSecond || fractionDigits < 3) t = Math.floor(t / 1000) * 1000;
      const seconds = wholeMinute ? 'omit' : wholeSecond ? 'whole' : 'fraction';
      let offsetStyle = style;
      if (offsetStyle === 'Z' && offset !== 0) offsetStyle = 'HH:MM';
      if (offsetStyle === 'HH' && offset % 60 !== 0) offsetStyle = 'HHMM';
      const text = render(t, offset, { separator, seconds, fractionDigits, offsetStyle });
      return { ms: t, text };
    });
}

const quoteStyle = fc.constantFrom('"', '');
const lowerBracket = fc.constantFrom('[', '(');
const upperBracket = fc.constantFrom(')', ']');

describe('parseTimestamp', () => {
  it('reads every rendering back to the same instant', () => {
    fc.assert(
      fc.property(arbRendered(), ({ ms, text }) => {
        expect(parseTimestamp(text)).toBe(ms);
      }),
      { numRuns: 2000 },
    );
  });

  it('rejects timestamps without an offset, impossible dates and junk around them', () => {
    for (const bad of [
      '2026-03-29 00:30:00',
      '2026-02-30 00:00:00+00',
      '2026-13-01 00:00:00+00',
      '2026-03-29 25:00:00+00',
      '2026-03-29 24:00:01+00',
      '2026-03-29 00:60:00+00',
      '2026-03-29 00:30:61+00',
      '2026-03-29 00:30:00+1',
      '2026-03-29 00:30:00+01:0',
      '2026-03-29 00:30:00+0130:00',
      '2026-03-29 00:30:00.+00',
      ' 2026-03-29 00:30:00+00',
      '2026-03-29 00:30:00+00 ',
      '2026-03-29X00:30:00+00',
      '2026-03-29',
      '',
    ]) {
      expect(parseTimestamp(bad), bad).toBeNull();
    }
  });

  it('accepts 24:00 as the end of the day and offsets with seconds', () => {
    expect(parseTimestamp('2026-03-29T24:00:00Z')).toBe(Date.UTC(2026, 2, 30));
    expect(parseTimestamp('1900-01-01 00:00:00+00:19:32')).toBe(
      Date.UTC(1900, 0, 1) - (19 * 60 + 32) * 1000,
    );
  });
});

describe('parseDuration', () => {
  it('reads the example from the spec', () => {
    expect(parseDuration('["2026-03-29 00:30:00+00","2026-03-29 02:00:00+01")')).toEqual({
      startMs: Date.UTC(2026, 2, 29, 0, 30),
      endMs: Date.UTC(2026, 2, 29, 1, 0),
    });
  });

  it('reads back every variant of bounds, quotes, brackets and spacing', () => {
    fc.assert(
      fc.property(
        arbRendered(),
        arbRendered(),
        quoteStyle,
        quoteStyle,
        lowerBracket,
        upperBracket,
        fc.constantFrom('', ' '),
        (a, b, q1, q2, open, close, space) => {
          const [lo, hi] = a.ms <= b.ms ? [a, b] : [b, a];
          const text = `${open}${space}${q1}${lo.text}${q1}${space},${space}${q2}${hi.text}${q2}${space}${close}`;
          expect(parseDuration(text)).toEqual({ startMs: lo.ms, endMs: hi.ms });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('rejects a range whose end is before its start', () => {
    fc.assert(
      fc.property(arbRendered(), arbRendered(), (a, b) => {
        fc.pre(a.ms !== b.ms);
        const [lo, hi] = a.ms < b.ms ? [a, b] : [b, a];
        expect(parseDuration(`["${hi.text}","${lo.text}")`)).toBeNull();
      }),
    );
  });

  it('rejects a range with a structural character removed, or cut short', () => {
    fc.assert(
      fc.property(arbRendered(), arbRendered(), fc.nat(), (a, b, pick) => {
        const [lo, hi] = a.ms <= b.ms ? [a, b] : [b, a];
        const text = `["${lo.text}","${hi.text}")`;
        const structural = [...text].flatMap((c, i) => ('[",)'.includes(c) ? [i] : []));
        const at = structural[pick % structural.length] as number;
        expect(parseDuration(text.slice(0, at) + text.slice(at + 1))).toBeNull();
        expect(parseDuration(text.slice(0, pick % text.length))).toBeNull();
      }),
    );
  });

  it('rejects missing bounds, infinities, date-only bounds and garbage', () => {
    const t = '2026-03-29 00:30:00+00';
    for (const bad of [
      `[,"${t}")`,
      `["${t}",)`,
      `["${t}")`,
      `("${t}")`,
      `[]`,
      `empty`,
      `(,)`,
      `["","")`,
      `[-infinity,"${t}")`,
      `["${t}",infinity)`,
      `[2026-03-29,2026-03-30)`,
      `["${t}","${t}","${t}")`,
      `"${t}","${t}"`,
      `{"${t}","${t}"}`,
      `["${t}""${t}")`,
      `["${t}",""${t}")`,
      `["${t}","${t}") trailing`,
      `[["${t}","${t}")`,
      '',
    ]) {
      expect(parseDuration(bad), bad).toBeNull();
    }
  });

  it('never throws, and anything it accepts is an ordered pair of instants', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const r = parseDuration(text);
        if (r) expect(r.endMs).toBeGreaterThanOrEqual(r.startMs);
      }),
      { numRuns: 3000 },
    );
    expect(parseDuration(null as unknown as string)).toBeNull();
  });
});
