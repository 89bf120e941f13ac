import { describe, expect, it } from 'vitest';
import type { Booking } from '../model';
import { FilterRules, tagPasses } from './filter-rules';
import { normaliseSearch } from './search';

const bk = (user: Booking['user'], bayName: string | null = null): Booking => ({
  id: 'k',
  startMs: 0,
  endMs: 1,
  user,
  location: null,
  bay: { id: 'b', name: bayName, tag: null },
});
const ann = { id: 'u1', name: 'Ann Lee', email: 'ann@example.com' };

describe('FilterRules', () => {
  it('passes tags in the list, "" standing for none, and everything without a list', () => {
    expect(tagPasses(null, 'EV')).toBe(true);
    expect(tagPasses(['EV'], 'EV')).toBe(true);
    expect(tagPasses(['EV'], 'Van')).toBe(false);
    expect(tagPasses([''], null)).toBe(true);
    expect(tagPasses([], null)).toBe(false);
  });

  it('keeps every booking of a row whose name matches, and else those whose user matches', () => {
    const rules = new FilterRules({ tags: null, search: '  LEVEL 3 ' });
    const matching = { ...rules.verdict('Level 3 01', null), name: 'Level 3 01' };
    expect(rules.keeps(matching, bk(null))).toBe(true);
    const other = { ...rules.verdict('Dock', null), name: 'Dock' };
    expect(rules.keeps(other, bk(ann))).toBe(false);
    const byUser = new FilterRules({ tags: null, search: 'example.com' });
    expect(byUser.keeps({ ...byUser.verdict('Dock', null), name: 'Dock' }, bk(ann))).toBe(true);
  });

  it('searches the booking’s own bay name where its row has none', () => {
    const rules = new FilterRules({ tags: null, search: 'dock' });
    const nameless = { ...rules.verdict(null, null), name: null };
    expect(rules.keeps(nameless, bk(null, 'Dock B'))).toBe(true);
    expect(rules.keeps(nameless, bk(null, 'Yard'))).toBe(false);
  });

  it('shows a row that passes the tags when its name matches or a booking was kept', () => {
    const rules = new FilterRules({ tags: ['EV'], search: 'ann' });
    expect(rules.shows(rules.verdict('Annex', 'EV'), 0)).toBe(true);
    expect(rules.shows(rules.verdict('Dock', 'EV'), 0)).toBe(false);
    expect(rules.shows(rules.verdict('Dock', 'EV'), 1)).toBe(true);
    expect(rules.shows(rules.verdict('Annex', 'Van'), 3)).toBe(false);
    const none = new FilterRules({ tags: null, search: null });
    expect(none.shows(none.verdict(null, null), 0)).toBe(true);
  });

  it('treats a blank or absent search as none', () => {
    expect(normaliseSearch(null)).toBe('');
    expect(normaliseSearch('   ')).toBe('');
    expect(new FilterRules({ tags: null, search: ' \t' }).needle).toBe('');
  });
});
