import { describe, expect, it } from 'vitest';
import { estimateTextPx, widestTextPx } from './text-width';

describe('estimateTextPx', () => {
  it('counts a full-width character as one em, digits and Latin letters as less', () => {
    expect(estimateTextPx('午前12時', 10)).toBeCloseTo(43);
    expect(estimateTextPx('14:00', 10)).toBeCloseTo(29.5);
    expect(estimateTextPx('', 10)).toBe(0);
  });
});

describe('widestTextPx', () => {
  it('finds the widest of the texts, and 0 for none', () => {
    const font = { sizePx: 10, family: 'sans-serif' };
    expect(widestTextPx(['14:00', '午前12時', ''], font)).toBeCloseTo(43);
    expect(widestTextPx([], font)).toBe(0);
  });
});
