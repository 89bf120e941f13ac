import { describe, expect, it } from 'vitest';
import {
  formatTimeRange,
  formatBytes,
  formatClock,
  formatDateTimeWithOffset,
  formatDuration,
  formatLongDate,
} from './format';

describe('formatting', () => {
  it('formats times in the zone, with the offset that applies', () => {
    const ms = Date.UTC(2026, 2, 29, 1, 30);
    expect(formatClock('Europe/Berlin', ms)).toBe('03:30');
    expect(formatClock('UTC', ms)).toBe('01:30');
    expect(formatDateTimeWithOffset('Europe/Berlin', ms)).toBe('2026-03-29 03:30 (UTC+02:00)');
  });

  it('formats dates, durations and sizes', () => {
    expect(formatLongDate('2026-03-29')).toBe('Sun 29 Mar 2026');
    expect(formatDuration(90 * 60_000)).toBe('1 h 30 min');
    expect(formatDuration(45 * 60_000)).toBe('45 min');
    expect(formatDuration(26 * 3_600_000)).toBe('1 d 2 h');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
  });

  it('formats a booking’s times, naming the days when it crosses midnight', () => {
    const z = 'Europe/Berlin';
    expect(formatTimeRange(z, Date.UTC(2026, 2, 26, 8), Date.UTC(2026, 2, 26, 16, 30))).toBe(
      '09:00–17:30',
    );
    expect(formatTimeRange(z, Date.UTC(2026, 2, 25, 19), Date.UTC(2026, 2, 26, 6, 15))).toBe(
      'Wed 20:00–Thu 07:15',
    );
    expect(formatTimeRange(z, Date.UTC(2026, 2, 26, 20), Date.UTC(2026, 2, 26, 23))).toBe(
      '21:00–00:00',
    );
  });
});
