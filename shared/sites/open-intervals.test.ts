// Issue 38's hand-worked fortnight: London (GB-ENG) and Munich (DE-BY), open Mon–Fri 08:00–18:00,
// from Mon 25 May to Sun 7 June 2026. Ten weekdays; the Spring bank holiday (25 May) shuts London,
// Whit Monday (25 May) and Corpus Christi (4 June) shut Munich; a closure on 5 June shuts London too.
import { describe, expect, it } from 'vitest';
import { localDayRange } from '../time/zone';
import { closedDayNumbers, openIntervals, type Intervals } from './open-intervals';
import { OFFICE_HOURS } from './opening-hours';
import type { ClosedDay } from './site-clock';

const MINUTE = 60_000;
const LONDON = 'Europe/London';
const MUNICH = 'Europe/Berlin';

/** The period's instants on the zone's clock. */
const fortnight = (zone: string) => ({
  fromMs: localDayRange(zone, '2026-05-25').startMs,
  toMs: localDayRange(zone, '2026-06-07').endMs,
});
const minutes = ({ start, end }: Intervals) =>
  start.reduce((sum, a, i) => sum + ((end[i] as number) - a), 0) / MINUTE;

const holiday = (date: string, reason: string): ClosedDay => ({ date, kind: 'holiday', reason });
const LONDON_HOLIDAYS = [holiday('2026-05-25', 'Spring bank holiday')];
const MUNICH_HOLIDAYS = [
  holiday('2026-05-25', 'Whit Monday'),
  holiday('2026-06-04', 'Corpus Christi'),
];

describe('openIntervals on closed days', () => {
  it('gives a fortnight of ten weekdays 6,000 open minutes a bay without closed days', () => {
    const { fromMs, toMs } = fortnight(LONDON);
    expect(minutes(openIntervals(fromMs, toMs, LONDON, OFFICE_HOURS))).toBe(6000);
    expect(minutes(openIntervals(fromMs, toMs, LONDON, OFFICE_HOURS, []))).toBe(6000);
  });

  it('leaves London 9 open days (5,400 min a bay) and Munich 8 (4,800) on their public holidays', () => {
    const london = fortnight(LONDON);
    const open = openIntervals(london.fromMs, london.toMs, LONDON, OFFICE_HOURS, LONDON_HOLIDAYS);
    expect(open.start).toHaveLength(9);
    expect(minutes(open)).toBe(5400);
    // The first open day is Tuesday 26 May at 08:00 BST.
    expect(new Date(open.start[0] as number).toISOString()).toBe('2026-05-26T07:00:00.000Z');

    const munich = fortnight(MUNICH);
    const bavaria = openIntervals(
      munich.fromMs,
      munich.toMs,
      MUNICH,
      OFFICE_HOURS,
      MUNICH_HOLIDAYS,
    );
    expect(bavaria.start).toHaveLength(8);
    expect(minutes(bavaria)).toBe(4800);
  });

  it('takes a closure as one more closed day: London closed on 5 June has 8 open days', () => {
    const { fromMs, toMs } = fortnight(LONDON);
    const closed: ClosedDay[] = [
      ...LONDON_HOLIDAYS,
      { date: '2026-06-05', kind: 'closure', reason: 'Resurfacing' },
    ];
    const open = openIntervals(fromMs, toMs, LONDON, OFFICE_HOURS, closed);
    expect(open.start).toHaveLength(8);
    expect(minutes(open)).toBe(4800);
    // The same from the day numbers built once, as a caller with many periods would pass them.
    expect(openIntervals(fromMs, toMs, LONDON, OFFICE_HOURS, closedDayNumbers(closed))).toEqual(
      open,
    );
  });

  it('reads a closed day on the site’s own clock: a holiday in Auckland is Auckland’s date', () => {
    const zone = 'Pacific/Auckland';
    const { startMs } = localDayRange(zone, '2026-06-01'); // King's Birthday, a Monday
    const { endMs } = localDayRange(zone, '2026-06-01');
    const closed = [holiday('2026-06-01', "King's Birthday")];
    expect(openIntervals(startMs, endMs, zone, OFFICE_HOURS).start).toHaveLength(1);
    expect(openIntervals(startMs, endMs, zone, OFFICE_HOURS, closed).start).toHaveLength(0);
    // Auckland's Tuesday, which starts while it is still Monday in London, stays open.
    const tuesday = localDayRange(zone, '2026-06-02');
    expect(
      openIntervals(tuesday.startMs, tuesday.endMs, zone, OFFICE_HOURS, closed).start,
    ).toHaveLength(1);
  });
});

describe('closedDayNumbers', () => {
  it('gives each closed date its day number since 1970-01-01', () => {
    expect([...closedDayNumbers(LONDON_HOLIDAYS)]).toEqual([Date.UTC(2026, 4, 25) / 86_400_000]);
    expect(closedDayNumbers([]).size).toBe(0);
  });
});
