import { describe, expect, it } from 'vitest';
import {
  englishOnlyWords,
  englishWordsIn,
  readPo,
  unmarkedWords,
  wordsOf,
} from '../e2e/untranslated-text';

const DE = `msgid ""
msgstr ""
"Language: de\\n"

msgid "Export bookings"
msgstr "Buchungen exportieren"

msgid "{count, plural, one {# bay} other {# bays}} free"
msgstr "{count, plural, one {# Stellplatz} other {# Stellplätze}} frei"

msgid ""
"A long message that goes "
"on a second line"
msgstr ""
"Eine lange Meldung, die "
"weitergeht"

msgid "Export"
msgstr "Export"
`;

describe('the language checks of the end-to-end tests', () => {
  it('read a catalog, long messages included', () => {
    const po = readPo(DE);
    expect(po.get('Export bookings')).toBe('Buchungen exportieren');
    expect(po.get('A long message that goes on a second line')).toBe(
      'Eine lange Meldung, die weitergeht',
    );
    expect(po.size).toBe(4);
  });

  it('find the English words a German screen must not show, not those both languages use', () => {
    const only = englishOnlyWords([readPo(DE)]);
    expect(only.has('bookings')).toBe(true);
    expect(only.has('bays')).toBe(true);
    expect(only.has('export')).toBe(false);
    // Not the message syntax: placeholders and plural keywords are no words.
    expect(only.has('count')).toBe(false);
    expect(only.has('plural')).toBe(false);
    expect(only.has('other')).toBe(false);
    const allowed = new Set(['harbour']);
    expect(englishWordsIn('Export · 3 Stellplätze frei · Harbour bookings', only, allowed)).toEqual(
      ['bookings'],
    );
  });

  it('find text outside the pseudo-language’s marks', () => {
    const allowed = new Set(['harbour', 'office', 'mar']);
    expect(unmarkedWords('⟦Éxpórt··⟧ Harbour Office 26 Mar', allowed)).toEqual([]);
    expect(unmarkedWords('⟦Éxpórt··⟧ Export all', allowed)).toEqual(['Export', 'all']);
    expect(unmarkedWords('⟦⟦Bý tág··⟧: shów ás····⟧ Harbour', allowed)).toEqual([]);
    expect(unmarkedWords('⟦⟦Bý tág··⟧ by hand⟧ left', allowed)).toEqual(['left']);
    expect(wordsOf('l’heure du site, Zürich-Nord')).toEqual([
      'l’heure',
      'du',
      'site',
      'Zürich-Nord',
    ]);
  });
});
