import { describe, expect, it } from 'vitest';
import { createCellTally } from '../export/cell-tally';
import { cellXml } from './cell';
import { STYLE } from './styles';

const at = (iso: string): number => Date.parse(iso);

describe('date cells outside Excel’s dates', () => {
  it('writes a serial from 1900-03-01 to 9999-12-31', () => {
    expect(cellXml(null, { kind: 'date', wallMs: at('1900-03-01T00:00:00Z') })).toBe(
      `<c s="${STYLE.date}"><v>61</v></c>`,
    );
    expect(cellXml(null, { kind: 'date-time', wallMs: at('9999-12-31T23:59:59Z') })).toMatch(
      new RegExp(`^<c s="${STYLE.dateTime}"><v>2958465\\.99`),
    );
  });

  it('writes ISO-like text before March 1900 (Excel’s serials there are a day off) and past 9999', () => {
    const text = (iso: string, kind: 'date' | 'date-time' = 'date-time') =>
      cellXml('G2', { kind, wallMs: at(iso) });
    expect(text('1900-02-28T12:00:00Z')).toBe(
      '<c r="G2" t="inlineStr"><is><t>1900-02-28 12:00:00</t></is></c>',
    );
    expect(text('0000-01-01T00:00:00Z')).toContain('<t>0000-01-01 00:00:00</t>');
    expect(text('-000001-12-31T18:09:24Z')).toContain('<t>-0001-12-31 18:09:24</t>');
    expect(text('+010000-01-01T05:00:00.250Z')).toContain('<t>+10000-01-01 05:00:00.250</t>');
    expect(text('0001-02-03T04:05:06Z', 'date')).toContain('<t>0001-02-03</t>');
  });

  it('counts nothing for such a cell: its text is the time, not a change', () => {
    const tally = createCellTally();
    cellXml(null, { kind: 'date-time', wallMs: at('0000-01-01T00:00:00Z') }, { tally });
    expect(tally).toEqual({ cellsCut: 0, charactersReplaced: 0 });
  });
});
