import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration, formatZoneOffset } from './format';

describe('formatting', () => {
  it('formats durations and sizes', () => {
    expect(formatDuration(90 * 60_000)).toBe('1 h 30 min');
    expect(formatDuration(45 * 60_000)).toBe('45 min');
    expect(formatDuration(26 * 3_600_000)).toBe('1 d 2 h');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
  });

  it('names the zone’s offset at the instant, across a clock change', () => {
    expect(formatZoneOffset('Europe/Berlin', Date.UTC(2026, 2, 29, 0, 30))).toBe('UTC+01:00');
    expect(formatZoneOffset('Europe/Berlin', Date.UTC(2026, 2, 29, 1, 30))).toBe('UTC+02:00');
  });
});
