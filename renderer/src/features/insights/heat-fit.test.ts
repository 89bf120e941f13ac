import { describe, expect, it } from 'vitest';
import { fitHeatText } from './heat-fit';

// Each character is 0.6 of the font size wide.
const measure = (texts: readonly string[], fontPx: number) =>
  Math.max(0, ...texts.map((t) => t.length * fontPx * 0.6));
const texts = (compact: boolean) => ['20,9', compact ? '100' : '100 %', '12', 'AM'];
const days = ['Mon', 'Tue'];

describe('fitHeatText', () => {
  it('keeps the 11 px texts when 24 hours fit them', () => {
    // "100 %" is 33 px, 37 with its padding: 24 columns of 37 px, their gaps and "Mon".
    expect(fitHeatText(1000, 24, texts, days, measure)).toMatchObject({
      fontPx: 11,
      compact: false,
      minColumnPx: 37,
    });
  });

  it('writes smaller, then drops the percent sign, before an hour is cut off', () => {
    // 760 px: 28.6 px an hour; "100 %" at 10 px (30 + 4) does not fit, "20,9" at 10 px (24 + 4) does.
    expect(fitHeatText(760, 24, texts, days, measure)).toMatchObject({
      fontPx: 10,
      compact: true,
    });
    // Fewer hours (a time-of-day window) keep the full texts.
    expect(fitHeatText(760, 12, texts, days, measure)).toMatchObject({
      fontPx: 11,
      compact: false,
    });
  });

  it('gives its smallest way, with its columns’ least width, when nothing fits', () => {
    const fit = fitHeatText(200, 24, texts, days, measure);
    expect(fit).toMatchObject({ fontPx: 9, compact: true });
    expect(fit.minColumnPx).toBeGreaterThan(0);
    expect(fit.dayColumnPx).toBe(Math.ceil(3 * 9 * 0.6) + 8);
  });
});
