import { describe, expect, it } from 'vitest';
import { pseudoCatalog, pseudoMessage } from './pseudo';

describe('the pseudo-language', () => {
  it('marks each message and makes it about 40% longer', () => {
    const [open, text, close] = pseudoMessage('Export bookings');
    expect(open).toBe('⟦');
    expect(text).toBe('Éxpórt bóókíñgs');
    expect(close).toBe(`${'·'.repeat(6)}⟧`);
  });

  it('keeps placeholders, plural counts and rich-text tags as they are', () => {
    const message = [
      ['count', 'plural', { one: ['#', ' bay'], other: ['#', ' bays'] }],
      ' in ',
      ['name'],
      ' <0>now</0>',
    ];
    const pseudo = pseudoMessage(message);
    expect(pseudo[1]).toEqual(['count', 'plural', { one: ['#', ' báý'], other: ['#', ' báýs'] }]);
    expect(pseudo[2]).toBe(' íñ ');
    expect(pseudo[3]).toEqual(['name']);
    expect(pseudo[4]).toBe(' <0>ñów</0>');
  });

  it('turns every message of a catalog', () => {
    const catalog = pseudoCatalog({ a: 'Dark', b: ['Theme: ', ['current']] });
    expect(Object.keys(catalog)).toEqual(['a', 'b']);
    expect((catalog.a as unknown[]).join('')).toBe('⟦Dárk··⟧');
  });
});
