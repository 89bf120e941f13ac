import { describe, expect, it } from 'vitest';
import { buildAxis, timeAt, xOf } from '#shared/view/axis';
import { shownSegments } from '#shared/view/shown-spans';
import { DAY_MIN_PX_PER_HOUR, scrollFor, STRIP_BELOW_PX_PER_HOUR, zoomPxPerHour } from './zoom';
import { anchorAt, stepZoom } from './zoom-steps';

// 1440 px wide less the 200 px bay column and 1 px spare.
const month = { width: 1239, hours: 30 * 24, days: 30 };

describe('timeline zoom', () => {
  it('fits the whole range in the width at Fit', () => {
    const px = zoomPxPerHour('fit', month);
    expect(px * month.hours).toBeCloseTo(month.width, 6);
    expect(px).toBeLessThan(STRIP_BELOW_PX_PER_HOUR);
  });

  it('shows about a day, a week or a month of the shown hours at the other levels', () => {
    expect(zoomPxPerHour('day', month)).toBeCloseTo(1239 / 24, 6);
    expect(zoomPxPerHour('week', month)).toBeCloseTo(1239 / (7 * 24), 6);
    expect(zoomPxPerHour('month', month)).toBeCloseTo(1239 / (30 * 24), 6);
    // A time of day of 07:00–19:00: a day is its 12 hours.
    const days = { width: 1239, hours: 30 * 12, days: 30 };
    expect(zoomPxPerHour('day', days)).toBeCloseTo(1239 / 12, 6);
    // Bars stay readable at Day on a narrow window.
    expect(zoomPxPerHour('day', { width: 600, hours: 240, days: 10 })).toBe(DAY_MIN_PX_PER_HOUR);
  });

  it('never zooms out past Fit: a short range is fitted at Week and Month', () => {
    const threeDays = { width: 1239, hours: 72, days: 3 };
    expect(zoomPxPerHour('week', threeDays)).toBe(zoomPxPerHour('fit', threeDays));
    expect(zoomPxPerHour('month', threeDays)).toBe(zoomPxPerHour('fit', threeDays));
  });

  it('steps to the next level that changes the picture, and stays at either end', () => {
    expect(stepZoom('week', 1, month)).toBe('day');
    expect(stepZoom('day', 1, month)).toBe('day');
    // A 30-day range's Month is its Fit.
    expect(stepZoom('week', -1, month)).toBe('fit');
    expect(stepZoom('fit', 1, month)).toBe('week');
    const quarter = { width: 1239, hours: 91 * 24, days: 91 };
    expect(stepZoom('week', -1, quarter)).toBe('month');
    expect(stepZoom('month', -1, quarter)).toBe('fit');
    expect(stepZoom('fit', -1, month)).toBe('fit');
    const threeDays = { width: 1239, hours: 72, days: 3 };
    expect(stepZoom('day', -1, threeDays)).toBe('fit');
    expect(stepZoom('fit', 1, threeDays)).toBe('day');
  });

  it('keeps the instant under the pointer where it was', () => {
    const segments = shownSegments(
      { from: '2026-03-01', to: '2026-03-30', zone: 'Europe/Paris' },
      {
        startMinute: 7 * 60,
        endMinute: 19 * 60,
      },
    );
    const before = buildAxis(segments, zoomPxPerHour('week', month));
    const after = buildAxis(segments, zoomPxPerHour('day', month));
    const scrollLeft = 2000;
    const pointerX = 333;
    const instant = timeAt(before, scrollLeft + pointerX);
    const next = scrollFor(after, anchorAt(before, scrollLeft, pointerX));
    expect(xOf(after, instant) - next).toBeCloseTo(pointerX, 6);
    // Zooming out to the start keeps nothing left of 0.
    const fitted = buildAxis(segments, zoomPxPerHour('fit', month));
    expect(scrollFor(fitted, anchorAt(before, 0, 10))).toBeGreaterThanOrEqual(0);
  });
});
