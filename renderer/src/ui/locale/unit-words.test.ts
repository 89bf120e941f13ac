import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocaleFormat } from './locale-format';
import { resolveLocale } from './resolve';
import { ENGLISH_UNIT_WORDS, unitWordsOf } from './unit-words';
import { allMessages } from '../../testing/all-messages';

afterEach(() => i18n.activate('en'));

const formatFor = (locale: string, words = ENGLISH_UNIT_WORDS) =>
  createLocaleFormat(resolveLocale({ locales: [locale], clock: 'auto', weekStart: 'auto' }), words);

describe('the units beside file sizes', () => {
  it('come from the catalog: French counts octets', async () => {
    i18n.load('fr', await allMessages('fr'));
    i18n.activate('fr');
    const f = formatFor('fr-FR', unitWordsOf(i18n));
    expect(f.bytes(512)).toBe('512 o');
    expect(f.bytes(1536)).toBe('1,5 Ko');
    expect(f.bytes(250 * 1024 * 1024)).toBe('250 Mo');
  });

  it('are English by default, for formatters made outside the interface', () => {
    expect(formatFor('en-US').bytes(1536)).toBe('1.5 KB');
  });
});
