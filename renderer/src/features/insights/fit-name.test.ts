import { describe, expect, it } from 'vitest';
import { fitName } from './fit-name';

// 6 px a character, 12 for a W (a wide letter).
const measure = (text: string) => [...text].reduce((px, ch) => px + (ch === 'W' ? 12 : 6), 0);

describe('fitName', () => {
  it('keeps a name that fits whole', () => {
    expect(fitName('Visitor', 42, measure)).toBe('Visitor');
    expect(fitName('A', 6, measure)).toBe('A');
  });

  it('cuts after a whole word, with an ellipsis', () => {
    expect(fitName('Electric vehicle charging', 120, measure)).toBe('Electric vehicle…');
    expect(fitName('Electric vehicle charging', 60, measure)).toBe('Electric…');
  });

  it('cuts a single long word between letters, and measures wide letters as wide', () => {
    expect(fitName('Wheelchair-accessible', 60, measure)).toBe('Wheelcha…');
    expect(fitName('WWWWWWWWWW', 60, measure)).toBe('WWWW…');
  });
});
