/**
 * How an account's saved Hide names switch reads. It fails closed: anything but a clear "off" (or
 * never set) hides names, and a reason is given wherever the switch itself did not decide.
 */
import type { NamesNotice } from '#shared/contract';
import type { Row } from '../store/store';

/** Whether names are hidden, and why when it is not simply the switch. */
export interface HiddenNames {
  readonly hidden: boolean;
  /** Said to the person beside the badge: why names are hidden and what to do; null when chosen. */
  readonly notice: NamesNotice | null;
}

/** Reads an account's row of settings (undefined: none saved, names shown). */
export function hiddenNamesOf(row: Row | undefined): HiddenNames {
  const value = row?.hide_names ?? null;
  if (value === null || value === 0) return { hidden: false, notice: null };
  if (value === 1)
    return {
      hidden: true,
      notice:
        typeof row?.hide_names_note === 'string'
          ? { reason: 'settings-file-unreadable', message: row.hide_names_note }
          : null,
    };
  return {
    hidden: true,
    notice: {
      reason: 'unclear-setting',
      message: `Names are hidden because this account's saved Hide names setting holds ${JSON.stringify(typeof value === 'bigint' ? String(value) : value)}, which is neither on nor off. Turn Hide names off and on again to save it afresh.`,
    },
  };
}
