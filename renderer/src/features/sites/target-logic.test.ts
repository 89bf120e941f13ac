import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { SiteRow } from '#shared/contract';
import { weeklyHours } from '#shared/sites/opening-hours';
import { applyHours, applyTarget, applyZone, draftChanges, NO_CHANGES } from './sites-draft';
import { createLocaleFormat } from '../../ui/locale/locale-format';
import { resolveLocale } from '../../ui/locale/resolve';
import { readTargetForm as readForm, targetFormOf, type TargetForm } from './target-form';
import { targetShown as shown } from './target-text';
import type { Wording } from './wording';

const BAND = { low: 0.6, high: 0.85 };
const OFFICE = weeklyHours(['mon', 'tue', 'wed', 'thu', 'fri'], {
  startMinute: 480,
  endMinute: 1080,
});
const sites: SiteRow[] = [
  {
    locationId: 'a',
    name: 'Harbour Office',
    settings: { zone: 'UTC', hours: null, target: BAND },
    invalidZone: null,
  },
  {
    locationId: 'b',
    name: 'Northgate Depot',
    settings: { zone: null, hours: OFFICE },
    invalidZone: null,
  },
  { locationId: 'c', name: 'Sydney Quay', settings: null, invalidZone: null },
];
const percent = (r: number) => `${(r * 100).toFixed(1)}%`;
/** English (the source messages) in a British locale. */
const w: Wording = {
  i18n: setupI18n({ locale: 'en', messages: { en: {} } }),
  format: createLocaleFormat(
    resolveLocale({ locales: ['en-GB'], clock: '24h', weekStart: 'auto' }),
  ),
};
const readTargetForm = (form: TargetForm) => readForm(w.i18n, form);
const targetShown = (u: number | null, band: typeof BAND) => shown(w, u, band, percent);

describe('the target fields', () => {
  it('read two percentages as a band, or no target', () => {
    expect(readTargetForm({ none: false, low: '60', high: '85' })).toEqual({ target: BAND });
    expect(readTargetForm({ none: false, low: ' 62,5 ', high: '90%' })).toEqual({
      target: { low: 0.625, high: 0.9 },
    });
    expect(readTargetForm({ none: true, low: '60', high: '' })).toEqual({ target: null });
    expect(targetFormOf(BAND)).toEqual({ none: false, low: '60', high: '85' });
    expect(targetFormOf(null)).toEqual({ none: true, low: '', high: '' });
  });

  it('say what to correct beside the field', () => {
    expect(readTargetForm({ none: false, low: '', high: 'x' })).toEqual({
      errors: {
        low: 'Enter the lowest utilisation aimed for, e.g. 60.',
        high: 'Enter a percentage from 0 to 100, e.g. 85, not "x".',
      },
    });
    expect(readTargetForm({ none: false, low: '60', high: '120' })).toEqual({
      errors: { high: 'A target ends at 100% at most: enter at most 100.' },
    });
    expect(readTargetForm({ none: false, low: '85', high: '85' })).toEqual({
      errors: { high: 'The high end must be above the low end, e.g. 60 to 85.' },
    });
    expect(readTargetForm({ none: false, low: '-5', high: '85' })).toMatchObject({
      errors: { low: expect.stringContaining('from 0 to 100') },
    });
  });
});

describe('a target in the Sites page’s changes', () => {
  it('is carried through a zone or working week change, and sent only when the page shows one', () => {
    let draft = applyZone(NO_CHANGES, sites, new Set(['a', 'b', 'c']), 'Asia/Tokyo');
    draft = applyHours(draft, sites, new Set(['a']), OFFICE);
    expect(draftChanges(draft, sites)).toEqual([
      { locationId: 'a', zone: 'Asia/Tokyo', hours: OFFICE, target: BAND },
      { locationId: 'b', zone: 'Asia/Tokyo', hours: OFFICE },
      { locationId: 'c', zone: 'Asia/Tokyo', hours: null },
    ]);
  });

  it('is set or removed, and setting back the saved band is no change', () => {
    const band = { low: 0.5, high: 0.7 };
    const set = applyTarget(NO_CHANGES, sites, new Set(['a', 'c']), band);
    expect(draftChanges(set, sites)).toEqual([
      { locationId: 'a', zone: 'UTC', hours: null, target: band },
      { locationId: 'c', zone: null, hours: null, target: band },
    ]);
    const removed = applyTarget(NO_CHANGES, sites, new Set(['a']), null);
    expect(draftChanges(removed, sites)).toEqual([
      { locationId: 'a', zone: 'UTC', hours: null, target: null },
    ]);
    expect(applyTarget(set, sites, new Set(['a']), { ...BAND }).has('a')).toBe(false);
    // No target set on a site that has none is no change either.
    expect(applyTarget(NO_CHANGES, sites, new Set(['b']), null).size).toBe(0);
  });
});

describe('a utilisation against its target, in words', () => {
  it('is short for a cell, a line for a figure, and a whole sentence to hear', () => {
    expect(targetShown(0.42, BAND)).toEqual({
      status: 'below',
      short: 'Below 60–85%',
      line: 'Below the target of 60–85%',
      words: 'Utilisation 42.0% is below the target of 60–85%',
    });
    expect(targetShown(0.85, BAND).short).toBe('Within 60–85%');
    expect(targetShown(0.9, BAND).words).toBe('Utilisation 90.0% is above the target of 60–85%');
    expect(targetShown(null, BAND)).toMatchObject({
      status: null,
      short: 'Target 60–85%',
      words: expect.stringContaining('no bays or no open time'),
    });
  });

  it('is not compared while a search or tags count only part of the site', () => {
    expect(shown(w, 0.42, BAND, percent, true)).toEqual({
      status: null,
      short: 'Target 60–85%',
      line: 'Target 60–85%',
      words:
        'The target of 60–85% is for the whole site: clear the search and tags to compare with it.',
    });
    expect(shown(w, null, BAND, percent, true).words).not.toContain('no bays');
  });
});
