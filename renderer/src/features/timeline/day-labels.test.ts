import { describe, expect, it } from 'vitest';
import { type AxisDay, DATE_LABEL_EXTRA_PX, datesInView, planDayLabels } from './day-labels';

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

  it('with day numbers, say the month on the first day and on each 1st, leaving out the days they cover', () => {
    const month = (d: string) => `${d.slice(5, 7) === '02' ? 'Feb' : 'Mar'} ${Number(d.slice(8))}`;
    const dates = [24, 25, 26, 27, 28]
      .map((n) => `2026-02-${n}`)
      .concat([1, 2, 3, 4, 5, 6].map((n) => `2026-03-0${n}`));
    const across = dates.map((date, i) => ({ date, x: i * 24 }));
    const labels = planDayLabels(across, dates.length * 24, [full, month, number], measure);
    // "Feb 24" is 36 px and its padding 12: it covers the 25th's start (24 px on), not the 26th's.
    expect(Object.fromEntries(labels)).toEqual({
      '2026-02-24': 'Feb 24',
      '2026-02-26': '26',
      '2026-02-27': '27',
      '2026-02-28': '28',
      '2026-03-01': 'Mar 1',
      '2026-03-03': '3',
      '2026-03-04': '4',
      '2026-03-05': '5',
      '2026-03-06': '6',
    });
    // In view, the month stays and the numbers stay numbers.
    const shown = datesInView(
      across,
      labels,
      { start: 0, end: dates.length * 24, date: '2026-02-24' },
      [full, month, number],
      measure,
    );
    expect(shown.labels.get('2026-03-01')).toBe('Mar 1');
    expect(shown.labels.get('2026-03-03')).toBe('3');
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

describe('the dates in view', () => {
  const words = [full, short, number];
  // 144 px days, each date in full ("Thu, Mar 10" is 66 px, 78 with its padding and gap).
  const all = days(14, 144);
  const planned = plan(14, 144);
  const inView = (start: number, width: number, date = '2026-03-01') =>
    datesInView(all, planned, { start, end: start + width, date }, words, measure);

  it('are the planned ones when the view starts at the axis’ start and they fit', () => {
    const view = inView(0, 720);
    expect(view.sticky).toBeNull();
    expect([...view.labels.values()]).toEqual([
      'Thu, Mar 1',
      'Thu, Mar 2',
      'Thu, Mar 3',
      'Thu, Mar 4',
      'Thu, Mar 5',
    ]);
  });

  it('write a date shorter, or not at all, rather than let the view’s right edge cut it', () => {
    // Day 5 starts at 576: 54 px before the edge fit "Mar 5" (30 px and 12) only.
    expect(inView(0, 630).labels.get('2026-03-05')).toBe('Mar 5');
    // 10 px fit nothing, and never a day number alone among full dates.
    expect(inView(0, 586).labels.has('2026-03-05')).toBe(false);
  });

  it('keep the date of the day begun before the view, in the words that fit before the next', () => {
    // 100 px into day 1: its 44 px before day 2 fit "Mar 1" (30 + 12) but not "Thu, Mar 1".
    expect(inView(100, 600, '2026-03-01').sticky).toBe('Mar 1');
    expect(inView(20, 600, '2026-03-01').sticky).toBe('Thu, Mar 1');
    // 10 px before day 2: no room, and day 2's own date is written.
    const late = inView(134, 600, '2026-03-01');
    expect(late.sticky).toBeNull();
    expect(late.labels.get('2026-03-02')).toBe('Thu, Mar 2');
    // A day that starts at the view's edge writes its own date there.
    expect(inView(144, 600, '2026-03-02').sticky).toBeNull();
  });

  it('write day numbers where the plan does', () => {
    const narrow = days(14, 24);
    const numbers = datesInView(
      narrow,
      plan(14, 24),
      { start: 30, end: 200, date: '2026-03-02' },
      words,
      measure,
    );
    // 18 px before day 3 fit "2" (6 px and 12).
    expect(numbers.sticky).toBe('2');
    expect(numbers.labels.get('2026-03-03')).toBe('3');
  });
});
