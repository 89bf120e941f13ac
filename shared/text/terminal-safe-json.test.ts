import { describe, expect, it } from 'vitest';
import { terminalSafeJson } from './terminal-safe-json';

// Every character a terminal may act on, but the newline: written out, not taken from the code it checks.
const UNSAFE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

describe('terminalSafeJson', () => {
  const value = {
    'key\u009b31m': [
      `Harbour \u001b[2J\u202eexe.txt`,
      '\u007f\u0080\u009d\u061c\u200e\u200f\u2028\u2029\u202a\u2066\u2069',
      'Zürich 𠀀 \ud800',
    ],
    n: 1.5,
    none: null,
  };

  it('escapes C0, DEL, C1, bidi controls and line separators, and parses to the same value', () => {
    const text = terminalSafeJson(value);
    expect(text).not.toMatch(UNSAFE);
    expect(JSON.parse(text)).toEqual(value);
    expect(text).toContain('"key\\u009b31m"');
    expect(text).toContain('\\u202eexe.txt');
    expect(text).toContain('Zürich 𠀀 \\ud800');
  });

  it('is JSON.stringify with two spaces where nothing needs escaping', () => {
    const plain = { id: 'loc-1', name: 'Harbour Office', bays: [1, 2] };
    expect(terminalSafeJson(plain)).toBe(JSON.stringify(plain, null, 2));
    expect(terminalSafeJson(plain, 0)).toBe(JSON.stringify(plain));
  });
});
