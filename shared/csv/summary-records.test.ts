import { describe, expect, it } from 'vitest';
import { aggregateInsights } from '../insights/aggregate';
import { SUMMARY_HEADERS } from '../insights/summary-table';
import type { Bay, Booking } from '../model';
import { summaryRecords } from './summary-records';

const loc = { id: 'L1', name: 'Depot' };
const bays: Bay[] = [
  { id: 'a', name: '=SUM(A1)', tag: '@ops', location: loc },
  { id: 'b', name: 'Bay B', tag: null, location: loc },
  { id: 'c', name: 'Idle', tag: null, location: loc },
];
const at = (h: number, m = 0, s = 0) => Date.UTC(2026, 5, 1, h, m, s);
const bk = (id: string, bay: string, start: number, end: number): Booking => ({
  id,
  startMs: start,
  endMs: end,
  user: null,
  location: loc,
  bay: { id: bay, name: null, tag: null },
});
// Two 30.5-minute bookings of bay B: 61 minutes together, though each alone rounds down to 30.
const bookings = [
  bk('1', 'a', at(9), at(10)),
  bk('2', 'b', at(9), at(9, 30, 30)),
  bk('3', 'b', at(11), at(11, 30, 30)),
];
const insights = aggregateInsights(
  {
    locationId: 'L1',
    from: '2026-06-01',
    to: '2026-06-01',
    zone: 'UTC',
    filter: { tags: null, search: null, timeOfDay: { startMinute: 8 * 60, endMinute: 18 * 60 } },
    bays,
  },
  bookings,
);

describe('summary report records', () => {
  it('takes the median of lengths in whole minutes and of those with seconds alike', () => {
    expect(insights.medianBookingMs).toBe(30.5 * 60_000);
  });

  it('by bay: every bay, minutes rounded down after summing, utilisation to 4 decimals', () => {
    const { header, rows } = summaryRecords(insights, 'bay');
    expect(header).toEqual(SUMMARY_HEADERS.bay);
    expect(rows).toEqual([
      ["'=SUM(A1)", "'@ops", '1', '60', '60', '600', '0.1000'],
      ['Bay B', '', '2', '61', '61', '600', '0.1017'],
      ['Idle', '', '0', '0', '0', '600', '0.0000'],
    ]);
  });

  it('leaves formula-like names as they are when asked to', () => {
    expect(
      summaryRecords(insights, 'bay', { neutraliseFormulas: false }).rows[0]?.slice(0, 2),
    ).toEqual(['=SUM(A1)', '@ops']);
  });

  it('by tag: untagged bays form the row with an empty tag', () => {
    expect(summaryRecords(insights, 'tag').rows).toEqual([
      // Bays needed: one bay or more was in use for about a tenth of the window, over the 5% allowed.
      ["'@ops", '1', '1', '60', '60', '600', '0.1000', '1'],
      ['', '2', '2', '61', '61', '1200', '0.0508', '1'],
    ]);
  });

  it('by day and by weekday-hour: hours outside the time of day are left empty', () => {
    expect(summaryRecords(insights, 'day').rows).toEqual([
      ['2026-06-01', '3', '121', '121', '1800', '0.0672'],
    ]);
    const heat = summaryRecords(insights, 'weekday-hour').rows;
    expect(heat).toHaveLength(168);
    // 2026-06-01 is a Monday.
    expect(heat[7]).toEqual(['Monday', '7', '', '']);
    // 09:00–10:00: bay A all hour, bay B 30.5 minutes: 1.5083 bays on average, of 3.
    expect(heat[9]).toEqual(['Monday', '9', '1.5083', '0.5028']);
    expect(heat[10]).toEqual(['Monday', '10', '0.0000', '0.0000']);
    expect(heat[24]).toEqual(['Tuesday', '0', '', '']);
  });
});
