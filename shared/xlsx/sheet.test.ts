import { describe, expect, it } from 'vitest';
import { headerRowXml, rowXml } from './sheet';
import { STYLE } from './styles';

describe('rowXml', () => {
  it('leaves out cell references until a cell is empty, then names the next one', () => {
    const xml = rowXml(7, [
      { kind: 'text', value: 'a' },
      null,
      { kind: 'text', value: '' },
      { kind: 'integer', value: 3 },
      { kind: 'decimal', value: 1.5 },
    ]);
    expect(xml).toBe(
      `<row r="7"><c t="inlineStr"><is><t>a</t></is></c><c r="D7" s="${STYLE.integer}"><v>3</v></c>` +
        `<c s="${STYLE.decimal}"><v>1.5</v></c></row>`,
    );
  });

  it('keeps white space that XML would drop, and only then', () => {
    expect(rowXml(2, [{ kind: 'text', value: ' two  spaces ' }])).toContain(
      '<t xml:space="preserve"> two  spaces </t>',
    );
    expect(rowXml(2, [{ kind: 'text', value: 'one space' }])).toContain('<t>one space</t>');
  });

  it('treats a number that is not finite as empty', () => {
    expect(
      rowXml(3, [
        { kind: 'decimal', value: Number.NaN },
        { kind: 'integer', value: 1 },
      ]),
    ).toMatch(/^<row r="3"><c r="B3" s="\d+"><v>1<\/v><\/c><\/row>$/);
  });

  it('writes the header as bold text cells in order', () => {
    expect(headerRowXml(['x', 'y'])).toMatch(
      /^<row r="1"><c s="\d+" t="inlineStr"><is><t>x<\/t><\/is><\/c><c s="\d+" t="inlineStr"><is><t>y<\/t><\/is><\/c><\/row>$/,
    );
  });
});
