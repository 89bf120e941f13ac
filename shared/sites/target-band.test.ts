import { describe, expect, it } from 'vitest';
import { bandText, readTargetBand, targetStatus, targetStatusWords } from './target-band';

const band = { low: 0.6, high: 0.85 };

describe('a target band', () => {
  it('places a utilisation below, within (both ends included) or above it', () => {
    expect([0.599, 0.6, 0.7, 0.85, 0.851].map((u) => targetStatus(u, band))).toEqual([
      'below',
      'within',
      'within',
      'within',
      'above',
    ]);
    expect(targetStatus(null, band)).toBeNull();
    expect(targetStatus(0.7, null)).toBeNull();
  });

  it('reads the percentages a manager types, and says why it cannot', () => {
    expect(readTargetBand('60-85')).toEqual({ band });
    expect(readTargetBand(' 60% – 85% ')).toEqual({ band });
    expect(readTargetBand('62.5-90')).toEqual({ band: { low: 0.625, high: 0.9 } });
    expect(readTargetBand('85-60')).toEqual({
      problem: 'A target’s first percentage must be below its second.',
    });
    expect(readTargetBand('60-120')).toEqual({ problem: 'A target ends at 100% at most.' });
    expect(readTargetBand('sixty')).toEqual({
      problem: 'Give the target as two percentages, e.g. 60-85, not "sixty".',
    });
  });

  it('is said in words with its band', () => {
    expect(bandText({ low: 0.625, high: 0.9 })).toBe('62.5–90%');
    expect(targetStatusWords('below', band)).toBe('below the target of 60–85%');
  });
});
