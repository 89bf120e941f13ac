import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatDuration } from '#shared/view/format';
import { messages as german } from '../../i18n/catalog-de';
import { createLocaleFormat } from '../../ui/locale/locale-format';
import { resolveLocale } from '../../ui/locale/resolve';
import { durationText } from './duration-text';
import { insightsFormat } from './format';

const MINUTE = 60_000;
const formatFor = (locale: string) =>
  insightsFormat(
    createLocaleFormat(resolveLocale({ locales: [locale], clock: 'auto', weekStart: 'auto' })),
  );

describe('a booking’s length in the interface’s language', () => {
  const lengths = [45, 60, 150, 1440, 1440 + 4 * 60, 3 * 1440 + 30].map((m) => m * MINUTE);

  it('reads in English as the command line writes it', () => {
    const english = setupI18n({ locale: 'en', messages: { en: {} } });
    for (const ms of lengths)
      expect(durationText(english, formatFor('en-GB'), ms)).toBe(formatDuration(ms));
  });

  it('writes days as T in German', () => {
    const i18n = setupI18n({ locale: 'de', messages: { de: german } });
    expect(lengths.map((ms) => durationText(i18n, formatFor('de-DE'), ms))).toEqual([
      '45 min',
      '1 h',
      '2 h 30 min',
      '1 T',
      '1 T 4 h',
      '3 T',
    ]);
  });
});
