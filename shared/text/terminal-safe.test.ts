import { describe, expect, it } from 'vitest';
import { terminalSafeLine } from './terminal-safe';

const ESC = '\u001b';
const BEL = '\u0007';
const REPLACEMENT = '\ufffd';

/** Every character a terminal may act on rather than show: C0, DEL, C1, and the bidi controls. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

function codePoints(from: number, to: number): string {
  let text = '';
  for (let c = from; c <= to; c += 1) text += String.fromCodePoint(c);
  return text;
}

describe('terminalSafeLine', () => {
  it('shows an escape sequence as text: it cannot clear the screen or recolour', () => {
    expect(terminalSafeLine(`a${ESC}[2Jb${ESC}[31mc`)).toBe(
      `a${REPLACEMENT}[2Jb${REPLACEMENT}[31mc`,
    );
  });

  it('leaves an OSC 8 hyperlink inert (no ESC, no BEL)', () => {
    const link = `${ESC}]8;;https://evil.example/${BEL}click${ESC}]8;;${BEL}`;
    const safe = terminalSafeLine(link);
    expect(safe).not.toMatch(UNSAFE);
    expect(safe).toBe(
      `${REPLACEMENT}]8;;https://evil.example/${REPLACEMENT}click${REPLACEMENT}]8;;${REPLACEMENT}`,
    );
  });

  it('replaces the 8-bit CSI (0x9B) and every other C1 control', () => {
    expect(terminalSafeLine('x\u009b2Jy')).toBe(`x${REPLACEMENT}2Jy`);
    expect(terminalSafeLine(codePoints(0x80, 0x9f))).not.toMatch(UNSAFE);
  });

  it('drops bidi controls, so text shows in the order it was written', () => {
    expect(terminalSafeLine('invoice\u202eFDP.exe')).toBe('invoiceFDP.exe');
    expect(
      terminalSafeLine('\u2066a\u2067b\u2068c\u2069\u200ed\u200fe\u061cf\u202a\u202b\u202c\u202d'),
    ).toBe('abcdef');
  });

  it('folds line breaks and tabs, with the blanks around them, into one space', () => {
    expect(
      terminalSafeLine('one\r\n  two\tthree\u000b\u000cfour\u0085five\u2028six\u2029seven'),
    ).toBe('one two three four five six seven');
    expect(terminalSafeLine('fake\rbookings-viewer: all fine')).toBe(
      'fake bookings-viewer: all fine',
    );
  });

  it('leaves no unsafe character whatever the input (every code point of the BMP and beyond)', () => {
    const everything =
      codePoints(0, 0xd7ff) + codePoints(0xe000, 0xffff) + codePoints(0x10000, 0x10fff);
    expect(terminalSafeLine(everything)).not.toMatch(UNSAFE);
  });

  it('keeps printable text as it is: accents, other scripts, emoji, non-breaking spaces', () => {
    const text = 'Zürich – Büro 3 · مكتب · 東京 · 🅿️ bay\u00a012 "quoted" [x] $HOME';
    expect(terminalSafeLine(text)).toBe(text);
  });

  it('is idempotent', () => {
    const hostile = `a\r\n\u202e${ESC}[2J\u009b\t b\u0085\u2066c`;
    const once = terminalSafeLine(hostile);
    expect(terminalSafeLine(once)).toBe(once);
  });
});
