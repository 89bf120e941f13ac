import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatDuration } from '#shared/view/format';
import { messages as french } from '../../i18n/catalog-fr';
import { durationText } from './duration-text';

const MINUTE = 60_000;
const LENGTHS = [45, 60, 150, 1440, 1440 + 4 * 60, 3 * 1440 + 30].map((m) => m * MINUTE);

describe('a booking’s length in the interface’s language', () => {
  it('reads in English as the command line writes it', () => {
    const english = setupI18n({ locale: 'en', messages: { en: {} } });
    for (const ms of LENGTHS) expect(durationText(english, ms)).toBe(formatDuration(ms));
  });

  it('writes days as j in French', () => {
    const i18n = setupI18n({ locale: 'fr', messages: { fr: french } });
    expect(LENGTHS.map((ms) => durationText(i18n, ms))).toEqual([
      '45 min',
      '1 h',
      '2 h 30 min',
      '1 j',
      '1 j 4 h',
      '3 j',
    ]);
  });
});
