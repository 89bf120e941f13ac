import { describe, expect, it } from 'vitest';
import { tickStepMinutes } from '#shared/view/axis';
import { createLocaleFormat } from '../../ui/locale/locale-format';
import { resolveLocale } from '../../ui/locale/resolve';
import { widestHourLabelPx } from './label-width';

const hourLabelsOf = (locale: string) =>
  createLocaleFormat(resolveLocale({ locales: [locale], clock: 'auto', weekStart: 'auto' }))
    .hourLabel;

// jsdom has no canvas, so these exercise the estimate; Chromium and Electron measure the font.
describe('widestHourLabelPx', () => {
  it('finds the 12-hour labels of Korean and Taiwanese Chinese (their default clock) wide', () => {
    const english = widestHourLabelPx(hourLabelsOf('en-GB'), 'sans-serif');
    const american = widestHourLabelPx(hourLabelsOf('en-US'), 'sans-serif');
    const korean = widestHourLabelPx(hourLabelsOf('ko-KR'), 'sans-serif');
    const taiwanese = widestHourLabelPx(hourLabelsOf('zh-TW'), 'sans-serif');
    expect(english).toBeLessThan(34);
    expect(american).toBeLessThan(34);
    expect(korean).toBeGreaterThan(40);
    expect(taiwanese).toBeGreaterThan(40);
    // The Day view's narrowest zoom (40 px an hour) labels every hour in English, every other in
    // Korean and Chinese.
    expect(tickStepMinutes(40, english)).toBe(60);
    expect(tickStepMinutes(40, american)).toBe(60);
    expect(tickStepMinutes(40, korean)).toBe(120);
    expect(tickStepMinutes(40, taiwanese)).toBe(120);
  });
});
