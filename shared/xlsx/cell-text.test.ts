import { describe, expect, it } from 'vitest';
import { createCellTally } from '../export/cell-tally';
import { CUT_MARK, EXCEL_CELL_CHARS, fitCellText } from './cell-text';
import { rowXml } from './sheet';
import { SharedStrings } from './shared-strings';
import { textElement } from './xml';

describe('fitCellText', () => {
  it('cuts a text past Excel’s 32,767 characters there, ending in …, and counts the cut', () => {
    const tally = createCellTally();
    const long = `${'a'.repeat(40_000)}@x.y`;
    const fitted = fitCellText(long, tally);
    expect(fitted).toHaveLength(EXCEL_CELL_CHARS);
    expect(fitted.endsWith(CUT_MARK)).toBe(true);
    expect(fitted.startsWith('a'.repeat(32_000))).toBe(true);
    expect(tally.cellsCut).toBe(1);
  });

  it('leaves a text of exactly the limit as it is, uncounted', () => {
    const tally = createCellTally();
    const exact = 'b'.repeat(EXCEL_CELL_CHARS);
    expect(fitCellText(exact, tally)).toBe(exact);
    expect(tally.cellsCut).toBe(0);
  });

  it('never cuts between the two halves of a surrogate pair', () => {
    // The emoji's high surrogate is the last unit that fits before the mark.
    const text = `${'c'.repeat(EXCEL_CELL_CHARS - 2)}😀${'d'.repeat(10)}`;
    const fitted = fitCellText(text);
    expect(fitted).toBe(`${'c'.repeat(EXCEL_CELL_CHARS - 2)}${CUT_MARK}`);
    expect(fitted.length).toBeLessThanOrEqual(EXCEL_CELL_CHARS);
    expect(/[\ud800-\udbff](?![\udc00-\udfff])/.test(fitted)).toBe(false);
  });
});

describe('cell text in SpreadsheetML', () => {
  it('writes a literal _xHHHH_ with its underscore escaped, so readers do not decode it', () => {
    expect(textElement('_x0007_bell')).toBe('<t>_x005F_x0007_bell</t>');
    expect(textElement('a_x00e9_b_X12AB_')).toBe('<t>a_x005F_x00e9_b_x005F_X12AB_</t>');
    expect(textElement('_x005F_x0007_')).toBe('<t>_x005F_x005F_x005F_x0007_</t>');
    expect(textElement('_x12_ and _xZZZZ_')).toBe('<t>_x12_ and _xZZZZ_</t>');
  });

  it('writes a carriage return as _x000D_, which XML readers do not turn into a line feed', () => {
    expect(textElement('line 1\r\nline 2\r')).toBe(
      '<t xml:space="preserve">line 1_x000D_\nline 2_x000D_</t>',
    );
  });

  it('counts each character XML cannot hold as it is replaced', () => {
    const tally = createCellTally();
    expect(textElement('a\u0007b\ud800c\uffff', tally)).toBe('<t>a\ufffdb\ufffdc\ufffd</t>');
    expect(tally.charactersReplaced).toBe(3);
  });
});

describe('rows with a tally', () => {
  const long = 'L'.repeat(40_003);

  it('counts cut cells and replaced characters, inline and in the shared string table, per cell', () => {
    const strings = new SharedStrings();
    const tally = createCellTally();
    const row = [
      { kind: 'text', value: long },
      { kind: 'text', value: long, repeats: true },
      { kind: 'text', value: 'Bay\u0001', repeats: true },
      { kind: 'text', value: 'x\u0002\u0003' },
    ] as const;
    const first = rowXml(2, row, { strings, tally });
    rowXml(3, row, { strings, tally });
    expect(tally).toEqual({ cellsCut: 4, charactersReplaced: 2 * (1 + 2) });
    expect(first).toContain(`<t>${'L'.repeat(EXCEL_CELL_CHARS - 1)}${CUT_MARK}</t>`);
    expect(strings.xml()).toContain(
      `<si><t>${'L'.repeat(EXCEL_CELL_CHARS - 1)}${CUT_MARK}</t></si>`,
    );
    expect(strings.xml()).toContain('<si><t>Bay\ufffd</t></si>');
  });
});
