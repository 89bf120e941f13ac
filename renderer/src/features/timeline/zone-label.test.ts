import { describe, expect, it } from 'vitest';
import { shownSegments } from '#shared/view/shown-spans';
import { compactOffset, zoneLabel } from './zone-label';

const day = (date: string, zone: string) => shownSegments({ from: date, to: date, zone }, null);

describe('corner zone label', () => {
  it('gives short offsets', () => {
    expect(compactOffset('Asia/Kolkata', Date.UTC(2026, 0, 1))).toBe('UTC+5:30');
    expect(compactOffset('UTC', 0)).toBe('UTC');
    expect(compactOffset('America/New_York', Date.UTC(2026, 0, 1))).toBe('UTC-5');
  });

  it('shows the change on a clock-change day', () => {
    expect(zoneLabel('Europe/Berlin', day('2026-03-29', 'Europe/Berlin'), 0)).toBe(
      'Europe/Berlin · UTC+1 → +2',
    );
    expect(zoneLabel('Europe/London', day('2026-10-25', 'Europe/London'), 0)).toBe(
      'Europe/London · UTC+1 → UTC',
    );
    expect(zoneLabel('Europe/Berlin', day('2026-03-30', 'Europe/Berlin'), 0)).toBe(
      'Europe/Berlin · UTC+2',
    );
  });
});
