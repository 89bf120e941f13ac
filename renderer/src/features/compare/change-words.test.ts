import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as french } from '../../i18n/catalog-fr';
import { describeChange, type ChangeFormat } from './change-words';

const f: ChangeFormat = {
  formatCount: (n) => Math.round(n).toLocaleString('en-US'),
  formatDecimal: (n) => n.toFixed(1),
  formatBookedHours: (ms) => {
    const h = ms / 3_600_000;
    return h === 0 ? '0 h' : `${h >= 10 ? Math.round(h).toLocaleString('en-US') : h.toFixed(1)} h`;
  },
  formatPercent: (r) => (r === null ? '–' : `${(r * 100).toFixed(1)}%`),
};
const HOUR = 3_600_000;

describe('a change, shown and said', () => {
  it('utilisation in points, said with where it came from', () => {
    expect(describeChange(0.224, 0.201, 'ratio', f)).toEqual({
      direction: 'up',
      shown: '▲ 2.3 pts',
      words: 'up 2.3 points from 20.1%',
    });
    expect(describeChange(0.13, 0.134, 'ratio', f)).toEqual({
      direction: 'down',
      shown: '▼ 0.4 pts',
      words: 'down 0.4 points from 13.4%',
    });
  });

  it('says one point in the singular where the language does: French below 2, English at 1 alone', () => {
    const fr = setupI18n({ locale: 'fr', messages: { fr: french } });
    const frenchFormat = { ...f, formatDecimal: (n: number) => n.toFixed(1).replace('.', ',') };
    expect(describeChange(0.135, 0.134, 'ratio', frenchFormat, fr)?.words).toBe(
      'en hausse de 0,1 point par rapport à 13.4%',
    );
    expect(describeChange(0.16, 0.134, 'ratio', frenchFormat, fr)?.words).toBe(
      'en hausse de 2,6 points par rapport à 13.4%',
    );
    expect(describeChange(0.144, 0.134, 'ratio', f)?.words).toBe('up 1.0 point from 13.4%');
    expect(describeChange(0.135, 0.134, 'ratio', f)?.words).toBe('up 0.1 points from 13.4%');
  });

  it('a change that rounds to zero as shown is no change, never down', () => {
    // 0.03 points down shows as 0.0: neither ▼ nor its colour.
    expect(describeChange(0.1367, 0.137, 'ratio', f)).toEqual({
      direction: 'same',
      shown: '= 0.0 pts',
      words: 'no change from 13.7%',
    });
    expect(describeChange(42, 42, 'count', f)).toEqual({
      direction: 'same',
      shown: '= 0',
      words: 'no change from 42',
    });
    expect(describeChange(5 * HOUR + 60_000, 5 * HOUR, 'hours', f)?.direction).toBe('same');
  });

  it('counts and hours, said in words', () => {
    expect(describeChange(1348, 1292, 'count', f)).toEqual({
      direction: 'up',
      shown: '▲ 56',
      words: 'up 56 from 1,292',
    });
    expect(describeChange(5224 * HOUR, 5344 * HOUR, 'hours', f)).toEqual({
      direction: 'down',
      shown: '▼ 120 h',
      words: 'down 120 hours from 5,344 hours',
    });
  });

  it('nothing to compare: no change described', () => {
    expect(describeChange(null, 0.2, 'ratio', f)).toBeNull();
    expect(describeChange(3, null, 'count', f)).toBeNull();
    expect(describeChange(3, undefined, 'count', f)).toBeNull();
  });
});
