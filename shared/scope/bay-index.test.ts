import { describe, expect, it } from 'vitest';
import type { Bay, Booking } from '../model';
import { BayIndex, indexRows, rowKeyOf } from './bay-index';
import type { RowFilter } from './booking-filter';
import { FilterRules } from './filter-rules';

const HERE = { id: 'L1', name: 'Depot' };
const bays: Bay[] = [
  { id: 'b1', name: 'Bay 1', tag: 'EV', location: HERE },
  { id: 'far', name: 'Far bay', tag: 'Van', location: { id: 'L2', name: 'Other' } },
  { id: 'b2', name: 'Bay 2', tag: null, location: HERE },
];
const bk = (bay: Booking['bay']): Booking => ({
  id: 'k',
  startMs: 0,
  endMs: 1,
  user: null,
  location: HERE,
  bay,
});
const rowsOf = (filter: RowFilter = { tags: null, search: null }) =>
  indexRows({ bays, locationId: HERE.id, rules: new FilterRules(filter) });

describe('BayIndex', () => {
  it('starts with the location’s listed bays, in list order', () => {
    const rows = rowsOf();
    expect(rows.rows.map((r) => [r.index, r.key, r.name, r.tag])).toEqual([
      [0, 'id:b1', 'Bay 1', 'EV'],
      [1, 'id:b2', 'Bay 2', null],
    ]);
    expect(rows.listedCount).toBe(2);
  });

  it('finds a booking’s row by bay id, names it from the list, and makes rows for the rest', () => {
    const rows = rowsOf();
    expect(rows.rowOf(bk({ id: 'b1', name: 'Old name', tag: null })).name).toBe('Bay 1');
    // By id, else by name, else one row for bookings without a bay.
    const ghost = rows.rowOf(bk({ id: 'ghost', name: 'First', tag: 'T' }));
    expect(rows.rowOf(bk({ id: 'ghost', name: 'Second', tag: null }))).toBe(ghost);
    expect(ghost).toMatchObject({
      key: 'id:ghost',
      id: 'ghost',
      name: 'First',
      tag: 'T',
      index: 2,
    });
    const named = rows.rowOf(bk({ id: null, name: 'Dock', tag: null }));
    expect(named).toMatchObject({ key: 'name:Dock', id: null });
    expect(rows.rowOf(bk({ id: '', name: 'Dock', tag: 'X' }))).toBe(named);
    const none = rows.rowOf(bk(null));
    expect(rows.rowOf(bk({ id: null, name: null, tag: null }))).toBe(none);
    expect(none.key).toBe('none');
    expect(rows.rows).toHaveLength(5);
    expect(rows.listedCount).toBe(2);
  });

  it('takes a bay of another location from the booking, not from the list', () => {
    const rows = rowsOf();
    const far = bk({ id: 'far', name: 'Own', tag: null });
    expect(rows.rowOf(far)).toMatchObject({ key: 'id:far', name: 'Own', tag: null });
    expect(rows.listedRowOf(far)).toBeUndefined();
    expect(rows.listedRowOf(bk({ id: 'b2', name: null, tag: null }))?.name).toBe('Bay 2');
  });

  it('keeps a bay listed twice as one row, as the later entry has it, where the first stood', () => {
    const twice = [...bays, { id: 'b1', name: 'Bay 1 renamed', tag: 'EV', location: HERE }];
    const rows = indexRows({
      bays: twice,
      locationId: HERE.id,
      rules: new FilterRules({ tags: null, search: null }),
    });
    expect(rows.rows.map((r) => r.name)).toEqual(['Bay 1 renamed', 'Bay 2']);
  });

  it('gives every row its verdict under the filter once, when it is made', () => {
    const rows = rowsOf({ tags: ['EV'], search: 'bay 1' });
    expect(rows.rows.map((r) => [r.passesTag, r.nameHit])).toEqual([
      [true, true],
      [false, false],
    ]);
    expect(rows.rowOf(bk({ id: 'x', name: 'Bay 10', tag: 'EV' }))).toMatchObject({
      passesTag: true,
      nameHit: true,
    });
  });

  it('lets a caller keep its own figures on each row', () => {
    const made: string[] = [];
    const rows = new BayIndex(
      { bays, locationId: HERE.id, rules: new FilterRules({ tags: null, search: null }) },
      (row) => {
        made.push(row.key);
        return { ...row, count: 0 };
      },
    );
    rows.rowOf(bk({ id: 'b1', name: null, tag: null })).count++;
    rows.rowOf(bk({ id: 'b1', name: null, tag: null })).count++;
    expect(rows.rows[0]?.count).toBe(2);
    expect(made).toEqual(['id:b1', 'id:b2']);
  });

  it('keys a booking’s own bay by id, else name, else none', () => {
    expect(rowKeyOf(bk({ id: 'a', name: 'N', tag: null }))).toBe('id:a');
    expect(rowKeyOf(bk({ id: null, name: 'N', tag: null }))).toBe('name:N');
    expect(rowKeyOf(bk({ id: '', name: '', tag: null }))).toBe('none');
    expect(rowKeyOf(bk(null))).toBe('none');
  });
});
