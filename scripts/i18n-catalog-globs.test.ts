// The two catalog chunks of each language part the catalogs as LATER_PARTS says: the later chunk
// holds exactly those parts and the first chunk every other one. A part missing from either glob
// would be left out, or end in both chunks (split out of each, where the budget does not see it).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const I18N = join(resolve(import.meta.dirname, '..'), 'renderer', 'src', 'i18n');
// Read as text: catalogs.ts imports the chunks, whose import.meta.glob only Vite knows.
const LATER_PARTS = [
  ...(
    /LATER_PARTS = \[([^\]]+)\]/.exec(readFileSync(join(I18N, 'catalogs.ts'), 'utf8'))?.[1] ?? ''
  ).matchAll(/'([\w-]+)'/g),
].map((m) => m[1] as string);

/** The parts a glob's braces name, sorted. */
function partsIn(text: string, pattern: RegExp): string[] {
  const braces = pattern.exec(text)?.[1];
  return (braces?.split(',') ?? []).sort();
}

describe('the catalog chunks of each language', () => {
  it.each(['en', 'de', 'fr'])(
    '%s: the later chunk holds LATER_PARTS, the first every other part',
    (language) => {
      const first = readFileSync(join(I18N, `catalog-${language}.ts`), 'utf8');
      const later = readFileSync(join(I18N, `catalog-${language}-later.ts`), 'utf8');
      const expected = [...LATER_PARTS].sort();
      expect(expected.length).toBeGreaterThan(3);
      expect(
        partsIn(first, new RegExp(`'!\\.\\./\\.\\./locales/${language}/\\{([^}]+)\\}\\.po'`)),
      ).toEqual(expected);
      expect(
        partsIn(later, new RegExp(`'\\.\\./\\.\\./locales/${language}/\\{([^}]+)\\}\\.po'`)),
      ).toEqual(expected);
    },
  );
});
