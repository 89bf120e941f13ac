import { describe, expect, it } from 'vitest';
import { A_BOOKING, applied, stateAfter } from './testing/view-state-fixture';
import { viewReducer } from './view-reducer';

describe('the page’s filter and what opens over it (kept while the page is open)', () => {
  it('setTags and setSearch change the filter and nothing else', () => {
    const before = stateAfter();
    const s = applied(
      before,
      { type: 'setTags', tags: ['Ground floor', ''] },
      {
        type: 'setSearch',
        search: 'ann',
      },
    );
    expect(s.perPage).toMatchObject({ tags: ['Ground floor', ''], search: 'ann' });
    expect(s.perAccount).toBe(before.perAccount);
  });

  it('openBooking opens the details, and closing them keeps the drawer mounted', () => {
    const open = stateAfter({ type: 'openBooking', booking: A_BOOKING });
    expect(open.perPage).toMatchObject({ openBooking: A_BOOKING, detailsUsed: true });
    const closed = applied(open, { type: 'closeBooking' });
    expect(closed.perPage).toMatchObject({ openBooking: null, detailsUsed: true });
  });

  it('openExport opens the dialog on the bookings or an Insights summary; closeExport closes it', () => {
    expect(stateAfter({ type: 'openExport', what: 'bookings' }).perPage.exporting).toBe('bookings');
    const summary = stateAfter({ type: 'openExport', what: 'weekday-hour' });
    expect(summary.perPage.exporting).toBe('weekday-hour');
    expect(applied(summary, { type: 'closeExport' }).perPage.exporting).toBeNull();
  });

  it('an action the reducer does not know is a defect, said so', () => {
    expect(() => viewReducer(stateAfter(), { type: 'nope' } as never)).toThrow(
      /Unexpected view action/,
    );
  });
});
