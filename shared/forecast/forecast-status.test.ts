import { describe, expect, it } from 'vitest';
import { forecastStatus } from './forecast-status';

describe('a day’s status', () => {
  it('is full at every bay, near full from 90%, else room', () => {
    expect(forecastStatus(6, 6)).toBe('full');
    expect(forecastStatus(9, 10)).toBe('near full');
    expect(forecastStatus(4, 5)).toBe('room');
    expect(forecastStatus(3, 0)).toBe('room');
  });
});
