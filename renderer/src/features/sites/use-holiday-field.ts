import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SiteRow, SiteSettings } from '#shared/contract';
import { applyHolidays, common, type SitesDraft } from './sites-draft';

/** The editor's holiday calendar field, as useHolidayField gives it. */
export interface HolidayFieldState {
  /** The calendar chosen; null: none; undefined: not chosen yet (the chosen sites differ). */
  readonly value: string | null | undefined;
  readonly change: (calendar: string | null) => void;
  /** Fills the field with the calendar the chosen sites share (empty when they differ). */
  readonly fill: (settings: readonly (SiteSettings | null)[]) => void;
  /** Puts the field's calendar (or none) in the draft for the chosen sites. */
  readonly apply: (ids: ReadonlySet<string>) => void;
}

/** The public-holiday calendar to set for the chosen sites, applied to the draft. */
export function useHolidayField(
  sites: readonly SiteRow[],
  updateDraft: (change: (d: SitesDraft) => SitesDraft) => void,
  setStatus: (status: string) => void,
): HolidayFieldState {
  const { t } = useLingui();
  const [value, setValue] = useState<string | null | undefined>(undefined);

  const fill = (settings: readonly (SiteSettings | null)[]) =>
    setValue(settings.length === 0 ? undefined : common(settings.map((s) => s?.holidays ?? null)));
  const apply = (ids: ReadonlySet<string>) => {
    if (value === undefined || ids.size === 0) return;
    updateDraft((d) => applyHolidays(d, sites, ids, value));
    const count = ids.size;
    setStatus(
      value === null
        ? t`Public holidays removed from ${plural(count, { one: '# site', other: '# sites' })}: not saved yet.`
        : t`Holiday calendar ${value} set for ${plural(count, { one: '# site', other: '# sites' })}: not saved yet.`,
    );
  };
  return { value, change: setValue, fill, apply };
}
