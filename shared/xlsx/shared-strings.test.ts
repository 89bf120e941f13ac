import { describe, expect, it } from 'vitest';
import { rowXml } from './sheet';
import { SharedStrings } from './shared-strings';

describe('SharedStrings', () => {
  it('gives a repeating text one index, and counts its uses', () => {
    const strings = new SharedStrings();
    expect(strings.indexOf('Harbour Office')).toBe(0);
    expect(strings.indexOf('Level 1 · 04')).toBe(1);
    expect(strings.indexOf('Harbour Office')).toBe(0);
    expect(strings.xml()).toContain('count="3" uniqueCount="2"');
    expect(strings.xml()).toContain('<si><t>Harbour Office</t></si><si><t>Level 1 · 04</t></si>');
  });

  it('leaves new texts inline once full', () => {
    const strings = new SharedStrings(1);
    expect(strings.indexOf('a')).toBe(0);
    expect(strings.indexOf('b')).toBe(-1);
    const xml = rowXml(
      2,
      [
        { kind: 'text', value: 'a', repeats: true },
        { kind: 'text', value: 'b', repeats: true },
      ],
      { strings },
    );
    expect(xml).toBe(
      '<row r="2"><c t="s"><v>0</v></c><c t="inlineStr"><is><t>b</t></is></c></row>',
    );
  });

  it('keeps only texts marked as repeating, and escapes them', () => {
    const strings = new SharedStrings();
    const xml = rowXml(
      2,
      [
        { kind: 'text', value: 'id-1' },
        { kind: 'text', value: ' <EV> ', repeats: true },
      ],
      { strings },
    );
    expect(xml).toContain('<is><t>id-1</t></is>');
    expect(strings.size).toBe(1);
    expect(strings.xml()).toContain('<si><t xml:space="preserve"> &lt;EV&gt; </t></si>');
  });
});
