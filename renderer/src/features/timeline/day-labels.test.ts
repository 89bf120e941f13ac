import { describe, expect, it } from 'vitest';
import { type AxisDay, DATE_LABEL_EXTRA_PX, planDayLabels } from './day-labels';

const days = (count: number, dayPx: number): AxisDay[] =>
  Array.from({ length: count }, (_, i) => ({
    date: `2026-03-${String(i + 1).padStart(2, '0')}`,
    x: i * dayPx,
  }));
const full = (d: string) => `Thu, Mar ${Number(d.slice(8))}`;
const short = (d: string) => `Mar ${Number(d.slice(8))}`;
const number = (d: string) => String(Number(d.slice(8)));
// 6 px a character.
const measure = (text: string) => text.length * 6;
const plan = (count: number, dayPx: number) =>
  planDayLabels(days(count, dayPx), count * dayPx, [full, short, number], measure);

describe('the timeline’s dates', () => {
  it('write every day in full when the days are wide enough', () => {
    const labels = plan(7, 144);
    expect(labels.size).toBe(7);
    expect(labels.get('2026-03-01')).toBe('Thu, Mar 1');
  });

  it('write shorter before they leave days out, and a day number alone only for every day', () => {
    // "Thu, Mar 10" is 66 px and "Mar 10" 36: with the label's padding, 50 px days fit the second.
    expect(plan(14, 50).get('2026-03-10')).toBe('Mar 10');
    // 20 px days fit "10" (12 px + 12) only.
    expect(plan(14, 24).get('2026-03-10')).toBe('10');
    // 10 px days: every third or seventh day, in "Mar 10" words.
    const sparse = plan(28, 10);
    expect([...sparse.values()].every((t) => t.startsWith('Mar '))).toBe(true);
    expect(sparse.size).toBeLessThan(28);
  });

  it('never overlap, and never run past the axis’ end', () => {
    for (const dayPx of [4, 9, 17, 33, 61, 95, 150]) {
      const all = days(40, dayPx);
      const labels = plan(40, dayPx);
      const labelled = all.filter((d) => labels.has(d.date));
      labelled.forEach((d, i) => {
        const end = labelled[i + 1]?.x ?? 40 * dayPx;
        expect(d.x + measure(labels.get(d.date)!) + DATE_LABEL_EXTRA_PX).toBeLessThanOrEqual(end);
      });
      expect(labels.size).toBeGreaterThan(0);
    }
  });
});
