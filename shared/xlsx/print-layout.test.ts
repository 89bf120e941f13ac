import { describe, expect, it } from 'vitest';
import { workbookXml } from './package-parts';
import { sheetEnd, sheetStart } from './sheet';

describe('a sheet set up to print', () => {
  it('fits one page wide in landscape, as long as it takes, the first column frozen beside the rows', () => {
    const start = sheetStart({
      widths: [10],
      freezeHeader: true,
      freezeFirstColumn: true,
      print: true,
    });
    expect(start).toContain('<sheetPr><pageSetUpPr fitToPage="1"/></sheetPr>');
    expect(start).toContain(
      '<pane xSplit="1" ySplit="1" topLeftCell="B2" activePane="bottomRight" state="frozen"/>',
    );
    const end = sheetEnd({ print: true });
    expect(end).toContain('<pageSetup orientation="landscape" fitToWidth="1" fitToHeight="0"/>');
    // pageSetup follows pageMargins, as the schema orders them.
    expect(end.indexOf('<pageMargins')).toBeLessThan(end.indexOf('<pageSetup'));
    expect(sheetStart({ widths: [], freezeHeader: true })).not.toContain('sheetPr');
    expect(sheetEnd()).not.toContain('pageSetup');
  });

  it('prints its header row and first column on every page', () => {
    const xml = workbookXml([
      { name: 'Summary', filterRange: null },
      { name: "Sam's sites", filterRange: 'A1:C4', printTitles: { firstColumn: true } },
      { name: 'Trend', filterRange: null, printTitles: { firstColumn: false } },
    ]);
    expect(xml).toContain(
      `<definedName name="_xlnm.Print_Titles" localSheetId="1">'Sam''s sites'!$A:$A,'Sam''s sites'!$1:$1</definedName>`,
    );
    expect(xml).toContain(
      `<definedName name="_xlnm.Print_Titles" localSheetId="2">'Trend'!$1:$1</definedName>`,
    );
    expect(xml).not.toContain('localSheetId="0"');
  });
});
