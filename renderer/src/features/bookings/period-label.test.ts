import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLocaleFormat } from '../../ui/locale/locale-format';
import { resolveLocale } from '../../ui/locale/resolve';
import { durationText } from './duration-text';
import { bookingsGridName, noBookingsSentence } from './period-label';
import { allMessages } from '../../testing/all-messages';

const formatIn = (locale: string) =>
  createLocaleFormat(resolveLocale({ locales: [locale], clock: 'auto', weekStart: 'auto' }));
const DAY = { mode: 'day', from: '2026-03-29', to: '2026-03-29' } as const;
const RANGE = { mode: 'range', from: '2026-03-23', to: '2026-03-29' } as const;

describe('the period in words', () => {
  beforeAll(() => {
    // Source messages serve as English, as in the renderer's other tests (testing-library.tsx).
    if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  afterEach(() => {
    i18n.activate('en');
  });

  it('says an empty day or range in one sentence, in English as before', () => {
    const en = formatIn('en-GB');
    expect(noBookingsSentence(i18n, en, DAY, false)).toBe('No bookings on Sun, 29 Mar 2026');
    expect(noBookingsSentence(i18n, en, RANGE, true)).toBe(
      'No bookings from Mon, 23 Mar 2026 to Sun, 29 Mar 2026 match the filters',
    );
    expect(bookingsGridName(i18n, en, DAY, 'Harbour Office')).toBe(
      'Bookings at Harbour Office, on Sun, 29 Mar 2026',
    );
    expect(durationText(i18n, 150 * 60_000)).toBe('2 h 30 min');
  });

  it('says them in German with German day and month names', async () => {
    i18n.load('de', await allMessages('de'));
    i18n.activate('de');
    const de = formatIn('de-DE');
    expect(noBookingsSentence(i18n, de, DAY, true)).toBe(
      'Keine Buchungen am So., 29. März 2026 passen zu den Filtern',
    );
    expect(bookingsGridName(i18n, de, RANGE, 'Hafenbüro')).toBe(
      'Buchungen in Hafenbüro, vom Mo., 23. März 2026 bis So., 29. März 2026',
    );
    expect(durationText(i18n, 150 * 60_000)).toBe('2 Std. 30 Min.');
    expect(durationText(i18n, 27 * 3_600_000)).toBe('1 Tg. 3 Std.');
  });
});
