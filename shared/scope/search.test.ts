import { describe, expect, it } from 'vitest';
import type { Booking } from '../model';
import { bookingMatches, normaliseSearch, textMatches } from './search';

const finds = (text: string, search: string) => textMatches(text, normaliseSearch(search));

describe('the search', () => {
  it('ignores punctuation and spacing: every way of typing a bay’s name finds it', () => {
    for (const typed of [
      'Level 1 · 04',
      'Level 1 04',
      'Level 1·04',
      'level 1 - 04',
      '  LEVEL   1 04 ',
    ])
      expect(finds('Level 1 · 04', typed), typed).toBe(true);
    expect(finds('Level 1 · 04', 'Level 2 04')).toBe(false);
  });

  it('ignores case and accents, and takes words in any order', () => {
    expect(finds('Zürich Campus', 'zurich')).toBe(true);
    expect(finds('São Paulo Centro', 'centro sao')).toBe(true);
    expect(finds('Kraków Riverside', 'KRAKOW')).toBe(true);
    expect(finds('Zürich Campus', 'campus geneva')).toBe(false);
  });

  it('finds people however their names are typed: strokes, ligatures, apostrophes, German spellings', () => {
    const found = (name: string, typed: string) => expect(finds(name, typed), `${typed} → ${name}`);
    found('Łukasz Rossi', 'lukasz rossi').toBe(true);
    found('Søren Øvergaard', 'soren').toBe(true);
    found('Łukasz Øvergaard', 'lukasz overgaard').toBe(true);
    found('Małgorzata Nowak', 'malgorzata').toBe(true);
    found('Siobhán O’Neill', 'oneill').toBe(true);
    found("Björn O'Neill", "o'neill").toBe(true);
    found("Björn O'Neill", 'BJORN').toBe(true);
    found('José Müller', 'jose muller').toBe(true);
    found('José Müller', 'mueller').toBe(true);
    found('José Müller', 'müller jose').toBe(true);
    found('Jörg Straße', 'joerg strasse').toBe(true);
    found('Æsa Dæhlie', 'aesa daehlie').toBe(true);
    found('Anne Mueller', 'müller').toBe(false);
    found('Lin Chen', 'oneill').toBe(false);
    found('Siobhán O’Neill', 'neil o').toBe(true);
  });

  it('matches everything when empty, and nothing on a missing text', () => {
    expect(normaliseSearch(null)).toBe('');
    expect(normaliseSearch(' · ')).toBe('');
    expect(textMatches('anything', '')).toBe(true);
    expect(textMatches(null, normaliseSearch('a'))).toBe(false);
  });

  it('finds a booking whose words are spread over its bay, its person and the e-mail', () => {
    const b = {
      id: 'b',
      startMs: 0,
      endMs: 1,
      user: { id: 'u', name: 'Ann Lee', email: 'ann.lee@example.com' },
      location: null,
      bay: { id: 'x', name: 'Level 2 · 07', tag: null },
    } satisfies Booking;
    expect(bookingMatches(b, normaliseSearch('ann level 2'), null)).toBe(true);
    expect(bookingMatches(b, normaliseSearch('lee 07'), null)).toBe(true);
    expect(bookingMatches(b, normaliseSearch('example com'), null)).toBe(true);
    expect(bookingMatches(b, normaliseSearch('ann level 3'), null)).toBe(false);
    // The row's name is the one shown, so it is the one searched.
    expect(bookingMatches(b, normaliseSearch('dock'), 'Dock 1')).toBe(true);
  });
});
