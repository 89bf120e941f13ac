import { describe, expect, it } from 'vitest';
import { holidaySuggestions, suggestedHolidayCalendar } from './holiday-suggestion';

describe('suggestedHolidayCalendar', () => {
  it('names the country where one zone covers it, and the city’s region where a country has several', () => {
    expect(suggestedHolidayCalendar('Europe/London')).toBe('GB-ENG');
    expect(suggestedHolidayCalendar('Europe/Berlin')).toBe('DE');
    expect(suggestedHolidayCalendar('America/New_York')).toBe('US-NY');
    expect(suggestedHolidayCalendar('Australia/Sydney')).toBe('AU-NSW');
  });

  it('suggests nothing for no zone, a zone the table lacks, or an object’s own keys', () => {
    expect(suggestedHolidayCalendar(null)).toBeNull();
    expect(suggestedHolidayCalendar('Antarctica/Troll')).toBeNull();
    expect(suggestedHolidayCalendar('constructor')).toBeNull();
    expect(suggestedHolidayCalendar('__proto__')).toBeNull();
  });

  it('covers every zone of the demo company', () => {
    const demo = [
      'Europe/London',
      'America/New_York',
      'Europe/Zurich',
      'Asia/Tokyo',
      'Australia/Sydney',
      'America/Los_Angeles',
      'Asia/Kolkata',
      'Europe/Warsaw',
      'America/Sao_Paulo',
      'Pacific/Auckland',
    ];
    expect(demo.filter((zone) => suggestedHolidayCalendar(zone) === null)).toEqual([]);
    expect(holidaySuggestions().length).toBeGreaterThan(demo.length);
  });
});
